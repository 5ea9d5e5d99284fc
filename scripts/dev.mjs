// npm run dev: the API in watch mode and every app on its own webpack-dev-server with hot reload.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, repoRoot } from './apps.mjs';
import { ensureDependencies } from './ensure.mjs';

ensureDependencies();
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const DEV_PORTS = {
  shell: 3000,
  'mf-queues': 3001,
  'mf-order-detail': 3002,
  'mf-admin-settings': 3003,
  'mf-visitor': 3004,
};

// In development the shell finds each remote on its own dev server, through the same runtime registry.
const REMOTES_JSON = JSON.stringify(
  Object.fromEntries(
    APPS.filter((a) => a !== 'shell').map((app) => [
      app,
      `http://localhost:${DEV_PORTS[app]}/mf-manifest.json`,
    ]),
  ),
);
const children = [
  spawn(tsx, ['watch', 'api/src/server.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', REMOTES_JSON: process.env.REMOTES_JSON ?? REMOTES_JSON },
  }),
  ...APPS.map((app) =>
    spawn(tsx, ['../scripts/webpack-app.ts', 'dev'], { cwd: path.join(repoRoot, app), stdio: 'inherit' }),
  ),
];
console.log(
  [
    'Development servers:',
    ...APPS.map((app) => `  ${app.padEnd(18)} http://localhost:${DEV_PORTS[app]}`),
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
