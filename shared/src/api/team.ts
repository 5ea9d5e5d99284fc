import { call, type BodyOf } from './call';

/**
 * Manage Team (Admin and Manager only; the server answers 403 to the other roles). Members never carry a
 * password: the server keeps only hashes. Writes on a member the caller may not manage are refused (403).
 */
export const teamApi = {
  list: () => call('GET admin/get-team-member-list'),
  /** The member types the caller may give, by rank. */
  types: () => call('GET admin/get-team-member-type'),
  add: (body: BodyOf<'POST admin/add-team-member'>) => call('POST admin/add-team-member', { body }),
  info: (id: number | string) => call('GET admin/team-member-info/{id}', { path: { id: String(id) } }),
  /** An empty password keeps the member's current one. */
  update: (body: BodyOf<'POST admin/update-team-member'>) => call('POST admin/update-team-member', { body }),
  remove: (teamMemberId: number | string) => call('PUT admin/delete-team-member', { body: { teamMemberId } }),
};
