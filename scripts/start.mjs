// npm start: install if needed, build what changed, then serve the composed app and the visitor app.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { ensureBuilt, ensureDependencies } from './ensure.mjs';

try {
  ensureDependencies();
  await ensureBuilt();
} catch (error) {
  console.error(`\n${error.message}: nothing was started.`);
  process.exit(1);
}

const server = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['api/src/server.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  // A quiet console by default, so the addresses stay readable; LOG_LEVEL=info shows every request.
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
// Ctrl-C reaches the server through the terminal; this process only waits for it to finish closing.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('close', (code) => process.exit(code ?? 0));
