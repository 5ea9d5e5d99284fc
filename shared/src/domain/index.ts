/*
 * The domain's words that everything else is built from, with no imports of their own (but the order's
 * generated type, for the field names): the staff roles and who opens which restricted screen, the order
 * statuses, each order field's one label, and the kinds of change a live event names. The queues, the role policy, the route table and the types
 * import them from here, so no two of those modules need each other for them.
 */
export { ROLES, SCREEN_ROLES, type RestrictedScreen, type Role } from './roles';
export { PROCESS_STATUSES, type ProcessStatus } from './statuses';
export { FIELD_LABELS, type LabelledField } from './fields';
export { ORDER_CHANGES, type OrderChangeKind } from './orderChanges';
