import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '@earrival/shared/apps';
import { checkRemote, type ManifestShared } from '@earrival/shared/compatibility';
import { conflict, invalid } from '../../platform/errors';
import type { UnpackedArchive } from './archive';

/**
 * What the server reads of a remote's mf-manifest.json before a release may go live, and the checks that
 * keep a broken build from any page: the right app, a version, every file the manifest names present,
 * every screen the back-office loads still exposed, publicPath 'auto' (the release is served from its own
 * folder), and the shell's rule on singletons (@earrival/shared/compatibility).
 */

export type RemoteApp = (typeof REMOTE_APPS)[number];

export interface ReleaseManifest {
  version: string;
  /** The singletons (and every other shared module) the build declares, as the compatibility rule reads them. */
  builtWith: ManifestShared[];
}

interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}

interface RawManifest {
  name?: unknown;
  metaData?: {
    buildInfo?: { buildVersion?: unknown };
    remoteEntry?: { name?: unknown; path?: unknown };
    publicPath?: unknown;
    getPublicPath?: unknown;
  };
  shared?: { name?: unknown; version?: unknown; singleton?: unknown; assets?: ManifestAssets }[];
  exposes?: { path?: unknown; assets?: ManifestAssets }[];
}

const MANIFEST = 'mf-manifest.json';
const MAX_MANIFEST_BYTES = 1024 * 1024;
const VERSION = /^\d{1,9}\.\d{1,9}\.\d{1,9}([-+][0-9A-Za-z.-]{1,40})?$/;

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const assetFiles = (assets: ManifestAssets | undefined) => [
  ...texts(assets?.js?.sync),
  ...texts(assets?.js?.async),
  ...texts(assets?.css?.sync),
  ...texts(assets?.css?.async),
];

/** Reads and checks the archive's manifest for `app`; every refusal is a 400 naming what is wrong. */
export async function readReleaseManifest(
  app: RemoteApp,
  archive: UnpackedArchive,
): Promise<ReleaseManifest> {
  const file = archive.files.get(MANIFEST);
  if (!file)
    throw invalid(`The archive has no ${MANIFEST} at its top: publish the built folder of ${app.folder}.`);
  if (file.size > MAX_MANIFEST_BYTES) throw invalid(`${MANIFEST} is larger than 1 MB.`);
  let manifest: RawManifest;
  try {
    manifest = JSON.parse(await fs.promises.readFile(archive.pathOf(MANIFEST), 'utf8')) as RawManifest;
  } catch {
    throw invalid(`${MANIFEST} is not valid JSON.`);
  }
  if (!manifest || typeof manifest !== 'object') throw invalid(`${MANIFEST} is not a manifest.`);
  if (manifest.name !== app.federationName)
    throw invalid(
      `${MANIFEST} is for ${typeof manifest.name === 'string' ? manifest.name.slice(0, 80) : 'no app'}, not ${app.federationName} (${app.folder}).`,
    );
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !VERSION.test(version))
    throw invalid(`${MANIFEST} gives no version (metaData.buildInfo.buildVersion, e.g. 1.4.0).`);
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath !== 'auto' || manifest.metaData?.getPublicPath !== undefined)
    throw invalid(
      `${app.folder} was built with publicPath ${JSON.stringify(publicPath ?? manifest.metaData?.getPublicPath)}; a release is served from its own folder, so it must be built with publicPath 'auto'.`,
    );

  const remoteEntry = manifest.metaData?.remoteEntry;
  const entryName = [remoteEntry?.path, remoteEntry?.name]
    .filter((p) => typeof p === 'string' && p)
    .join('/');
  const needed = new Set<string>([entryName || 'remoteEntry.js']);
  const exposed = new Set<string>();
  for (const expose of Array.isArray(manifest.exposes) ? manifest.exposes : []) {
    if (typeof expose.path === 'string') exposed.add(expose.path);
    for (const asset of assetFiles(expose.assets)) needed.add(asset);
  }
  const shared = Array.isArray(manifest.shared) ? manifest.shared : [];
  for (const module of shared) for (const asset of assetFiles(module.assets)) needed.add(asset);
  for (const name of needed) {
    if (!archive.files.has(name.replace(/^\.\//, '')))
      throw invalid(`${MANIFEST} names ${name.slice(0, 200)}, which is not in the archive.`);
  }
  const missing = Object.keys(app.exposes).filter((module) => !exposed.has(module));
  if (missing.length)
    throw invalid(
      `This build of ${app.folder} does not expose ${missing.join(', ')}, which the back-office loads.`,
    );
  const builtWith = shared
    .filter((module) => typeof module.name === 'string' && typeof module.version === 'string')
    .map((module) => ({ name: String(module.name), version: String(module.version) }));
  return { version, builtWith };
}

/**
 * The singletons the page provides: those the shell's build shares as singletons, from its
 * mf-manifest.json (the shell the server serves). Empty when the shell is not built: then no page exists
 * whose singletons a release could clash with.
 */
export async function shellSingletons(appsRoot: string): Promise<Map<string, string>> {
  const file = path.join(appsRoot, 'shell', 'dist', MANIFEST);
  let manifest: RawManifest;
  try {
    manifest = JSON.parse(await fs.promises.readFile(file, 'utf8')) as RawManifest;
  } catch {
    return new Map();
  }
  return new Map(
    (manifest.shared ?? [])
      .filter((module) => module.singleton === true)
      .filter((module) => typeof module.name === 'string' && typeof module.version === 'string')
      .map((module) => [String(module.name), String(module.version)]),
  );
}

/** The shell's rule: a singleton on another major than the page provides refuses the release (409). */
export function assertCompatible(
  app: RemoteApp,
  builtWith: readonly ManifestShared[],
  provided: ReadonlyMap<string, string>,
): void {
  const { refusal } = checkRemote({ label: app.label, folder: app.folder }, builtWith, provided);
  if (refusal) throw conflict(refusal.message);
}
