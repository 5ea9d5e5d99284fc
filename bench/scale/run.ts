/**
 * Scale: the same mixed load through nginx (deploy/nginx/nginx.conf) against 1 API process, then 2, on one
 * fresh PostgreSQL database, one S3 store (s3rver) and a test SMTP server. Prints requests/s, p50/p99,
 * errors (5xx or no answer) and other refusals for each, and the 2-process / 1-process throughput ratio.
 * Not a test: nothing is asserted. Needs DATABASE_URL (a server where it may CREATE DATABASE) and nginx.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- scale
 *
 * SCALE_CLIENTS (default 16), SCALE_SECONDS per phase (default 15).
 */
import { randomBytes } from 'node:crypto';
import { buildApiForTest } from '@earrival/api/testing/builtServer';
import { startTestS3, type TestS3 } from '@earrival/api/platform/store/testing';
import { startTestSmtp, type TestSmtp } from '@earrival/api/platform/mailer/testing';
import {
  clusterSkipReason,
  createDatabase,
  pdfBytes,
  sharedEnv,
  signIn,
  startApi,
  startNginx,
  type ApiProcess,
  type FreshDatabase,
  type Nginx,
} from '@earrival/api/testing/cluster';

const CLIENTS = Math.max(1, Number(process.env.SCALE_CLIENTS ?? 16));
const SECONDS = Math.max(1, Number(process.env.SCALE_SECONDS ?? 15));
const ACCOUNTS = ['admin', 'manager', 'team', 'telecaller', 'nightstaff'].map((n) => `${n}@example.com`);
const FOLDERS = ['newOrder', 'priorityOrder', 'pendingOrder', 'completedOrder', 'futureOrder', 'refundOrder'];
const MOVES = ['New', 'Pending', 'Awaiting', 'Completed'] as const;
const PDF = pdfBytes(20_000);

const skip = clusterSkipReason();
if (skip) {
  console.log(`bench/scale skipped: ${skip}`);
  process.exit(0);
}

interface Result {
  label: string;
  requests: number;
  seconds: number;
  latencies: number[];
  byKind: Map<string, number[]>;
  statuses: Map<string, number>;
  errors: number;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

async function load(
  label: string,
  baseUrl: string,
  tokens: string[],
  orderIds: number[],
  seconds = SECONDS,
): Promise<Result> {
  const result: Result = {
    label,
    requests: 0,
    seconds: 0,
    latencies: [],
    byKind: new Map(),
    statuses: new Map(),
    errors: 0,
  };
  const timed = async (kind: string, run: () => Promise<Response>) => {
    const started = performance.now();
    let code = 0;
    try {
      const response = await run();
      code = response.status;
      await response.arrayBuffer();
    } catch {
      code = 0;
    }
    const ms = performance.now() - started;
    result.requests += 1;
    result.latencies.push(ms);
    result.byKind.set(kind, [...(result.byKind.get(kind) ?? []), ms]);
    const key = code === 0 ? 'no answer' : String(code);
    result.statuses.set(key, (result.statuses.get(key) ?? 0) + 1);
    if (code === 0 || code >= 500) result.errors += 1;
  };
  const client = async (index: number, until: number) => {
    const token = tokens[index % tokens.length]!;
    const headers = { authorization: token };
    const json = { ...headers, 'content-type': 'application/json' };
    while (Date.now() < until) {
      const roll = Math.random();
      const orderId = pick(orderIds);
      if (roll < 0.4) {
        await timed('list', () =>
          fetch(`${baseUrl}/api/admin/get-orders-list/${pick(FOLDERS)}?page=1&limit=25`, { headers }),
        );
      } else if (roll < 0.65) {
        await timed('detail', () => fetch(`${baseUrl}/api/admin/get-orders-details/${orderId}`, { headers }));
      } else if (roll < 0.8) {
        await timed('counts', () => fetch(`${baseUrl}/api/admin/get-all-folder-count`, { headers }));
      } else if (roll < 0.95) {
        await timed('move', () =>
          fetch(`${baseUrl}/api/admin/move-order-status`, {
            method: 'PUT',
            headers: json,
            body: JSON.stringify({ orderId: [orderId], updatingStatus: pick(MOVES) }),
          }),
        );
      } else {
        const form = new FormData();
        form.append('orderId', String(orderId));
        form.append('email', 'bench@example.org');
        form.append('mailServiceProvider', 'first');
        form.append(
          'uploadVisaDoc',
          new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }),
          'card.pdf',
        );
        await timed('upload', () =>
          fetch(`${baseUrl}/api/admin/upload-visa-document`, { method: 'POST', headers, body: form }),
        );
      }
    }
  };
  const started = Date.now();
  const until = started + seconds * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i, until)));
  result.seconds = (Date.now() - started) / 1000;
  return result;
}

function report(result: Result) {
  const sorted = [...result.latencies].sort((x, y) => x - y);
  const rps = result.requests / result.seconds;
  console.log(
    `\n${result.label}: ${result.requests} requests in ${result.seconds.toFixed(1)} s = ${rps.toFixed(1)} req/s, ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, errors (5xx or no answer) ${result.errors}`,
  );
  for (const [kind, list] of [...result.byKind].sort()) {
    const s = [...list].sort((x, y) => x - y);
    console.log(
      `  ${kind.padEnd(7)} n=${String(s.length).padStart(5)}  p50 ${percentile(s, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(s, 99).toFixed(1).padStart(6)} ms`,
    );
  }
  console.log(`  answers: ${[...result.statuses].map(([k, v]) => `${k} x${v}`).join(', ')}`);
  return rps;
}

let build: ReturnType<typeof buildApiForTest> | undefined;
let database: FreshDatabase | undefined;
let s3: TestS3 | undefined;
let smtp: TestSmtp | undefined;
let nginx: Nginx | undefined;
const processes: ApiProcess[] = [];
try {
  console.log(
    `${CLIENTS} clients, ${SECONDS} s per phase; mix: 80% list/detail/counts, 15% status moves, 5% uploads (20 KB PDF)`,
  );
  build = buildApiForTest();
  database = await createDatabase(process.env.DATABASE_URL!, 'earrival_bench_scale');
  s3 = await startTestS3('earrival-bench');
  smtp = await startTestSmtp();
  const env = sharedEnv({
    databaseUrl: database.url,
    s3: s3.config,
    smtpUrl: smtp.url,
    jwtSecret: randomBytes(32).toString('hex'),
  });
  // JOBS_WORKERS=0: uploads queue their mail but no process sends it. Otherwise the mail queued in the
  // first phase (one per upload, sent one at a time) would still be going out during the second.
  const benchEnv = { ...env, JOBS_WORKERS: '0', LOG_LEVEL: 'error' };
  processes.push(await startApi(build.outdir, 'A', benchEnv));

  nginx = await startNginx(processes);
  const tokens = await Promise.all(ACCOUNTS.map((email) => signIn(nginx!.baseUrl, email)));
  const list = (await (
    await fetch(`${nginx.baseUrl}/api/admin/get-orders-list/newOrder?page=1&limit=200`, {
      headers: { authorization: tokens[0]! },
    })
  ).json()) as { data: Array<{ order_id: number }> };
  const orderIds = list.data.map((row) => row.order_id);
  if (!orderIds.length) throw new Error('no orders to work on');

  await load('warm-up', nginx.baseUrl, tokens, orderIds, 3);
  const one = report(await load('1 API process behind nginx', nginx.baseUrl, tokens, orderIds));
  await nginx.stop();

  processes.push(await startApi(build.outdir, 'B', benchEnv));
  nginx = await startNginx(processes);
  await load('warm-up', nginx.baseUrl, tokens, orderIds, 3);
  const two = report(await load('2 API processes behind nginx', nginx.baseUrl, tokens, orderIds));
  console.log(`\nthroughput 2 processes / 1 process: ${(two / one).toFixed(2)}`);
} finally {
  await Promise.allSettled([nginx?.stop(), ...processes.map((p) => p.stop())]);
  smtp?.open();
  await Promise.allSettled([s3?.close(), smtp?.close()]);
  await database?.drop();
  build?.remove();
}
