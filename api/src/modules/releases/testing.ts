import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import { REMOTE_APPS } from '@earrival/shared/apps';

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
