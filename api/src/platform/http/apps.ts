import fs from 'node:fs';
import path from 'node:path';

/**
 * REMOTES_JSON: an override of the runtime registry, remote by remote (by federation name or folder), e.g.
 * {"mf_queues":"https://cdn.example.com/queues/mf-manifest.json"}. It wins over every published release
 * (modules/releases builds the registry).
 */
export function parseOverrides(json: string | undefined): Record<string, string> {
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
