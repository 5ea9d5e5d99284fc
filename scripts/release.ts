/**
 * Publishes a remote's build to a running back-office, as a remote team's CI does:
 *
 *   RELEASE_URL=https://office.example.com RELEASE_TOKEN=edt_... \
 *     npm run release -- mf-queues [--dist <built folder>] [--canary <percent>] [--note "..."]
 *
 * Without --dist it builds the app first (into a temporary folder). It checks the token, then streams
 * the folder as one gzip-compressed tar to POST /api/releases/<app> (never held in memory whole). The last
 * line printed is `<release id> <state>` (live, canary); any refusal exits non-zero with the server's
 * sentence.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import { REMOTE_APPS } from '@earrival/shared/apps';

const repoRoot = path.resolve(import.meta.dirname, '..');
const USAGE =
  'Usage: RELEASE_URL=<back-office URL> RELEASE_TOKEN=<deploy token> npm run release -- <app> [--dist <folder>] [--canary <percent>] [--note "..."]';

class Refused extends Error {}

function parse(argv: string[]) {
  const options = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    options.set(key, inline ?? argv[++i] ?? '');
  }
  return { app: positional[0] ?? '', options };
}

interface Answer {
  code: number;
  body: { status?: number; message?: string; data?: Record<string, unknown> | null };
}

/** One request to the back-office; the body, if any, is streamed. */
function request(url: URL, method: string, token: string, body?: NodeJS.ReadableStream): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/gzip', 'transfer-encoding': 'chunked' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Answer['body'] = {};
          try {
            parsed = JSON.parse(text) as Answer['body'];
          } catch {
            parsed = { message: text.slice(0, 300) || `HTTP ${response.statusCode}` };
          }
          resolve({ code: response.statusCode ?? 0, body: parsed });
        });
        response.on('error', reject);
      },
    );
    // The server may answer (413, 409) before it has read the whole archive, and then close.
    outgoing.on('error', reject);
    if (body) {
      body.on('error', (error) => outgoing.destroy(error));
      body.pipe(outgoing);
    } else outgoing.end();
  });
}

/** The built folder's files, without hidden ones (the build's source-hash stamp). */
function filesOf(dist: string): string[] {
  return fs.readdirSync(dist).filter((name) => !name.startsWith('.'));
}

function build(folder: string): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `release-${folder}-`));
  console.log(`Building ${folder} into ${out} ...`);
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'scripts', 'webpack-app.ts'),
      'build',
      path.join(repoRoot, folder),
      `--out=${out}`,
    ],
    { stdio: 'inherit', cwd: path.join(repoRoot, folder) },
  );
  if (result.status !== 0) throw new Refused(`The build of ${folder} failed.`);
  return out;
}

async function main(): Promise<void> {
  const { app, options } = parse(process.argv.slice(2));
  const remote = REMOTE_APPS.find((candidate) => candidate.folder === app || candidate.packageName === app);
  if (!remote)
    throw new Refused(
      `Name the remote to release: one of ${REMOTE_APPS.map((r) => r.folder).join(', ')}.\n${USAGE}`,
    );
  const base = process.env.RELEASE_URL;
  const token = process.env.RELEASE_TOKEN;
  if (!base || !token) throw new Refused(`RELEASE_URL and RELEASE_TOKEN are required.\n${USAGE}`);
  const canary = options.get('canary');
  if (canary !== undefined && !/^([1-9]|[1-9]\d)$/.test(canary))
    throw new Refused('--canary takes a share of staff from 1 to 99 (percent).');

  const endpoint = new URL(`api/releases/${remote.folder}`, base.endsWith('/') ? base : `${base}/`);
  // The token first: a refusal then comes before any build or upload.
  const check = await request(endpoint, 'GET', token);
  if (check.code !== 200) throw new Refused(`${check.code}: ${check.body.message ?? 'refused'}`);

  const dist = options.get('dist') ? path.resolve(options.get('dist')!) : build(remote.folder);
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json')))
    throw new Refused(`${dist} has no mf-manifest.json: is it the built folder of ${remote.folder}?`);
  const query = new URLSearchParams();
  if (canary) query.set('canary', canary);
  if (options.get('note')) query.set('note', options.get('note')!);
  const target = new URL(`${endpoint.pathname}${query.size ? `?${query}` : ''}`, endpoint);
  const archive = create({ gzip: true, cwd: dist, portable: true }, filesOf(dist));
  const answer = await request(target, 'POST', token, archive as unknown as NodeJS.ReadableStream);
  const data = answer.body.data as { releaseId?: string; state?: string } | null | undefined;
  if (answer.code !== 200 && answer.code !== 201)
    throw new Refused(`${answer.code}: ${answer.body.message ?? 'refused'}`);
  console.log(answer.body.message ?? '');
  console.log(`${data?.releaseId ?? '?'} ${data?.state ?? '?'}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
