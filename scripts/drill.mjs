// npm run drill -- <name> [options]: an operator's drill, run end to end against real parts.
//   container   the image, the compose stack and what an operator needs of it (deploy/container/drill.ts)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const DRILLS = { container: 'deploy/container/drill.ts' };
const [name, ...options] = process.argv.slice(2);
if (!DRILLS[name]) {
  console.error(`usage: npm run drill -- <${Object.keys(DRILLS).join('|')}> [options]`);
  process.exit(2);
}
const run = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [DRILLS[name], ...options], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
