// Drops from the API's production node_modules what the server never reads (the Containerfile's
// dependencies stage runs it):
//   node deploy/container/prune.mjs <node_modules> <package-lock.json> <workspace> <bundled package>...
// - the packages only a bundled workspace package needs: `npm ci --workspace=@earrival/api` installs the
//   dependencies of @earrival/shared too (React and the rest of the browser's), but its code is compiled
//   into api/dist and what it imports there is checked to be an API dependency (api/src/build.test.ts);
// - the workspace links (nothing of theirs is read at run time);
// - font weights the PDFs do not use (the Chinese family alone is 92 MB in nine weights);
// - type declarations and source maps.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The weights api/src/platform/pdf/fonts.ts loads (deploy/container/containerfile.test.ts checks it). */
export const KEPT_FONT_WEIGHTS = ['400Regular', '700Bold'];

const DROPPED_FILES = /\.(d\.ts|d\.mts|d\.cts|map)$/;

function sizeOf(target) {
  const stat = fs.lstatSync(target);
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0);
}

/**
 * The lockfile paths (node_modules/a, node_modules/a/node_modules/b, ...) the workspace's dependencies
 * reach, the bundled packages left out, resolved as node does: the nearest node_modules up the tree.
 */
export function reachable(lock, workspace, bundled) {
  const { packages } = lock;
  const seen = new Set();
  const resolve = (from, name) => {
    for (
      let dir = from;
      ;
      dir = dir.includes('/node_modules/') ? dir.slice(0, dir.lastIndexOf('/node_modules/')) : ''
    ) {
      const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!dir) return null;
    }
  };
  const visit = (from, entry) => {
    const names = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...Object.fromEntries(
        Object.keys(entry.peerDependencies ?? {})
          .filter((name) => !entry.peerDependenciesMeta?.[name]?.optional)
          .map((name) => [name, '']),
      ),
    };
    for (const name of Object.keys(names)) {
      if (bundled.includes(name)) continue;
      const found = resolve(from, name);
      if (!found || seen.has(found)) continue;
      seen.add(found);
      visit(found, packages[found]);
    }
  };
  visit(workspace, packages[workspace]);
  return seen;
}

/**
 * @param {string} modules the node_modules folder
 * @param {{ lock?: any, workspace?: string, bundled?: string[] }} [options] without a lock, only files are dropped
 * @returns {number} the bytes freed
 */
export function prune(modules, { lock, workspace = '', bundled = [] } = {}) {
  let freed = 0;
  const drop = (target) => {
    if (!fs.existsSync(target) && !fs.lstatSync(target, { throwIfNoEntry: false })) return;
    freed += sizeOf(target);
    fs.rmSync(target, { recursive: true, force: true });
  };
  if (lock) {
    const keep = reachable(lock, workspace, bundled);
    const root = path.dirname(modules);
    // Deepest first is not needed: a dropped folder takes what is nested in it.
    for (const location of Object.keys(lock.packages))
      if (location.startsWith('node_modules/') && !keep.has(location)) drop(path.join(root, location));
  }
  const fonts = path.join(modules, '@expo-google-fonts');
  for (const family of fs.existsSync(fonts) ? fs.readdirSync(fonts) : []) {
    for (const entry of fs.readdirSync(path.join(fonts, family), { withFileTypes: true }))
      if (entry.isDirectory() && !KEPT_FONT_WEIGHTS.includes(entry.name))
        drop(path.join(fonts, family, entry.name));
  }
  const workspaces = path.join(modules, '@earrival');
  if (fs.existsSync(workspaces)) drop(workspaces);
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(target);
      else if (entry.isFile() && DROPPED_FILES.test(entry.name)) drop(target);
    }
  };
  walk(modules);
  return freed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [modulesArg, lockArg, workspace, ...bundled] = process.argv.slice(2);
  if (!modulesArg || !lockArg || !workspace)
    throw new Error(
      'usage: node prune.mjs <node_modules> <package-lock.json> <workspace> <bundled package>...',
    );
  const modules = path.resolve(modulesArg);
  const lock = JSON.parse(fs.readFileSync(lockArg, 'utf8'));
  const freed = prune(modules, { lock, workspace, bundled });
  console.log(`pruned ${(freed / 1e6).toFixed(1)} MB from ${modules}`);
}
