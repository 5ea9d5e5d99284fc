import { createInstance } from '@module-federation/runtime';
import { sharedSingletons } from './shared-config';

const versionOf = () => '19.2.0';
let serial = 0;

/**
 * A shell built against @earrival/shared `shellVersion` loads its copy first; then a remote built against
 * `remoteVersion` asks the same share scope for it, through the federation runtime's own resolution and
 * with the shared config the builds use. Answers whose copy the remote gets.
 */
function remoteGets(shellVersion: string, remoteVersion: string): string {
  serial += 1;
  const instance = (name: string, version: string) => {
    const config = sharedSingletons(versionOf, version)['@earrival/shared/'];
    const { version: _version, ...shareConfig } = config;
    return createInstance({
      name: `${name}_${serial}`,
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: {
        // As a build provides it: a factory, not yet loaded (a `lib` would count as loaded already).
        // One of the package's entries (each is shared on its own, with the package's version).
        '@earrival/shared/auth': {
          version,
          get: () => () => ({ builtBy: name }),
          strategy: 'loaded-first',
          shareConfig,
        },
      },
    });
  };
  const shell = instance('shell', shellVersion);
  shell.loadShareSync('@earrival/shared/auth');
  const remote = instance('remote', remoteVersion);
  // What a remote's remoteEntry init() receives from the host: the host's share scope.
  remote.initShareScopeMap('default', shell.shareScopeMap.default!);
  const factory = remote.loadShareSync<{ builtBy: string }>('@earrival/shared/auth');
  if (!factory) throw new Error('no copy of @earrival/shared was resolved');
  return factory().builtBy;
}

describe('@earrival/shared across independently built apps', () => {
  it('lets a remote built against 1.0.0 join a shell carrying 1.4.2, on the shell copy (one bus)', () => {
    expect(remoteGets('1.4.2', '1.0.0')).toBe('shell');
  });

  it('lets a remote built against a newer minor join an older 1.x shell, on the shell copy', () => {
    expect(remoteGets('1.0.0', '1.6.0')).toBe('shell');
  });

  it('refuses a remote built against another major version instead of mixing APIs', () => {
    expect(() => remoteGets('2.0.0', '1.3.0')).toThrow(/does not satisfy the requirement/);
  });
});
