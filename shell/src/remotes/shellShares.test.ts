/** @jest-environment node */
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { installShellShares, providedSingletons, rememberCheckedManifest } from './shellShares';

type Entry = { version: string; singleton: boolean };

/** One app's shared section as its build declares it: a factory per module, not yet loaded. */
function app(name: string, entries: Record<string, Entry>) {
  return createInstance({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(
      Object.entries(entries).map(([key, { version, singleton }]) => [
        key,
        {
          version,
          get: () => () => ({ builtBy: name }),
          strategy: 'loaded-first' as const,
          shareConfig: singleton
            ? { singleton, strictVersion: true, requiredVersion: `^${version.split('.')[0]}` }
            : { singleton, requiredVersion: `^${version}` },
        },
      ]),
    ),
  });
}

const copyOf = (instance: ModuleFederation, key: string) =>
  instance.loadShareSync<{ builtBy: string }>(key)?.().builtBy;

describe('the shell shares, installed on its runtime before any remote', () => {
  const shell = app('shell', {
    '@earrival/shared/bus': { version: '1.0.0', singleton: true },
    '@earrival/shared/ui': { version: '1.0.0', singleton: false },
  });
  beforeAll(() => installShellShares(shell));

  it('knows the singletons the shell provides', () => {
    expect(providedSingletons().get('@earrival/shared/bus')).toBe('1.0.0');
    expect(providedSingletons().has('@earrival/shared/ui')).toBe(false);
  });

  it("gives every remote the shell's copy of a singleton, even one it loads first and built newer", () => {
    // A remote built against a newer minor starts after the shell, in the shell's share scope.
    const remote = app('settings', {
      '@earrival/shared/bus': { version: '1.1.0', singleton: true },
      '@earrival/shared/ui': { version: '1.1.0', singleton: false },
    });
    remote.initShareScopeMap('default', shell.shareScopeMap.default!);

    // Left to itself the runtime would hand out the highest version registered: the remote's bus.
    expect(copyOf(remote, '@earrival/shared/bus')).toBe('shell');
    expect(copyOf(shell, '@earrival/shared/bus')).toBe('shell');
    // A stateless entry comes in a version at least as new as the remote was built with: its own.
    expect(copyOf(remote, '@earrival/shared/ui')).toBe('settings');
    expect(copyOf(shell, '@earrival/shared/ui')).toBe('settings');
  });

  it('hands the runtime the manifest the registry checked instead of fetching it again', async () => {
    rememberCheckedManifest('https://cdn.example/queues/mf-manifest.json', '{"id":"mf_queues"}');
    const fetchHook = shell.loaderHook.lifecycle.fetch;
    const answer = await fetchHook.emit('https://cdn.example/queues/mf-manifest.json', {});
    expect(answer).toBeInstanceOf(Response);
    expect(await (answer as Response).json()).toEqual({ id: 'mf_queues' });
    expect(await fetchHook.emit('https://cdn.example/other/mf-manifest.json', {})).toBeFalsy();
  });
});
