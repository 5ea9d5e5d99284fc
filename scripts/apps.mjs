// The browser apps of the product and how to tell whether each one's build is up to date.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

let manifest;
/**
 * The app manifest (shared/src/apps.ts: folder, package, federation name, dev port, exposes of each app).
 * It is TypeScript, so it is loaded through tsx, and only when asked: on a fresh clone this module runs
 * before `npm install` has put tsx in place.
 */
export async function loadManifest() {
  if (!manifest) {
    const { tsImport } = await import('tsx/esm/api');
    // The repository's own @earrival/shared package (shared/ at the root), by absolute path.
    manifest = await tsImport(path.join(repoRoot, 'shared', 'src', 'apps.ts'), import.meta.url);
  }
  return manifest;
}

/** The folders of every browser app, the shell first. */
export const appFolders = async () => (await loadManifest()).APPS.map((app) => app.folder);

// What every app's bundle depends on besides its own folder.
const COMMON_INPUTS = [
  'shared/src',
  'shared/package.json',
  'scripts/federation.ts',
  'scripts/webpack-assets.ts',
  'scripts/bootstrap-purge.ts',
  'scripts/bootstrap-order.ts',
  'scripts/expose-bootstrap.ts',
  'scripts/first-screen-links.ts',
  'scripts/server-renderer.ts',
  'scripts/no-style-loader.cjs',
  'scripts/shared-config.ts',
  'scripts/shared-surfaces',
  'scripts/index.html',
  'scripts/webpack-app.ts',
  'package-lock.json',
];

function listFiles(target, out) {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    out.push(target);
    return;
  }
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    listFiles(path.join(target, entry), out);
  }
}

/** A hash of every source file that goes into the app's bundle (tests excluded: they never ship). */
export async function sourceHash(app) {
  const { SHELL_APP } = await loadManifest();
  // The shell checks that every app's imports stay within the narrow surfaces it provides
  // (scripts/shared-surfaces), so any app's sources change the shell's build.
  const sources =
    app === SHELL_APP.folder ? (await appFolders()).map((folder) => `${folder}/src`) : [`${app}/src`];
  const files = [];
  // An app's server/ holds what renders its page on the server (the visitor's, the shell's sign-in), built with it.
  const inputs = [...sources, `${app}/server`, `${app}/webpack.config.ts`, `${app}/package.json`];
  for (const input of [...inputs, ...COMMON_INPUTS]) {
    listFiles(path.join(repoRoot, input), files);
  }
  const hash = createHash('sha256');
  for (const file of files.filter((f) => !/\.test\.tsx?$/.test(f)).sort()) {
    hash.update(path.relative(repoRoot, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const stampOf = (app) => path.join(repoRoot, app, 'dist', '.source-hash');

export async function isFresh(app) {
  const stamp = stampOf(app);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === (await sourceHash(app));
}

export function markBuilt(app, hash) {
  fs.writeFileSync(stampOf(app), hash);
}
