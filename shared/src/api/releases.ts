import { api } from './client';
import type { ApiBody, ApiData, Envelope } from '@earrival/shared/types';

/** The member's remote registry: per remote the manifest to load (a canary for its share of staff). */
export type RemoteRegistry = ApiData<'getRemoteRegistry'>;
export type RegistryEntry = RemoteRegistry['remotes'][number];
/** One remote on the Deployments screen: live, canary, history and every step. */
export type AppReleases = ApiData<'listReleases'>[number];
export type Release = AppReleases['history'][number];
export type ReleaseStep = AppReleases['events'][number];
export type DeployToken = ApiData<'listDeployTokens'>[number];
export type CreatedDeployToken = ApiData<'createDeployToken'>;
export type ClientErrorReport = ApiBody<'reportClientError'>;

/**
 * Releases of the remotes (modules/releases on the server). The registry and error reports are for every
 * signed-in member; the Deployments screen is Admin and Manager (Managers may only look).
 */
export const releasesApi = {
  registry: () => api.get<Envelope<RemoteRegistry>>('remotes'),
  /** A remote failed to load or threw while rendering (the shell reports it, counted per release). */
  reportError: (report: ClientErrorReport) =>
    api.post<Envelope<ApiData<'reportClientError'>>>('admin/client-errors', report),
  list: () => api.get<Envelope<AppReleases[]>>('admin/releases'),
  promote: (app: string) => api.post<Envelope<Release>>(`admin/releases/${app}/promote`, {}),
  /** Without a release id: the release live before the current one. 'built-in': the server's own dist/. */
  rollback: (app: string, releaseId?: string) =>
    api.post<Envelope<ApiData<'rollbackRelease'>>>(
      `admin/releases/${app}/rollback`,
      releaseId ? { releaseId } : {},
    ),
  tokens: () => api.get<Envelope<DeployToken[]>>('admin/deploy-tokens'),
  createToken: (app: string, note?: string) =>
    api.post<Envelope<CreatedDeployToken>>('admin/deploy-tokens', note ? { app, note } : { app }),
  revokeToken: (id: number) => api.delete<Envelope<DeployToken>>(`admin/deploy-tokens/${id}`),
};
