import fs from 'node:fs';
import path from 'node:path';
import { createInstance } from '@module-federation/runtime';
import {
  BUNDLED_ENTRIES,
  classifyEntries,
  SERVER_ENTRIES,
  sharedConfig,
  SINGLETON_ENTRIES,
} from './shared-config';

const versionOf = () => '19.2.0';
let serial = 0;

type Built = { version: string; name: string };

/**
 * Apps built against the given versions of @earrival/shared load one entry in turn into one share scope,
 * through the federation runtime's own resolution and with the shared config the builds use: the first is
 * the host, each next one joins the host's scope as a remote's remoteEntry init() does. Answers, for each
 * app, whose copy it got.
 */
function copiesTaken(entry: string, apps: Built[]): string[] {
  serial += 1;
  const key = `@earrival/shared/${entry}`;
  const instances = apps.map(({ name, version }) => {
    const config = sharedConfig(versionOf, { version, entries: [entry] });
    const { version: _version, ...shareConfig } = config[key]!;
    return createInstance({
      name: `${name}_${serial}`,
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: {
        // As a build provides it: a factory, not yet loaded (a `lib` would count as loaded already).
        [key]: { version, get: () => () => ({ builtBy: name }), strategy: 'loaded-first', shareConfig },
      },
    });
  });
  const [host, ...remotes] = instances;
  for (const remote of remotes) remote.initShareScopeMap('default', host!.shareScopeMap.default!);
  return instances.map((instance) => {
    const factory = instance.loadShareSync<{ builtBy: string }>(key);
    if (!factory) throw new Error(`no copy of ${key} was resolved`);
    return factory().builtBy;
  });
}

describe('@earrival/shared across independently built apps', () => {
  it('gives a remote built against an older minor the newer copy of a stateless entry', () => {
    expect(
      copiesTaken('ui', [
        { name: 'shell', version: '1.4.2' },
        { name: 'queues', version: '1.0.0' },
      ]),
    ).toEqual(['shell', 'shell']);
  });

  it('never hands an app an older stateless copy that another remote loaded first', () => {
    const taken = copiesTaken('ui', [
      { name: 'shell', version: '1.1.0' },
      { name: 'queues', version: '1.0.0' },
      { name: 'settings', version: '1.2.0' },
    ]);
    // The shell loads first; queues (built against 1.0) takes the shell's 1.1; settings needs 1.2 and
    // takes its own copy rather than the 1.1 already loaded.
    expect(taken).toEqual(['shell', 'shell', 'settings']);
  });

  it('keeps several majors of a stateless entry apart in one page', () => {
    expect(
      copiesTaken('util', [
        { name: 'shell', version: '2.0.0' },
        { name: 'old', version: '1.3.0' },
      ]),
    ).toEqual(['shell', 'old']);
  });

  it('lets a remote of the same major join a singleton entry on the copy already loaded (one bus)', () => {
    expect(
      copiesTaken('bus', [
        { name: 'shell', version: '1.4.2' },
        { name: 'queues', version: '1.0.0' },
      ]),
    ).toEqual(['shell', 'shell']);
  });

  it('refuses a singleton entry of another major instead of mixing APIs', () => {
    expect(() =>
      copiesTaken('bus', [
        { name: 'shell', version: '2.0.0' },
        { name: 'queues', version: '1.3.0' },
      ]),
    ).toThrow(/does not satisfy the requirement/);
  });
});

describe('the entries of @earrival/shared', () => {
  const exportsOf = () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '..', 'shared', 'package.json'), 'utf8'),
    ) as { exports: Record<string, string> };
    return Object.keys(manifest.exports).map((key) => key.replace(/^\.\//, ''));
  };

  it('are each classified as a singleton, as stateless or as bundled by each app', () => {
    const { singletons, stateless, unclassified } = classifyEntries(exportsOf());
    // A new entry goes in SINGLETON_ENTRIES, STATELESS_ENTRIES or BUNDLED_ENTRIES of scripts/shared-config.ts.
    expect(unclassified).toEqual([]);
    const bundled = Object.keys(BUNDLED_ENTRIES);
    const serverOnly = Object.keys(SERVER_ENTRIES);
    expect(exportsOf()).toEqual(expect.arrayContaining([...bundled, ...serverOnly]));
    // All but ./testing, the bundled ones and the server's are shared.
    expect(singletons.length + stateless.length).toBe(
      exportsOf().length - 1 - bundled.length - serverOnly.length,
    );
    expect(Object.keys(sharedConfig(versionOf, { version: '1.0.0', entries: exportsOf() }))).not.toContain(
      '@earrival/shared/firstUse',
    );
    // Every language's texts never reach a browser: the server hands a page its own language.
    expect(Object.keys(sharedConfig(versionOf, { version: '1.0.0', entries: exportsOf() }))).not.toContain(
      '@earrival/shared/customerTexts',
    );
    expect(singletons).toEqual(expect.arrayContaining(['auth', 'bus', 'query', 'toast']));
    expect(stateless).toEqual(expect.arrayContaining(['ui', 'util', 'types', 'form', 'policy']));
  });

  it('shares an entry nobody classified yet as a singleton, the safe side, and names it', () => {
    expect(classifyEntries(['ui', 'cache', 'testing'])).toEqual({
      singletons: ['cache'],
      stateless: ['ui'],
      unclassified: ['cache'],
    });
  });

  it('shares singletons as one copy of the major and stateless entries from the version built with', () => {
    const config = sharedConfig(versionOf, { version: '1.3.0', entries: ['bus', 'ui'] });
    expect(config['@earrival/shared/bus']).toMatchObject({
      singleton: true,
      strictVersion: true,
      requiredVersion: '^1',
    });
    expect(config['@earrival/shared/ui']).toEqual({ version: '1.3.0', requiredVersion: '^1.3.0' });
    expect(Object.keys(SINGLETON_ENTRIES)).not.toContain('ui');
  });
});
