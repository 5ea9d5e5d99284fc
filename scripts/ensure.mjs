// Makes a fresh clone runnable: installs dependencies when missing and builds the apps whose sources changed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { appFolders, isFresh, markBuilt, repoRoot, sourceHash } from './apps.mjs';

const lockStamp = path.join(repoRoot, 'node_modules', '.earrival-lock-hash');
const lockHash = () =>
  createHash('sha256')
    .update(fs.readFileSync(path.join(repoRoot, 'package-lock.json')))
    .digest('hex');

/** Installs when node_modules is missing or was installed from another package-lock.json. */
export function ensureDependencies() {
  const current = lockHash();
  if (fs.existsSync(lockStamp) && fs.readFileSync(lockStamp, 'utf8') === current) return;
  console.log('Installing dependencies (npm install, as pinned by package-lock.json)...');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm install failed');
  fs.writeFileSync(lockStamp, lockHash());
}

async function buildApp(app) {
  const hash = await sourceHash(app);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      ['../scripts/webpack-app.ts', 'build'],
      {
        cwd: path.join(repoRoot, app),
        stdio: 'inherit',
      },
    );
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${app}: build failed`));
      markBuilt(app, hash);
      console.log(`${app}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Builds stale apps, two at a time (the machines have two cores). */
export async function ensureBuilt() {
  const stale = [];
  for (const app of await appFolders()) if (!(await isFresh(app))) stale.push(app);
  if (!stale.length) {
    console.log('Apps are up to date (no rebuild needed).');
    return;
  }
  console.log(`Building ${stale.join(', ')}...`);
  const queue = [...stale];
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length) await buildApp(queue.shift());
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureDependencies();
    await ensureBuilt();
  } catch (error) {
    console.error(`\n${error.message}`);
    process.exit(1);
  }
}
