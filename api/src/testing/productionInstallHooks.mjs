// The module hooks of productionInstall.mjs (node runs them off the main thread): every ES module import
// that resolves into a dev-only package of package-lock.json fails as if the package were not installed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let devOnlyDirs;

/** The dev-only package (its folder, relative to the root) that holds `file`, if any. */
export function devOnlyPackageOf(file, repoRoot) {
  if (!devOnlyDirs) {
    const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
    devOnlyDirs = new Set(Object.keys(lock.packages).filter((key) => lock.packages[key].dev === true));
  }
  let relative = path.relative(repoRoot, fs.realpathSync(file)).split(path.sep).join('/');
  // node_modules linked in from another checkout: its packages are still named from node_modules/ on.
  if (relative.startsWith('../')) relative = relative.slice(Math.max(0, relative.indexOf('node_modules/')));
  // The innermost package: the folder after the last node_modules/ (two levels for a @scope).
  const folder = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)/.exec(relative)?.[1];
  return folder && devOnlyDirs.has(folder) ? folder : undefined;
}

let trace;
let repoRoot;

export async function initialize(data) {
  ({ trace, repoRoot } = data);
}

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  if (!result.url.startsWith('file:')) return result;
  const file = fileURLToPath(result.url);
  const devOnly = devOnlyPackageOf(file, repoRoot);
  if (devOnly) {
    fs.appendFileSync(trace, `refused ${devOnly} ${file}\n`);
    throw Object.assign(new Error(`Cannot find package '${specifier}' (dev-only: ${devOnly})`), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
  }
  fs.appendFileSync(trace, `loaded ${file}\n`);
  return result;
}
