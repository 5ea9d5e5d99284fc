import { DeployTokens } from './deployTokens';
import { RemoteHealth } from './remoteHealth';
import { RemoteRegistry } from './registry';
import { ReleaseService, type ReleaseServiceOptions } from './releases';
import type { ReleasesConfig } from '../../../config';

/** The releases module's services, made once per app (routes/index.ts) or per command (the CLI). */
export interface Releases {
  /** Publish, promote, roll back, the history (releases.ts). */
  service: ReleaseService;
  /** Deploy tokens (deployTokens.ts). */
  tokens: DeployTokens;
  /** Which build each member loads, and the visitor site's page (registry.ts). */
  registry: RemoteRegistry;
  /** Errors the shells report, and canaries rolled back by themselves (remoteHealth.ts). */
  health: RemoteHealth;
}

export interface ReleasesOptions extends ReleaseServiceOptions {
  config: ReleasesConfig;
  /** REMOTES_JSON: an override of the registry, entry by entry. */
  remotesJson: string | undefined;
  /** Keys the report keys the registry gives each session for the releases it serves (registry.ts). */
  secret: string;
}

export function releaseServices(options: ReleasesOptions): Releases {
  return {
    service: new ReleaseService(options),
    tokens: new DeployTokens(options.db),
    registry: new RemoteRegistry(options),
    health: new RemoteHealth(options),
  };
}
