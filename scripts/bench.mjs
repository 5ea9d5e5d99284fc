// npm run bench [-- name...]: runs each benchmark folder's run.ts (bench/<name>/run.ts) and prints its figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const wanted = process.argv.slice(2);
const benches = fs
  .readdirSync(path.join(repoRoot, 'bench'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(repoRoot, 'bench', entry.name, 'run.ts')))
  .map((entry) => entry.name)
  .filter((name) => !wanted.length || wanted.includes(name));
let failed = false;
for (const name of benches) {
  console.log(`\n=== bench/${name}`);
  const run = spawnSync(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [path.join('bench', name, 'run.ts'), ...wanted], // e.g. `npm run bench -- backup --orders 100000`
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
