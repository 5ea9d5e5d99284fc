import fs from 'node:fs';
import path from 'node:path';

/** The browser apps the server can serve, each from its own dist folder under its own path. */
export const REMOTE_APPS = [
  { name: 'mf_queues', folder: 'mf-queues' },
  { name: 'mf_order_detail', folder: 'mf-order-detail' },
  { name: 'mf_admin_settings', folder: 'mf-admin-settings' },
  { name: 'mf_visitor', folder: 'mf-visitor' },
] as const;

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
    remotes: REMOTE_APPS.map(({ name, folder }) => ({
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
