import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The repository root (the API's own folder is api/ under it). */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const apiRoot = path.join(repoRoot, 'api');

/**
 * Builds the API as `npm run build` does (api/build.mjs) into a fresh folder of its own, so tests never
 * touch api/dist (a developer may be serving it) and never race each other. The folder sits in
 * api/node_modules/.cache: ignored by git, and node resolves the bundle's packages from there exactly as
 * from api/dist. Writes esbuild's metafile (every import of every output) beside the bundle.
 */
export function buildApiForTest(): { outdir: string; metafile: string; remove(): void } {
  const cache = path.join(apiRoot, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outdir = fs.mkdtempSync(path.join(cache, 'earrival-api-build-'));
  const metafile = path.join(outdir, 'meta.json');
  const run = spawnSync(process.execPath, ['api/build.mjs', '--outdir', outdir, '--metafile', metafile], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0)
    throw new Error(`node api/build.mjs failed (${run.status}):\n${run.stdout}${run.stderr}`);
  return { outdir, metafile, remove: () => fs.rmSync(outdir, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface BuiltServer {
  baseUrl: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** What it printed on standard output alone (the log lines). */
  stdout(): string;
  /** Sends a signal without waiting. */
  signal(name: NodeJS.Signals): void;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, and waits until it has exited; returns its exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts <outdir>/server.js with plain node (no tsx, no loader: only what `npm run serve` runs) on free
 * ports, from the repository root; resolves once GET /api/health answers 200 (or rejects with the output).
 */
export async function startBuiltServer(
  outdir: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<BuiltServer> {
  const [port, visitorPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.join(outdir, 'server.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      VISITOR_PORT: String(visitorPort),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: BuiltServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    stdout: () => stdout,
    signal: (name) => void child.kill(name),
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.js exited early (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`server.js did not answer /api/health in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
