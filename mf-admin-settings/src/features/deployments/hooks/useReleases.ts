import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { releasesApi } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';
import { notify } from '@earrival/shared/toast';

/*
 * The Deployments screen's server data. Every change refreshes the whole `releases` family (the steps list
 * records token changes too), and so does `remote-released` on the bus: another Admin's promote, a CI
 * publish or a canary rolled back by itself shows without a reload.
 */

/** Per remote: live, canary, history and steps. */
export function useReleases() {
  return useQuery({
    queryKey: queryKeys.releases(),
    queryFn: async () => (await releasesApi.list()).data,
  });
}

/** The deploy tokens (never their secrets); only asked for when the member may manage them. */
export function useDeployTokens(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.deployTokens(),
    queryFn: async () => (await releasesApi.tokens()).data,
    enabled,
  });
}

/** A change's success: the server's message as the toast, then everything re-read. */
function useRefreshAfter() {
  const client = useQueryClient();
  return async (response: { message: string }) => {
    notify.success(response.message);
    await client.invalidateQueries({ queryKey: queryKeys.releases() });
  };
}

/** Makes an app's canary live for every member. */
export function usePromote() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (app: string) => releasesApi.promote(app),
    onSuccess: refresh,
  });
}

export interface RollbackInput {
  app: string;
  /** The release to put back; absent: the one live before. */
  releaseId?: string;
}

/** Puts an earlier release back for every member at once (any canary ends too). */
export function useRollback() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ app, releaseId }: RollbackInput) => releasesApi.rollback(app, releaseId),
    onSuccess: refresh,
  });
}

export interface NewToken {
  app: string;
  note: string;
}

/**
 * Creates a deploy token. The answer carries the secret this once: the caller keeps it in its own state
 * and the mutation keeps no copy in the cache after it is read (gcTime 0, reset by the caller).
 */
export function useCreateToken() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ app, note }: NewToken) => releasesApi.createToken(app, note.trim() || undefined),
    onSuccess: refresh,
    gcTime: 0,
  });
}

/** Revokes a deploy token: CI holding it can no longer publish. */
export function useRevokeToken() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: number) => releasesApi.revokeToken(id),
    onSuccess: refresh,
  });
}
