import { useSyncExternalStore } from 'react';
import { releasesApi } from '@earrival/shared/api';
import { sessionToken } from '@earrival/shared/auth';

/** Where one remote is loaded from, as the registry says now. */
export interface RemoteRelease {
  /** Federation name, e.g. mf_queues. */
  name: string;
  /** The address of its mf-manifest.json (or remoteEntry.js), absolute. */
  entry: string;
  /**
   * The published release it is, e.g. 1.0.1-abcdef123456; null: the server's own dist/ build (or an
   * override). Before sign-in the public registry does not say, so it is null there too.
   */
  releaseId: string | null;
  /** The release's version; null where releaseId is null. */
  version: string | null;
  /** This member is in the share of staff the release is a canary for. */
  canary: boolean;
  /**
   * This session's proof that the registry served it this release, sent back with an error report of it
   * (only such reports count toward a canary rolling back by itself); null without a published release.
   */
  reportKey: string | null;
}

export type RemoteRegistry = ReadonlyMap<string, RemoteRelease>;

interface PublicRegistryDocument {
  remotes: { name: string; entry: string }[];
}

const absolute = (entry: string) => new URL(entry, window.location.href).toString();

/**
 * The registry of whoever is signed in: GET /api/remotes, which may hold a canary for this member; before
 * sign-in the public /mf-registry.json (live releases only). Never baked into the shell's build.
 */
async function fetchRegistry(signedIn: boolean): Promise<RemoteRegistry> {
  let remotes: RemoteRelease[];
  if (signedIn) {
    const { data } = await releasesApi.registry();
    remotes = data.remotes.map(({ name, entry, releaseId, version, canary, reportKey }) => ({
      name,
      entry: absolute(entry),
      releaseId,
      version,
      canary,
      reportKey,
    }));
  } else {
    const response = await fetch('/mf-registry.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remote registry answered ${response.status}`);
    const document = (await response.json()) as PublicRegistryDocument;
    remotes = document.remotes.map(({ name, entry }) => ({
      name,
      entry: absolute(entry),
      releaseId: null,
      version: null,
      canary: false,
      reportKey: null,
    }));
  }
  return new Map(remotes.map((remote) => [remote.name, remote]));
}

/** The read in flight or done, for one session (the token; null before sign-in). */
let reading: { session: string | null; registry: Promise<RemoteRegistry> } | null = null;
/** The last registry read, what the open screens compare the build they run with. */
let latest: RemoteRegistry | null = null;
const listeners = new Set<() => void>();

/**
 * The registry for the session of the moment, read once per session: a member who signs in (another one
 * in the same tab included) gets their own, with their canaries. A failed read is forgotten, so the next
 * call (Retry) reads it again.
 */
export function readRegistry(): Promise<RemoteRegistry> {
  const session = sessionToken();
  if (reading && reading.session === session) return reading.registry;
  const current = { session, registry: fetchRegistry(session !== null) };
  reading = current;
  // Settled before any caller's continuation: whoever awaits the read sees `latest` updated.
  current.registry.then(
    (registry) => {
      if (reading !== current) return;
      latest = registry;
      for (const listener of [...listeners]) listener();
    },
    () => {
      if (reading === current) reading = null;
    },
  );
  return current.registry;
}

/** Reads the registry again now (a release changed on the server); the open screens hear the answer. */
export function refreshRegistry(): Promise<RemoteRegistry> {
  reading = null;
  return readRegistry();
}

/** Forgets every read (a fresh page; tests). */
export function forgetRegistry(): void {
  reading = null;
  latest = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the last registry read says about one remote (undefined until it was read), re-rendering on change. */
export function useRemoteRelease(name: string): RemoteRelease | undefined {
  return useSyncExternalStore(
    subscribe,
    () => latest?.get(name),
    () => undefined,
  );
}
