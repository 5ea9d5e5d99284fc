import { api } from './client';
import type { Envelope, Role, TeamMember, TeamMemberInput } from '@earrival/shared/types';

/**
 * Manage Team (Admin and Manager only; the server answers 403 to the other roles). Members never carry a
 * password: the server keeps only hashes. Writes on a member the caller may not manage are refused (403).
 */
export const teamApi = {
  list: () => api.get<Envelope<TeamMember[]>>('admin/get-team-member-list'),
  /** The member types the caller may give, by rank. */
  types: () => api.get<Envelope<Role[]>>('admin/get-team-member-type'),
  add: (body: Omit<TeamMemberInput, 'tmId'>) => api.post<Envelope<TeamMember>>('admin/add-team-member', body),
  info: (id: number | string) => api.get<Envelope<TeamMember>>(`admin/team-member-info/${id}`),
  /** An empty password keeps the member's current one. */
  update: (body: TeamMemberInput & { tmId: number | string }) =>
    api.post<Envelope<TeamMember>>('admin/update-team-member', body),
  remove: (teamMemberId: number | string) =>
    api.put<Envelope<null>>('admin/delete-team-member', { teamMemberId }),
};
