// Preloaded (node --import) into a test's run of the compiled server: the process sees node_modules as
// `npm ci --omit=dev` would leave it. A package that package-lock.json marks dev-only cannot be loaded,
// by import or require, in the main thread and in worker threads (node runs --import in each), and every
// file that is loaded, or refused, is listed in MODULE_TRACE for the test to read.
//   MODULE_TRACE=<file> REPO_ROOT=<dir> node --import <this file> api/dist/server.js
import fs from 'node:fs';
import Module, { register } from 'node:module';
import path from 'node:path';
import { devOnlyPackageOf } from './productionInstallHooks.mjs';

const trace = process.env.MODULE_TRACE;
const repoRoot = process.env.REPO_ROOT;
if (!trace || !repoRoot) throw new Error('productionInstall.mjs needs MODULE_TRACE and REPO_ROOT');
register('./productionInstallHooks.mjs', import.meta.url, { data: { trace, repoRoot } });

// require() (CommonJS packages, and the CommonJS a package requires) goes through _resolveFilename.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (...args) {
  const file = resolveFilename.apply(this, args);
  if (!path.isAbsolute(file)) return file; // a built-in
  const devOnly = devOnlyPackageOf(file, repoRoot);
  if (devOnly) {
    fs.appendFileSync(trace, `refused ${devOnly} ${file}\n`);
    throw Object.assign(new Error(`Cannot find module '${args[0]}' (dev-only: ${devOnly})`), {
      code: 'MODULE_NOT_FOUND',
    });
  }
  fs.appendFileSync(trace, `loaded ${file}\n`);
  return file;
};
