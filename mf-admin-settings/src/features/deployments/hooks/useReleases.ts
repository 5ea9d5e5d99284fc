import { useQuery } from '@tanstack/react-query';
import { releasesApi } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';
import { useChange } from '../../../components/useChange';

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

/** Makes an app's canary live for every member. */
export const usePromote = () => useChange(queryKeys.releases(), (app: string) => releasesApi.promote(app));

export interface RollbackInput {
  app: string;
  /** The release to put back; absent: the one live before. */
  releaseId?: string;
}

/** Puts an earlier release back for every member at once (any canary ends too). */
export const useRollback = () =>
  useChange(queryKeys.releases(), ({ app, releaseId }: RollbackInput) =>
    releasesApi.rollback(app, releaseId),
  );

export interface NewToken {
  app: string;
  note: string;
}

/**
 * Creates a deploy token. The answer carries the secret this once: the caller keeps it in its own state
 * and the mutation keeps no copy in the cache after it is read (gcTime 0, reset by the caller).
 */
export const useCreateToken = () =>
  useChange(
    queryKeys.releases(),
    ({ app, note }: NewToken) => releasesApi.createToken(app, note.trim() || undefined),
    { gcTime: 0 },
  );

/** Revokes a deploy token: CI holding it can no longer publish. */
export const useRevokeToken = () =>
  useChange(queryKeys.releases(), (id: number) => releasesApi.revokeToken(id));
