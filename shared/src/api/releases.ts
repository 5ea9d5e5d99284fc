import type { ApiBody, ApiData } from '@earrival/shared/types';
import { call, type BodyOf } from './call';

/** The member's remote registry: per remote the manifest to load (a canary for its share of staff). */
export type RemoteRegistry = ApiData<'getRemoteRegistry'>;
/** One remote on the Deployments screen: live, canary, history and every step. */
export type AppReleases = ApiData<'listReleases'>[number];
export type Release = AppReleases['history'][number];
export type ReleaseStep = AppReleases['events'][number];
/** An error a shell reported: who, what, and whether it counted toward a canary's rollback. */
export type ClientReport = AppReleases['reports'][number];
export type DeployToken = ApiData<'listDeployTokens'>[number];
type DeployTokenBody = BodyOf<'POST admin/deploy-tokens'>;

/**
 * Releases of the remotes (modules/releases on the server). The registry and error reports are for every
 * signed-in member; the Deployments screen is Admin and Manager (Managers may only look).
 */
export const releasesApi = {
  registry: () => call('GET remotes'),
  /** A remote failed to load or threw while rendering (the shell reports it, counted per release). */
  reportError: (report: ApiBody<'reportClientError'>) => call('POST admin/client-errors', { body: report }),
  list: () => call('GET admin/releases'),
  promote: (app: string) => call('POST admin/releases/{app}/promote', { path: { app } }),
  /** Without a release id: the release live before the current one. 'built-in': the server's own dist/. */
  rollback: (app: string, releaseId?: string) =>
    call('POST admin/releases/{app}/rollback', { path: { app }, body: releaseId ? { releaseId } : {} }),
  tokens: () => call('GET admin/deploy-tokens'),
  /** `app` as the form picked it: the server refuses an app it does not know. */
  createToken: (app: string, note?: string) =>
    call('POST admin/deploy-tokens', { body: { app, ...(note ? { note } : {}) } as DeployTokenBody }),
  revokeToken: (id: number) => call('DELETE admin/deploy-tokens/{id}', { path: { id } }),
};
