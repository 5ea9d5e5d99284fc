import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningApp {
  baseUrl: string;
  visitorUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (API + built apps) on free ports with a fresh embedded database seeded with the
 * demo data, exactly as `npm start` serves it. The apps must be built (scripts/test.mjs makes sure).
 */
export async function startApp(extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  const [port, visitorPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-e2e-'));
  const child: ChildProcess = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['api/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        VISITOR_PORT: String(visitorPort),
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        // A server on PostgreSQL requires its own secret (the embedded default keeps one in DATA_DIR).
        ...(extraEnv.DATABASE_URL ? { JWT_SECRET: randomBytes(32).toString('hex') } : {}),
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A hang guard: a fresh server migrates and seeds its demo data first, which passed 120 s on the 2-core
  // machine with three app builds beside it (2026-12-02). E2E_START_SECONDS sets another.
  const deadline = Date.now() + Number(process.env.E2E_START_SECONDS ?? 300) * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    visitorUrl: `http://127.0.0.1:${visitorPort}`,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const closed = new Promise((r) => child.once('close', r));
        child.kill('SIGTERM');
        await closed;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
