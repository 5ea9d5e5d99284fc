/** The compose stack the drill runs: a copy of deploy/ with a throw-away .env, and how to reach it. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@earrival/api/testing/builtServer';
import { IMAGE, PROJECT, STANDINS, STANDIN_VARIABLE, repoRoot, run, seconds, until } from './podman';

export interface Stack {
  dir: string;
  staff: string;
  visitor: string;
  env: Record<string, string>;
  compose(...args: string[]): string;
  container(service: string): string;
}

export async function stackFiles(): Promise<Stack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-compose-'));
  fs.cpSync(path.join(repoRoot, 'deploy/compose.yaml'), path.join(dir, 'compose.yaml'));
  fs.cpSync(path.join(repoRoot, 'deploy/nginx'), path.join(dir, 'nginx'), { recursive: true });
  const [httpPort, visitorPort] = [await freePort(), await freePort()];
  const secret = (bytes: number) => randomBytes(bytes).toString('hex');
  const env: Record<string, string> = {
    POSTGRES_PASSWORD: secret(16),
    JWT_SECRET: secret(32),
    S3_ACCESS_KEY_ID: `drill${secret(4)}`,
    S3_SECRET_ACCESS_KEY: secret(16),
    INTAKE_API_KEY: secret(24),
    METRICS_TOKEN: secret(24),
    EARRIVAL_IMAGE: IMAGE,
    HTTP_PORT: String(httpPort),
    VISITOR_HTTP_PORT: String(visitorPort),
    ...Object.fromEntries(
      STANDINS.map((name) => [STANDIN_VARIABLE[name], `localhost/earrival-standin-${name}`]),
    ),
  };
  // podman-compose reads .env beside the compose file (and lets it win over the environment).
  fs.writeFileSync(
    path.join(dir, '.env'),
    Object.entries(env)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
  );
  return {
    dir,
    env,
    staff: `http://127.0.0.1:${httpPort}`,
    visitor: `http://127.0.0.1:${visitorPort}`,
    compose: (...args) => run('podman-compose', ['-p', PROJECT, '-f', 'compose.yaml', ...args], { cwd: dir }),
    container: (service) => `${PROJECT}_${service}_1`,
  };
}

export const ready = (base: string) => async () => (await fetch(`${base}/api/health/ready`)).status === 200;

export async function startStack(stack: Stack, what: string): Promise<string> {
  const started = Date.now();
  stack.compose('up', '-d');
  await until(ready(stack.staff), `${what}: /api/health/ready through nginx`);
  // Both API containers, each on its own address in the compose network.
  for (const service of ['api-1', 'api-2']) await until(ready(apiBase(stack, service)), `${service} ready`);
  return seconds(started);
}

export function apiBase(stack: Stack, service: string): string {
  const address = run('podman', [
    'inspect',
    '--format',
    '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
    stack.container(service),
  ]);
  return `http://${address}:8080`;
}

export async function api<T>(
  base: string,
  token: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}
