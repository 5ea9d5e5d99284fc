import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { create } from 'tar';
import { REMOTE_APPS } from '@earrival/shared/apps';
import type { Role } from '@earrival/shared/types';
import { useSuiteDatabase, type DatabaseKind, type TestContext } from '../../testing/harness';
import { call, createStaff, type Staff } from '../../testing/fixtures';
import { loadConfig } from '../../config';
import type { Published } from './schemas';

/**
 * Release archives for the tests: a remote's built folder as the manifest describes it (remoteEntry.js,
 * one chunk per exposed screen, mf-manifest.json), tarred and gzipped as `npm run release` sends it.
 * Never imported by product code.
 */

export interface FakeBuild {
  folder?: string;
  /** The manifest's `name` (default: the app's federation name). */
  name?: string;
  version?: string;
  /** The singletons the build says it was built with. */
  shared?: { name: string; version: string; singleton?: boolean }[];
  /** Text put in the screen chunk: other text, other files, another release id. */
  marker?: string;
  /** Leave the manifest out, or leave out a file the manifest names. */
  withoutManifest?: boolean;
  withoutChunk?: boolean;
  /** Expose only these (default: every screen of the app). */
  exposes?: string[];
  extraFiles?: Record<string, string>;
}

export const SHELL_SINGLETONS = [
  { name: 'react', version: '19.2.0', singleton: true },
  { name: '@earrival/shared/bus', version: '1.0.0', singleton: true },
];

/** A built folder of a remote, written to a new temporary folder. */
export function fakeBuildFolder(build: FakeBuild = {}): string {
  const app = REMOTE_APPS.find((candidate) => candidate.folder === (build.folder ?? 'mf-queues'))!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-build-'));
  const exposes = (build.exposes ?? Object.keys(app.exposes)).map((module) => ({
    id: `${app.federationName}:${module.slice(2)}`,
    name: module.slice(2),
    path: module,
    assets: { js: { sync: [`screen.${module.slice(2)}.js`], async: [] }, css: { sync: [], async: [] } },
  }));
  const manifest = {
    id: app.federationName,
    name: build.name ?? app.federationName,
    metaData: {
      name: app.federationName,
      buildInfo: { buildVersion: build.version ?? '1.0.1', buildName: app.packageName },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
      type: 'app',
      globalName: app.federationName,
    },
    shared: (build.shared ?? SHELL_SINGLETONS).map((module) => ({
      id: `${app.federationName}:${module.name}`,
      singleton: true,
      requiredVersion: `^${module.version}`,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      ...module,
    })),
    remotes: [],
    exposes,
  };
  if (!build.withoutManifest) fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${app.federationName} */ var x = 1;\n`);
  for (const [index, expose] of exposes.entries()) {
    if (build.withoutChunk && index === 0) continue;
    fs.writeFileSync(
      path.join(dir, expose.assets.js.sync[0]!),
      `export default "${build.marker ?? 'first'} ${expose.name}"; // ${'padding '.repeat(200)}\n`,
    );
  }
  for (const [name, text] of Object.entries(build.extraFiles ?? {})) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** The folder as the release command sends it: a gzip-compressed tar of its files. */
export async function tarFolder(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = create({ gzip: true, cwd: dir, portable: true }, fs.readdirSync(dir));
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function fakeRelease(build: FakeBuild = {}): Promise<Buffer> {
  const dir = fakeBuildFolder(build);
  try {
    return await tarFolder(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** An apps root whose shell's manifest provides these singletons (what the compatibility check reads). */
export function fakeAppsRoot(singletons = SHELL_SINGLETONS): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-apps-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'shell', 'dist', 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', shared: singletons }),
  );
  return root;
}

/** The archive with one byte changed (or as it is). */
export function flipped(archive: Buffer, at: number | null): Buffer {
  if (at === null) return archive;
  const copy = Buffer.from(archive);
  copy[at % copy.length] = copy[at % copy.length]! ^ 0x5a;
  return copy;
}

/** A tar header's checksum (octal, at offset 148), recomputed after its name was changed. */
function withName(tarBytes: Buffer, from: string, to: string): Buffer {
  const copy = Buffer.from(tarBytes);
  const at = copy.indexOf(from);
  const header = at - (at % 512);
  copy.fill(0, at, at + 100 - (at - header));
  copy.write(to, at);
  copy.fill(0x20, header + 148, header + 156);
  let sum = 0;
  for (let i = header; i < header + 512; i += 1) sum += copy[i]!;
  copy.write(`${sum.toString(8).padStart(6, '0')}\0 `, header + 148);
  return copy;
}

/**
 * Release archives for the publish route: a good one, and ones that name a file outside the release,
 * hold a symbolic link, end half-way, are gzip of noise, are a plain tar, or carry broken JSON.
 */
export async function hostileArchives(): Promise<Buffer[]> {
  const good = await fakeRelease({ version: '7.0.0' });
  const linked = fakeBuildFolder({ version: '7.0.1' });
  fs.symlinkSync('/etc/passwd', path.join(linked, 'passwd.js'));
  const plainTar = gunzipSync(await fakeRelease({ version: '7.0.2' }));
  return [
    good,
    await tarFolder(linked),
    gzipSync(withName(plainTar, 'remoteEntry.js', '../../../../etc/evil.js')),
    gzipSync(withName(plainTar, 'remoteEntry.js', '/tmp/absolute.js')),
    good.subarray(0, Math.floor(good.length / 2)),
    gzipSync(Buffer.from('noise '.repeat(500))),
    plainTar,
    await fakeRelease({ version: '7.0.3', extraFiles: { 'mf-manifest.json': '{"name": "mf_queues", ' } }),
  ];
}

/** JSON read field by field: a test names the path it checks, and toMatchObject checks the rest. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer of any of the module's calls
export type Loose = any;

export interface RegistryJson {
  remotes: { name: string; app: string; entry: string; releaseId: string | null; canary: boolean }[];
}

/**
 * A releases test suite: one database per suite (emptied before each test) with the demo staff and a
 * deploy token for mf-queues, the shell's manifest a fixture's, a 200 KB archive limit and a canary
 * rolled back after 2 members' errors; helpers to publish, to call as a role and to read a registry.
 */
export function useReleaseSuite(kind: DatabaseKind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-releases-'));
  const suite = {} as { context: TestContext; staff: Staff; queuesToken: string; dataDir: string };
  suite.dataDir = dataDir;
  useSuiteDatabase(
    kind,
    async (ready) => {
      suite.context = ready;
      suite.staff = await createStaff(ready.app);
      suite.queuesToken = (await ready.app.releases.tokens.create('mf-queues', 'queues CI', null)).token;
    },
    {
      appsRoot: fakeAppsRoot(),
      dataDir,
      releases: { ...loadConfig({}).releases, maxBytes: 200_000, canaryMaxErrors: 2 },
    },
  );
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** Unpack folders still in DATA_DIR/tmp (none once a publish has answered). */
  const leftovers = () =>
    fs.existsSync(path.join(dataDir, 'tmp')) ? fs.readdirSync(path.join(dataDir, 'tmp')) : [];
  const publish = async (
    build: FakeBuild = {},
    options: { token?: string; query?: string; app?: string } = {},
  ) => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: `/api/releases/${options.app ?? 'mf-queues'}${options.query ?? ''}`,
      headers: {
        'content-type': 'application/gzip',
        ...(options.token === '' ? {} : { authorization: `Bearer ${options.token ?? suite.queuesToken}` }),
      },
      payload: await fakeRelease(build),
    });
    return {
      code: response.statusCode,
      body: response.json() as { status: number; message: string; data: Published },
    };
  };
  // The answers' shapes are the route schemas' business; here they are read as plain JSON.
  const as = async (role: Role, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    (await call(suite.context.app, suite.staff[role].token, method, url, payload)) as {
      code: number;
      // Each test reads the fields it checks; the schemas (and the contract test) own the exact shapes.
      body: { status: number; message: string; data: Loose };
    };
  const registryOf = async (role: Role) => (await as(role, 'GET', '/api/remotes')).body.data as RegistryJson;
  const queuesEntry = async (role: Role = 'Team') =>
    (await registryOf(role)).remotes.find((remote) => remote.app === 'mf-queues')!;
  return { suite, leftovers, publish, as, queuesEntry };
}
