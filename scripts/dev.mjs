// npm run dev: the API in watch mode and every app on its own webpack-dev-server with hot reload.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadManifest, repoRoot } from './apps.mjs';
import { ensureDependencies } from './ensure.mjs';

ensureDependencies();
const { APPS, REMOTE_APPS } = await loadManifest();
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

// In development the shell finds each remote on its own dev server, through the same runtime registry.
const REMOTES_JSON = JSON.stringify(
  Object.fromEntries(
    REMOTE_APPS.map((app) => [app.federationName, `http://localhost:${app.devPort}/mf-manifest.json`]),
  ),
);
const children = [
  spawn(tsx, ['watch', 'api/src/server.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', REMOTES_JSON: process.env.REMOTES_JSON ?? REMOTES_JSON },
  }),
  ...APPS.map((app) =>
    spawn(tsx, ['../scripts/webpack-app.ts', 'dev'], {
      cwd: path.join(repoRoot, app.folder),
      stdio: 'inherit',
    }),
  ),
];
console.log(
  [
    'Development servers:',
    ...APPS.map((app) => `  ${app.folder.padEnd(18)} http://localhost:${app.devPort}`),
    '  api (watch)        http://localhost:8080/api/health',
    'Open the shell on :3000; it loads each remote from its dev server through /mf-registry.json.',
  ].join('\n'),
);
const stop = () => {
  for (const child of children) child.kill('SIGINT');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
