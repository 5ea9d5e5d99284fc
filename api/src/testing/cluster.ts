import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, repoRoot, startBuiltServer, type BuiltServer } from './builtServer';
import type { S3Config } from '../config';

/*
 * Several API processes on one PostgreSQL database and one S3 store, behind the repository's nginx
 * configuration (deploy/nginx/): what api/src/testing/twoProcesses.test.ts and bench/scale/ start.
 */

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Why the multi-process setup cannot run here (no PostgreSQL URL, no nginx), or undefined. */
export function clusterSkipReason(): string | undefined {
  if (!process.env.DATABASE_URL)
    return 'DATABASE_URL is unset (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)';
  if (!fs.existsSync(NGINX)) return `nginx is missing at ${NGINX} (apt-get install nginx, or set NGINX_PATH)`;
  return undefined;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server of `adminUrl` (random name); drop() removes it, connections and all. */
export async function createDatabase(adminUrl: string, prefix = 'earrival_scale'): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  return { url, drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface ApiProcess extends BuiltServer {
  name: string;
  visitorUrl: string;
  dataDir: string;
}

/** The environment every process of the cluster shares (one database, one store, one secret, the providers). */
export function sharedEnv(options: {
  databaseUrl: string;
  s3: S3Config;
  smtpUrl: string;
  jwtSecret: string;
}): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: options.jwtSecret,
    S3_ENDPOINT: options.s3.endpoint,
    S3_BUCKET: options.s3.bucket,
    S3_REGION: options.s3.region,
    S3_ACCESS_KEY_ID: options.s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: options.s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: String(options.s3.forcePathStyle),
    MAIL_PROVIDER_1_URL: options.smtpUrl,
    MAIL_PROVIDER_2_URL: options.smtpUrl,
    TRUST_PROXY: 'loopback',
    SEED_DEMO: '1',
    JOBS_POLL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
    LOG_LEVEL: 'warn',
  };
}

/**
 * One API process: the compiled server (plain node, as `npm run serve`) with a DATA_DIR of its own (so
 * nothing can travel between processes through the disk), resolved once /api/health/ready answers 200.
 */
export async function startApi(outdir: string, name: string, env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `earrival-${name}-`));
  const visitorPort = await freePort();
  const server = await startBuiltServer(outdir, {
    ...env,
    DATA_DIR: dataDir,
    VISITOR_PORT: String(visitorPort),
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${server.baseUrl}/api/health/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`process ${name} is not ready:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = server.stop;
  return {
    ...server,
    name,
    visitorUrl: `http://127.0.0.1:${visitorPort}`,
    dataDir,
    stop: async () => {
      const code = await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export interface Nginx {
  baseUrl: string;
  visitorUrl: string;
  prefix: string;
  output(): string;
  stop(): Promise<void>;
}

const hostPort = (url: string) => new URL(url).host;

function writeUpstreams(prefix: string, processes: ApiProcess[]) {
  const lines = (urls: string[]) =>
    urls.map((url) => `server ${hostPort(url)} max_fails=1 fail_timeout=10s;\n`).join('');
  fs.writeFileSync(path.join(prefix, 'api-upstreams.conf'), lines(processes.map((p) => p.baseUrl)));
  fs.writeFileSync(path.join(prefix, 'visitor-upstreams.conf'), lines(processes.map((p) => p.visitorUrl)));
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * nginx with the repository's deploy/nginx/nginx.conf, unprivileged in a temporary prefix: the include
 * files written there (listen lines on free loopback ports, one upstream line per process).
 */
export async function startNginx(processes: ApiProcess[]): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-nginx-'));
  fs.copyFileSync(path.join(repoRoot, 'deploy', 'nginx', 'nginx.conf'), path.join(prefix, 'nginx.conf'));
  const [port, visitorPort] = [await freePort(), await freePort()];
  fs.writeFileSync(path.join(prefix, 'listen.conf'), `listen 127.0.0.1:${port};\n`);
  fs.writeFileSync(path.join(prefix, 'visitor-listen.conf'), `listen 127.0.0.1:${visitorPort};\n`);
  writeUpstreams(prefix, processes);
  const conf = path.join(prefix, 'nginx.conf');
  // -e stderr: the messages from before the configuration is read (its error_log) go to our pipe, not /var/log.
  const child: ChildProcess = spawn(NGINX, ['-e', 'stderr', '-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const readLog = () => {
    try {
      return fs.readFileSync(path.join(prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const nginx: Nginx = {
    baseUrl: `http://127.0.0.1:${port}`,
    visitorUrl: `http://127.0.0.1:${visitorPort}`,
    prefix,
    output: () => output + readLog(),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(port)) || !(await listening(visitorPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await nginx.stop().catch(() => undefined);
      throw new Error(`nginx did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return nginx;
}

/** Signs in; resolves with the whole Authorization value the API answers (jwtToken). */
export async function signIn(baseUrl: string, email: string, password = 'demo1234'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { jwtToken?: string; message?: string };
  if (response.status !== 200 || !body.jwtToken)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.jwtToken;
}

/** A small file the upload's type check takes for a PDF (it reads the first bytes only). */
export function pdfBytes(size = 4096, seed = 0): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + seed) % 251;
  bytes.write('%PDF-1.7\n');
  return bytes;
}

/** POST /api/admin/upload-visa-document as a browser's FormData sends it (fields, then the file). */
export async function uploadDocument(
  baseUrl: string,
  token: string,
  fields: { orderId: number; email: string; mailServiceProvider?: 'first' | 'second' },
  bytes: Buffer,
): Promise<{ status: number; body: { status: number; message: string; data: unknown } }> {
  const form = new FormData();
  form.append('orderId', String(fields.orderId));
  form.append('email', fields.email);
  form.append('mailServiceProvider', fields.mailServiceProvider ?? 'first');
  form.append('uploadVisaDoc', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'card.pdf');
  const response = await fetch(`${baseUrl}/api/admin/upload-visa-document`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as never };
}
