import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, repoRoot } from './builtServer';

/** The server as `npm start` runs it, from source under node itself (tsx as a loader), so signals reach it. */
export interface SourceServer {
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/** Waits for `probe` to answer truthy; `what` names the event in the failure (a guard against a hang). */
export async function until<T>(probe: () => T | Promise<T>, what: string, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts api/src/server.ts with `env` over the test's own; resolves once it answers /api/health/live. */
export async function startSourceServer(env: NodeJS.ProcessEnv): Promise<SourceServer> {
  const [port, visitorPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), VISITOR_PORT: String(visitorPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const server: SourceServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    output: () => output,
  };
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    return fetch(`${server.baseUrl}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
  }, `the server to answer /api/health/live:\n${output}`);
  return server;
}

/** Runs one of api/src/cli/*.ts as a person would, beside whatever runs; its exit code and output. */
export function runCli(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `api/src/cli/${script}`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
