/** The team module's door: the app registers Manage Team's routes under /api. */
export { default as teamRoutes } from './routes';
/** The CLI's account checks: a new member (create-admin), and whether any exists yet (the start's warning). */
export { anyMember, insertMember } from './repository';
// The answer's shape, which cli/contract/tables.ts holds team_members to.
export { Member } from './schemas';
