import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamApi, twoFactorApi } from '@earrival/shared/api';
import { eventBus } from '@earrival/shared/bus';
import { queryKeys } from '@earrival/shared/query';
import { notify } from '@earrival/shared/toast';
import { type Role, type TeamMember } from '@earrival/shared/types';
import { useChange } from '../../../components/useChange';

/** The Team Member List (no passwords: the server keeps only hashes). */
export function useTeamMembers() {
  return useQuery({
    queryKey: queryKeys.teamMembers(),
    queryFn: async () => (await teamApi.list()).data,
  });
}

/** The member types the server knows, in its order. */
export function useMemberTypes() {
  return useQuery({
    queryKey: queryKeys.memberTypes(),
    queryFn: async () => (await teamApi.types()).data,
    staleTime: Infinity,
  });
}

/**
 * One member for the edit form. Quiet: a bad or unknown id is shown as a not-found state on the screen
 * instead of a toast.
 */
export function useTeamMember(id: number | null) {
  return useQuery({
    queryKey: queryKeys.teamMember(id ?? 0),
    queryFn: async () => (await teamApi.info(id!)).data,
    enabled: id !== null,
    meta: { quiet: true },
  });
}

export interface SaveMember {
  /** Set when editing. */
  id?: number;
  name: string;
  email: string;
  /** Empty when editing keeps the current password. */
  password: string;
  type: Role;
}

/** Adds or updates a member; the list refreshes and the server's message is the success toast. */
export function useSaveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...member }: SaveMember) =>
      id === undefined ? teamApi.add(member) : teamApi.update({ ...member, tmId: id }),
    onSuccess: async (response) => {
      notify.success(response.message);
      client.setQueryData<TeamMember>(queryKeys.teamMember(response.data.id), response.data);
      await client.invalidateQueries({ queryKey: queryKeys.teamMembers(), exact: true });
    },
  });
}

/**
 * Deletes a member; the server refuses the signed-in member's own account and says so (a toast). Their
 * orders go back to their folders, so the queue counts change (this tab skips the server's echo of it).
 */
export function useDeleteMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => teamApi.remove(id),
    onSuccess: async (response, id) => {
      notify.success(response.message);
      eventBus.emit({ type: 'counts-changed', source: 'mf-admin-settings' });
      client.removeQueries({ queryKey: queryKeys.teamMember(id) });
      await client.invalidateQueries({ queryKey: queryKeys.teamMembers(), exact: true });
    },
  });
}

/**
 * An Admin resets a member's two-factor sign-in: the server turns it off and signs that member out
 * everywhere; the server's message is the toast and the list (its Two-factor column) is read again.
 */
export const useResetTwoFactor = () =>
  useChange(queryKeys.teamMembers(), (id: number) => twoFactorApi.resetMember(id));
