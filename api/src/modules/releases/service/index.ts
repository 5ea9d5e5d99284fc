import type { Deps } from '../../../platform/deps';
import type { ReleasesConfig } from '../../../config';

/**
 * What the releases services are handed, made once by the module (routes/index.ts): each function names the
 * few it uses. Publish, promote, roll back, the history: releases.ts; deploy tokens: deployTokens.ts; which
 * build each member loads and the visitor site's page: registry.ts; errors the shells report: remoteHealth.ts.
 */
export interface ReleasesDeps extends Pick<Deps, 'db' | 'store'> {
  settings: ReleasesConfig;
  /** Where the shell's build is (its manifest names the singletons the page provides). */
  appsRoot: string;
  /** Where archives are unpacked while they are checked (DATA_DIR/tmp). */
  workDir: string;
  /** REMOTES_JSON: an override of the registry, entry by entry. */
  remotesJson: string | undefined;
  /** Keys the report keys the registry gives each session for the releases it serves (registry.ts). */
  secret: string;
  state: ReleasesState;
}

/** In memory: the visitor site's page, read from the store at most once a second per process. */
export interface ReleasesState {
  pages: Map<string, { until: number; page: Promise<string | null> }>;
}
