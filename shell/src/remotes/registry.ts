import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_APPS } from '@earrival/shared/apps';
import type { RemoteModuleRef } from '@earrival/shared/routes';
import { checkRemote, type ManifestShared, type RemoteIdentity } from '@earrival/shared/compatibility';
import { installShellShares, providedSingletons, rememberCheckedManifest } from './shellShares';

interface RegistryDocument {
  remotes: { name: string; entry: string }[];
}

let registry: Promise<Map<string, string>> | null = null;

/** The remote addresses, read at run time from the host's registry (never baked into the shell's build). */
function loadRegistry(): Promise<Map<string, string>> {
  registry ??= fetch('/mf-registry.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remote registry answered ${response.status}`);
      return response.json() as Promise<RegistryDocument>;
    })
    .then(
      (document) =>
        new Map(
          document.remotes.map(({ name, entry }) => [name, new URL(entry, window.location.href).toString()]),
        ),
    )
    .catch((error: unknown) => {
      registry = null; // let the next attempt fetch it again
      throw error;
    });
  return registry;
}

/** A registry entry may be the manifest or the remoteEntry.js beside it; the check reads the manifest. */
const manifestOf = (entry: string) =>
  entry.endsWith('.json') ? entry : new URL('mf-manifest.json', entry).toString();

function identityOf(name: string): RemoteIdentity {
  const app = REMOTE_APPS.find((remote) => remote.federationName === name);
  return { label: app?.label ?? name, folder: app?.folder ?? name };
}

/** Remotes that passed the check and were registered with the runtime (a failed check is forgotten). */
const admitted = new Map<string, Promise<void>>();

/**
 * Reads the remote's manifest and compares what it was built with to the singletons the page provides
 * (@earrival/shared/compatibility) before the runtime hears of the remote: a refused remote is never registered, so
 * nothing of it runs or reaches the share scope.
 */
async function admit(name: string, entry: string, force: boolean): Promise<void> {
  const host = getInstance();
  if (!host) throw new Error('The federation runtime has not started.');
  installShellShares(host);
  const remote = identityOf(name);
  const url = manifestOf(entry);
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${remote.folder}: mf-manifest.json answered ${response.status}`);
  const text = await response.text();
  const manifest = JSON.parse(text) as { shared?: ManifestShared[] };
  const { refusal, warnings } = checkRemote(remote, manifest.shared ?? [], providedSingletons());
  if (refusal) {
    console.error(`[shell] ${refusal.message}`);
    throw refusal;
  }
  for (const warning of warnings) console.warn(`[shell] ${warning}`);
  if (entry === url) rememberCheckedManifest(url, text);
  registerRemotes([{ name, entry }], { force });
}

/**
 * Loads one exposed module of a remote, admitting the remote first. A retry checks it again and
 * re-registers it with force, so the runtime drops whatever it cached from the failed attempt.
 */
export async function loadRemoteModule<T>(ref: RemoteModuleRef, retry: boolean): Promise<T> {
  const entries = await loadRegistry();
  const entry = entries.get(ref.remote);
  if (!entry) throw new Error(`The remote "${ref.remote}" is not in the registry.`);
  let admission = retry ? undefined : admitted.get(ref.remote);
  if (!admission) {
    const attempt = admit(ref.remote, entry, retry || admitted.has(ref.remote));
    admitted.set(ref.remote, attempt);
    attempt.catch(() => {
      if (admitted.get(ref.remote) === attempt) admitted.delete(ref.remote);
    });
    admission = attempt;
  }
  await admission;
  const loaded = await loadRemote<T>(`${ref.remote}/${ref.module.replace(/^\.\//, '')}`);
  if (!loaded) throw new Error(`${ref.remote} returned nothing for ${ref.module}.`);
  return loaded;
}
