import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_APPS } from '@earrival/shared/apps';
import type { RemoteModuleRef } from '@earrival/shared/routes';
import { checkRemote, type ManifestShared, type RemoteIdentity } from '@earrival/shared/compatibility';
import { installShellShares, providedSingletons, rememberCheckedManifest } from './shellShares';
import { readRegistry, type RemoteRelease } from './registryStore';

/** A registry entry may be the manifest or the remoteEntry.js beside it; the check reads the manifest. */
const manifestOf = (entry: string) =>
  entry.endsWith('.json') ? entry : new URL('mf-manifest.json', entry).toString();

function identityOf(name: string): RemoteIdentity {
  const app = REMOTE_APPS.find((remote) => remote.federationName === name);
  return { label: app?.label ?? name, folder: app?.folder ?? name };
}

/** The entry each remote is registered with in the runtime (a refused check registers nothing). */
const registered = new Map<string, string>();

interface Admission {
  entry: string;
  admission: Promise<void>;
  passed: boolean;
}

/**
 * Per remote, the entry that passed the check or is being checked. A failed check is forgotten; the one
 * it was to replace, if that passed and is still registered, stays (a refused release leaves the build
 * in use loaded).
 */
const admitted = new Map<string, Admission>();

/**
 * The chunks a build of the remote loaded sit in a page global named after its `uniqueName` (the
 * federation name, scripts/federation.ts). Another build of the same remote starts by taking every chunk
 * in it as its own (its runtime replays the array), and its chunk and module ids are mostly the same
 * (deterministic): it would run the previous build's code. A new build therefore starts on an empty one.
 * Screens still open on the previous build keep what they loaded.
 */
function forgetLoadedChunks(name: string): void {
  delete (globalThis as Record<string, unknown>)[`webpackChunk${name}`];
}

/**
 * Reads the remote's manifest and compares what it was built with to the singletons the page provides
 * (@earrival/shared/compatibility) before the runtime hears of the remote: a refused remote is never
 * registered, so nothing of it runs or reaches the share scope. A remote the runtime already knows is
 * registered again with force: the runtime then drops its manifest, snapshot, remote entry and loaded
 * modules (`removeRemote`), so `loadRemote` loads the build at the new address, not the one it cached.
 */
async function admit(name: string, entry: string): Promise<void> {
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
  // The runtime fetches the manifest it registers through the shell's plugin: exactly the text checked.
  if (entry === url) rememberCheckedManifest(url, text);
  const before = registered.get(name);
  if (before !== undefined && before !== entry) forgetLoadedChunks(name);
  registerRemotes([{ name, entry }], { force: before !== undefined });
  registered.set(name, entry);
}

/**
 * Loads one exposed module of a remote from the entry `release` names (the registry's entry for the
 * remote when not given), admitting the remote first. The remote is checked and registered again when
 * its entry changed (a new release, a rollback, another member's canary) and on a retry, so the runtime
 * drops whatever it cached from the previous build or the failed attempt.
 */
export async function loadRemoteModule<T>(
  ref: RemoteModuleRef,
  retry: boolean,
  release?: RemoteRelease,
): Promise<T> {
  const entry = release?.entry ?? (await readRegistry()).get(ref.remote)?.entry;
  if (!entry) throw new Error(`The remote "${ref.remote}" is not in the registry.`);
  const known = admitted.get(ref.remote);
  let admission = !retry && known?.entry === entry ? known.admission : undefined;
  if (!admission) {
    const attempt = admit(ref.remote, entry);
    const record: Admission = { entry, admission: attempt, passed: false };
    admitted.set(ref.remote, record);
    attempt.then(
      () => {
        record.passed = true;
      },
      () => {
        if (admitted.get(ref.remote) !== record) return;
        const keep = known?.passed && known.entry === registered.get(ref.remote);
        if (keep) admitted.set(ref.remote, known);
        else admitted.delete(ref.remote);
      },
    );
    admission = attempt;
  }
  await admission;
  const loaded = await loadRemote<T>(`${ref.remote}/${ref.module.replace(/^\.\//, '')}`);
  if (!loaded) throw new Error(`${ref.remote} returned nothing for ${ref.module}.`);
  return loaded;
}
