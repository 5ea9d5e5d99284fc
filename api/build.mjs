// Compiles the API to JavaScript for `npm run serve`: one ESM bundle per entry in api/dist/ (esbuild), run
// with plain node. Our own code and @earrival/shared (which ships raw .ts) are bundled in; every other
// package stays an import that node resolves from node_modules at run time, so each one must be a
// `dependencies` entry of api/package.json (src/build.test.ts checks the output).
//   node api/build.mjs [--outdir <dir>] [--metafile <file>]
// --outdir: default api/dist (emptied first); --metafile: esbuild's record of every input and import.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const apiRoot = import.meta.dirname;

/**
 * The entries, named as they land in the output folder. The PDF pool (src/platform/pdf/pool.ts) starts
 * `./worker.js` beside the module that holds it, which in the bundle is server.js: so worker.js must sit
 * next to server.js. The worker loads the renderer a module registered, from beside server.js too
 * (src/modules/documents/pdf/jobs.ts names documents-pdf.js).
 */
export const ENTRIES = {
  server: 'src/server.ts',
  worker: 'src/platform/pdf/worker.ts',
  'documents-pdf': 'src/modules/documents/pdf/render.ts',
  seed: 'src/cli/seed/run.ts',
  // The seed's worker threads (src/cli/seed/chunkWorkers.ts) start ./seed-worker.js beside seed.js.
  'seed-worker': 'src/cli/seed/chunkWorker.ts',
  'create-admin': 'src/cli/create-admin.ts',
  'create-deploy-token': 'src/cli/create-deploy-token.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
};

/** The package an import names: 'pg' for 'pg', '@scope/name' for '@scope/name/sub/path'. */
export const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Workspace packages compiled into the bundle: the image installs none of their dependencies (deploy/container/prune.mjs). */
export const BUNDLED_PACKAGES = new Set(['@earrival/shared']);

/** Every bare import (a package, or one of Node's) stays external, except the bundled workspace package. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      BUNDLED_PACKAGES.has(packageOf(specifier)) ? undefined : { path: specifier, external: true },
    );
  },
};

export async function buildApi(outdir = path.join(apiRoot, 'dist')) {
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: apiRoot,
    entryPoints: Object.entries(ENTRIES).map(([out, source]) => ({ in: source, out })),
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Class and function names as written (logs name an error's class; nothing depends on a minified one).
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    plugins: [externalPackages],
  });
  // Node reads these .js files as ESM only under a package.json that says so: api/package.json does for
  // api/dist, but not for a copy of the folder elsewhere (or a test's build inside node_modules/.cache).
  fs.writeFileSync(path.join(outdir, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const option = (name) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : undefined;
  };
  const outdir = option('outdir');
  const started = Date.now();
  const { metafile } = await buildApi(outdir);
  if (option('metafile')) fs.writeFileSync(option('metafile'), JSON.stringify(metafile, null, 2));
  const bytes = Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
  console.log(
    `api: ${Object.keys(ENTRIES).length} entries, ${(bytes / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), outdir ?? path.join(apiRoot, 'dist')) || '.'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
