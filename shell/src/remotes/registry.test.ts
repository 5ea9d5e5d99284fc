/** @jest-environment node */
import { init, registerPlugins } from '@module-federation/enhanced/runtime';
import { RemoteSkewError } from '@earrival/shared/compatibility';
import { loadRemoteModule } from './registry';
import type { RemoteRelease } from './registryStore';

/*
 * The shell's loading path against the real federation runtime: only the network is replaced. A manifest
 * is served per release folder, and each release's remoteEntry.js is a container whose screen names the
 * release it came from, so a test sees which build `loadRemote` really returned.
 */

const CDN = 'https://cdn.example/releases/mf-queues';
const ref = { remote: 'mf_queues', module: './QueueScreen' } as const;

const releaseOf = (releaseId: string): RemoteRelease => ({
  name: 'mf_queues',
  entry: `${CDN}/${releaseId}/mf-manifest.json`,
  releaseId,
  version: releaseId.split('-')[0]!,
  canary: false,
  reportKey: null,
});

function manifest(folder: string, sharedMajor = 1) {
  return {
    id: 'mf_queues',
    name: 'mf_queues',
    metaData: {
      name: 'mf_queues',
      type: 'app',
      buildInfo: { buildVersion: folder, buildName: '@earrival/mf-queues' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'mf_queues',
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [{ name: '@earrival/shared/bus', version: `${sharedMajor}.0.0`, singleton: true }],
    remotes: [],
    exposes: [
      {
        id: 'mf_queues:QueueScreen',
        name: 'QueueScreen',
        path: './QueueScreen',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

/** Every manifest and remote entry the page fetched or ran, in order. */
const fetched: string[] = [];
const entriesRun: string[] = [];
const skewed = new Set<string>();

beforeAll(() => {
  init({
    name: 'shell',
    remotes: [],
    shared: {
      '@earrival/shared/bus': {
        version: '1.0.0',
        get: () => () => ({}),
        shareConfig: { singleton: true, requiredVersion: '^1' },
      },
    },
  });
  registerPlugins([
    {
      name: 'test-remote-entries',
      // Instead of a <script>: the container of the release folder the entry is in.
      loadEntry({ remoteInfo }) {
        entriesRun.push(remoteInfo.entry);
        const folder = remoteInfo.entry.split('/').at(-2)!;
        // What webpack's container does: get() answers a promise of the module's factory.
        const container = {
          init: async () => undefined,
          get: async () => () => ({ default: `QueueScreen of ${folder}` }),
        };
        return container as never;
      },
    },
  ]);
  global.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    fetched.push(url);
    const folder = url.split('/').at(-2)!;
    return new Response(JSON.stringify(manifest(folder, skewed.has(folder) ? 2 : 1)), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});

beforeEach(() => {
  fetched.length = 0;
  entriesRun.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const screenOf = async (release: RemoteRelease, retry = false) =>
  (await loadRemoteModule<{ default: string }>(ref, retry, release)).default;

describe('loading a remote from the entry its release names, with the real federation runtime', () => {
  const v1 = releaseOf('1.0.0-aaaaaaaaaaaa');
  const v2 = releaseOf('1.0.1-bbbbbbbbbbbb');

  it('checks the manifest once, then serves the loaded build while the entry stays the same', async () => {
    expect(await screenOf(v1)).toBe('QueueScreen of 1.0.0-aaaaaaaaaaaa');
    expect(await screenOf(v1)).toBe('QueueScreen of 1.0.0-aaaaaaaaaaaa');
    expect(fetched).toEqual([v1.entry]);
    expect(entriesRun).toEqual([`${CDN}/1.0.0-aaaaaaaaaaaa/remoteEntry.js`]);
  });

  it('loads the new build when the entry changes (a release): checked, registered again, not the cached one', async () => {
    const chunks = [[[1008], {}]];
    (globalThis as Record<string, unknown>).webpackChunkmf_queues = chunks;
    expect(await screenOf(v2)).toBe('QueueScreen of 1.0.1-bbbbbbbbbbbb');
    expect(fetched).toEqual([v2.entry]);
    expect(entriesRun).toEqual([`${CDN}/1.0.1-bbbbbbbbbbbb/remoteEntry.js`]);
    // The new build's runtime starts on no chunk of the previous build (their ids are mostly the same).
    expect((globalThis as Record<string, unknown>).webpackChunkmf_queues).toBeUndefined();
  });

  it('goes back to the previous build when the entry changes back (a rollback)', async () => {
    expect(await screenOf(v1)).toBe('QueueScreen of 1.0.0-aaaaaaaaaaaa');
    expect(fetched).toEqual([v1.entry]);
    expect(entriesRun).toEqual([`${CDN}/1.0.0-aaaaaaaaaaaa/remoteEntry.js`]);
  });

  it('a retry of the same entry checks and loads it again, keeping the chunks it loaded', async () => {
    const chunks = [[[1008], {}]];
    (globalThis as Record<string, unknown>).webpackChunkmf_queues = chunks;
    expect(await screenOf(v1, true)).toBe('QueueScreen of 1.0.0-aaaaaaaaaaaa');
    expect(fetched).toEqual([v1.entry]);
    expect(entriesRun).toEqual([`${CDN}/1.0.0-aaaaaaaaaaaa/remoteEntry.js`]);
    expect((globalThis as Record<string, unknown>).webpackChunkmf_queues).toBe(chunks);
  });

  it('refuses a release built for another major without registering it; the build in use stays', async () => {
    skewed.add('2.0.0-cccccccccccc');
    await expect(screenOf(releaseOf('2.0.0-cccccccccccc'))).rejects.toBeInstanceOf(RemoteSkewError);
    expect(entriesRun).toEqual([]);
    expect(await screenOf(v1)).toBe('QueueScreen of 1.0.0-aaaaaaaaaaaa');
    expect(entriesRun).toEqual([]);
  });
});
