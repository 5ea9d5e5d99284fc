// Puts what the runtime image holds into one folder (the Containerfile's build stage runs it):
//   node deploy/container/stage.mjs <out>
// <out>/api/dist (the API bundle and the CLIs) and <out>/<app>/dist for every browser app of
// shared/src/apps.ts, which the server serves from APPS_ROOT. Nothing else: the API's production
// dependencies come from their own stage, and the browser apps' source maps stay out (17 MB that the
// server serves only with SERVE_SOURCE_MAPS=1, a debugging switch; api/dist keeps its own, which
// --enable-source-maps reads for stack traces).
import fs from 'node:fs';
import path from 'node:path';
import { appFolders, repoRoot } from '../../scripts/apps.mjs';

const out = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: node deploy/container/stage.mjs <out folder>');

const folders = ['api', ...(await appFolders())];
for (const folder of folders) {
  const dist = path.join(repoRoot, folder, 'dist');
  if (!fs.existsSync(dist)) throw new Error(`${folder}/dist is missing: build first (npm run build)`);
  fs.cpSync(dist, path.join(out, folder, 'dist'), {
    recursive: true,
    filter: (source) => folder === 'api' || !source.endsWith('.map'),
  });
}
console.log(`staged ${folders.map((folder) => `${folder}/dist`).join(', ')} in ${out}`);
