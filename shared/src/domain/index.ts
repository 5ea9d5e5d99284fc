/*
 * The domain's words that everything else is built from, with no imports of their own: the staff roles and
 * who opens which restricted screen, and the order statuses. The queues, the role policy, the route table
 * and the types import them from here, so no two of those modules need each other for them.
 */
export { ROLES, SCREEN_ROLES, type RestrictedScreen, type Role } from './roles';
export { PROCESS_STATUSES, type ProcessStatus } from './statuses';
