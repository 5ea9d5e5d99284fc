import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleRef } from '@earrival/shared/routes';

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
    .then((document) => {
      const entries = new Map(
        document.remotes.map(({ name, entry }) => [name, new URL(entry, window.location.href).toString()]),
      );
      registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
      return entries;
    })
    .catch((error: unknown) => {
      registry = null; // let the next attempt fetch it again
      throw error;
    });
  return registry;
}

/**
 * Loads one exposed module of a remote. A retry re-registers the remote with force so the runtime drops
 * whatever it cached from the failed attempt and fetches the remote's entry again.
 */
export async function loadRemoteModule<T>(ref: RemoteModuleRef, retry: boolean): Promise<T> {
  const entries = await loadRegistry();
  const entry = entries.get(ref.remote);
  if (!entry) throw new Error(`The remote "${ref.remote}" is not in the registry.`);
  if (retry) registerRemotes([{ name: ref.remote, entry }], { force: true });
  const loaded = await loadRemote<T>(`${ref.remote}/${ref.module.replace(/^\.\//, '')}`);
  if (!loaded) throw new Error(`${ref.remote} returned nothing for ${ref.module}.`);
  return loaded;
}
