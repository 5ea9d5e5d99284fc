import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '@earrival/shared/apps';

export interface RemoteEntry {
  name: string;
  entry: string;
}

/**
 * The runtime registry the shell reads to find its remotes. REMOTES_JSON overrides any entry, so a team
 * can point the shell at a remote deployed elsewhere without rebuilding the shell.
 */
export function remoteRegistry(overrideJson: string | undefined): { remotes: RemoteEntry[] } {
  const overrides = parseOverrides(overrideJson);
  return {
    remotes: REMOTE_APPS.map(({ federationName: name, folder }) => ({
      name,
      entry: overrides[name] ?? overrides[folder] ?? `/${folder}/mf-manifest.json`,
    })),
  };
}

function parseOverrides(json: string | undefined): Record<string, string> {
  if (!json) return {};
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('REMOTES_JSON must be an object of remote name to manifest or remoteEntry URL');
  }
  return Object.fromEntries(
    Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export function distOf(appsRoot: string, folder: string): string {
  return path.join(appsRoot, folder, 'dist');
}

export function isBuilt(appsRoot: string, folder: string): boolean {
  return fs.existsSync(path.join(distOf(appsRoot, folder), 'index.html'));
}
