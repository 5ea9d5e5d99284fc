// Type-checks every workspace with its own tsconfig.json, two at a time (the machines have 2 cores).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

// Every npm workspace (the apps of the manifest, shared, api, e2e) and the scripts themselves.
const { workspaces } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const projects = [...workspaces, 'scripts', 'deploy'];
const tsc = (project) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project, '--noEmit'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output: output.replace(/^npm warn.*\n/gm, '') }));
  });

const queue = [...projects];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await tsc(queue.shift()));
  }),
);
for (const { project, code, output } of results) {
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project}`);
  if (code !== 0) console.log(output);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
