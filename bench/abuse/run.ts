/**
 * Heavy calls under attack: does one API process stay responsive while staff accounts fire what the
 * server bounds (issue 30)? A PostgreSQL database of its own (created, seeded with `npm run seed`, dropped
 * after), ONE API process (server.ts, a child), and from this process: 2,000 open event streams
 * (GET /api/admin/events, 5 per member, so enough Night Staff members are added) and rounds of 100
 * parallel Export CSV downloads plus 100 parallel 2,500-row list pages, while another child (sampler.ts)
 * calls GET /api/health/live every 25 ms. Prints the health call's p50/p95/p99/max at rest and during the
 * attack, the answers by status, and PASS/FAIL for p99 < 250 ms during the attack (figures, not a test:
 * the exit code is 0 either way). Then, the streams closed, a security-log flood (securityLogFlood.ts:
 * 2,000 wrong sign-ins from one address, each with a new e-mail): the rows it wrote to security_events
 * and the health call's figures during it.
 *
 *   npm run bench -- abuse
 *   BENCH_POSTGRES=postgres://postgres@127.0.0.1:5432/postgres   where the bench database is created
 *   BENCH_ABUSE_ORDERS (5000) BENCH_ABUSE_STREAMS (2000) BENCH_ABUSE_EXPORTS (100) BENCH_ABUSE_ROUNDS (5)
 *   BENCH_ABUSE_FLOOD (2000 sign-ins; 0 = no flood)
 *   Last, archive bombs (archiveBombs.ts): BENCH_ABUSE_BOMB_MB (256) BENCH_ABUSE_BOMB_SECONDS (10)
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import type { FromServer, ToServer } from './server';
import type { FromSampler, ToSampler } from './sampler';
import { FLOOD_REQUESTS, floodSecurityLog } from './securityLogFlood';
import { archiveBombs } from './archiveBombs';

const here = import.meta.dirname;
const root = path.resolve(here, '..', '..');
const ORDERS = Number(process.env.BENCH_ABUSE_ORDERS ?? 5000);
const STREAMS = Number(process.env.BENCH_ABUSE_STREAMS ?? 2000);
const EXPORTS = Number(process.env.BENCH_ABUSE_EXPORTS ?? 100);
const ROUNDS = Number(process.env.BENCH_ABUSE_ROUNDS ?? 5);
/** What another helper's limit allows per member (open event streams). */
const STREAMS_PER_MEMBER = 5;
/** Each attacking member fires this many exports (and lists) of a round at once. */
const CALLS_PER_MEMBER = 4;
const LIST_ROWS = 2500;
const TARGET_P99_MS = 250;
const serverUrl = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `earrival_bench_abuse_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const env = { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') };

async function query(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The figures of a sorted list of latencies (ms). */
function figures(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}
const line = (label: string, times: number[]) => {
  const f = figures(times);
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
  return `  ${label.padEnd(34)} ${String(f.n).padStart(5)} calls  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  max ${ms(f.max)}`;
};

/** Runs `work` over items, at most `width` at a time. */
async function pooled<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

function request(
  port: number,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; bytes: number; ms: number; text: string }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const call = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        agent: false,
        headers: {
          ...(token ? { authorization: token } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let bytes = 0;
        const head: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes < 4096) head.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            ms: performance.now() - started,
            text: Buffer.concat(head).toString('utf8'),
          }),
        );
        response.on('error', () => resolve({ status: -1, bytes, ms: performance.now() - started, text: '' }));
      },
    );
    call.on('error', () => resolve({ status: -1, bytes: 0, ms: performance.now() - started, text: '' }));
    call.end(payload);
  });
}

/** Opens one event stream; an accepted one stays open (its events read and dropped) until closed. */
function openStream(port: number, token: string): Promise<{ status: number; close: () => void }> {
  return new Promise((resolve) => {
    const call = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/admin/events',
        agent: false,
        headers: { authorization: token, accept: 'text/event-stream' },
      },
      (response) => {
        response.resume();
        response.on('error', () => undefined);
        resolve({ status: response.statusCode ?? 0, close: () => call.destroy() });
      },
    );
    call.on('error', () => resolve({ status: -1, close: () => undefined }));
  });
}

const count = (statuses: number[]) => {
  const by = new Map<number, number>();
  for (const status of statuses) by.set(status, (by.get(status) ?? 0) + 1);
  return [...by.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === -1 ? 'no answer' : status} x${n}`)
    .join(', ');
};

function startChild<Message>(file: string, childEnv: NodeJS.ProcessEnv) {
  const child = fork(path.join(here, file), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...childEnv, LOG_LEVEL: 'warn' },
  });
  const next = () =>
    new Promise<Message>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Message));
      child.once('exit', (code) => reject(new Error(`${file} ended (${code})`)));
    });
  return { child, next };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));

async function main() {
  const started = performance.now();
  console.log(`Creating ${name}, seeding ${ORDERS.toLocaleString('en-US')} orders (npm run seed) ...`);
  await query(serverUrl, `CREATE DATABASE ${name}`);
  let server: ReturnType<typeof startChild<FromServer>> | undefined;
  let sampler: ReturnType<typeof startChild<FromSampler | 'started'>> | undefined;
  const streams: Array<{ status: number; close: () => void }> = [];
  try {
    const seeded = spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'api', 'src', 'cli', 'seed', 'run.ts'), '--orders', String(ORDERS)],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env },
    );
    if (seeded.status !== 0) throw new Error('Seeding failed');
    // Night Staff members enough for the streams (5 each) and the attackers, with the demo password.
    const members = Math.max(
      Math.ceil(STREAMS / STREAMS_PER_MEMBER),
      2 * Math.ceil(EXPORTS / CALLS_PER_MEMBER),
    );
    await query(
      databaseUrl,
      `INSERT INTO team_members (name, email, password_hash, type)
       SELECT 'Night Staff ' || lpad(g::text, 4, '0'), 'night' || g || '@bench.example',
         (SELECT password_hash FROM team_members WHERE email = 'nightstaff@example.com'), 'Night Staff'
       FROM generate_series(1, ${members}) AS g`,
    );

    server = startChild<FromServer>('server.ts', { ...env, BENCH_ABUSE_URL: databaseUrl });
    const ready = await server.next();
    if (ready.kind !== 'ready') throw new Error('The bench server did not start');
    const { port } = ready;

    // Every member signs in through the API (the same tokens the screens get).
    const signIn = async (index: number) => {
      const answer = await request(port, 'POST', '/api/admin/admin-login', undefined, {
        email: `night${index + 1}@bench.example`,
        password: 'demo1234',
      });
      return answer.status === 200 ? (JSON.parse(answer.text) as { jwtToken: string }).jwtToken : null;
    };
    const tokens = (await pooled([...Array(members).keys()], 8, signIn)).filter(
      (token): token is string => token !== null,
    );
    console.log(
      `${members} Night Staff members added, ${tokens.length} signed in; setup took ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (tokens.length < members) throw new Error('Some members could not sign in');

    sampler = startChild<FromSampler | 'started'>('sampler.ts', { ...env, BENCH_ABUSE_PORT: String(port) });
    await sampler.next();
    const phase = (label: string) => sampler!.child.send({ phase: label } satisfies ToSampler);
    const toServer = (message: ToServer) => server!.child.send(message);

    // At rest: nothing but the prober.
    await sleep(1000);
    phase('rest');
    await sleep(6000);

    // The attack: streams first (they stay open), then rounds of exports and long lists.
    toServer('mark');
    phase('attack: opening streams');
    const opening = performance.now();
    const streamTokens = Array.from(
      { length: STREAMS },
      (_, i) => tokens[Math.floor(i / STREAMS_PER_MEMBER)]!,
    );
    streams.push(...(await pooled(streamTokens, 100, (token) => openStream(port, token))));
    const openMs = performance.now() - opening;
    await sleep(1000);

    const attackers = tokens.slice(0, Math.ceil(EXPORTS / CALLS_PER_MEMBER));
    const listers = tokens.slice(attackers.length, 2 * attackers.length);
    const exportStatuses: number[] = [];
    const listStatuses: number[] = [];
    const exportTimes: number[] = [];
    const listTimes: number[] = [];
    const rounds: string[] = [];
    phase('attack: exports and lists');
    for (let round = 1; round <= ROUNDS; round += 1) {
      const began = performance.now();
      // Each member's calls go out together (member by member), as a script or a stuck screen sends them.
      const exportCalls = Array.from({ length: EXPORTS }, (_, i) =>
        request(port, 'GET', '/api/admin/export/allOrder.csv', attackers[Math.floor(i / CALLS_PER_MEMBER)]),
      );
      const listCalls = Array.from({ length: EXPORTS }, (_, i) =>
        request(
          port,
          'GET',
          `/api/admin/get-orders-list/allOrder?limit=${LIST_ROWS}`,
          listers[Math.floor(i / CALLS_PER_MEMBER)],
        ),
      );
      const [exported, listed] = await Promise.all([Promise.all(exportCalls), Promise.all(listCalls)]);
      exportStatuses.push(...exported.map((answer) => answer.status));
      listStatuses.push(...listed.map((answer) => answer.status));
      exportTimes.push(...exported.filter((answer) => answer.status === 200).map((answer) => answer.ms));
      listTimes.push(...listed.filter((answer) => answer.status === 200).map((answer) => answer.ms));
      rounds.push(
        `  round ${round}: ${((performance.now() - began) / 1000).toFixed(1)} s; exports ${count(exported.map((a) => a.status))}; lists ${count(listed.map((a) => a.status))}`,
      );
      await sleep(500);
    }
    phase('attack: streams open, calls over');
    await sleep(2000);
    toServer('report');
    const report = await server.next();
    phase('after');
    for (const stream of streams) stream.close();

    // The security-log flood, on its own (the streams closed, the exports over).
    await sleep(2000);
    let flood: Awaited<ReturnType<typeof floodSecurityLog>> | undefined;
    let floodReport: FromServer | undefined;
    if (FLOOD_REQUESTS > 0) {
      toServer('mark');
      phase('flood: security log');
      flood = await floodSecurityLog(port, databaseUrl);
      toServer('report');
      floodReport = await server.next();
      phase('after the flood');
    }
    // Release archives that unpack to 256 MB past their end marker, 3 at a time (archiveBombs.ts).
    const bombs = await archiveBombs({ port, databaseUrl, phase });
    sampler.child.send('stop' satisfies ToSampler);
    const samples = (await sampler.next()) as FromSampler;

    const attack = Object.entries(samples.phases)
      .filter(([label]) => label.startsWith('attack'))
      .flatMap(([, times]) => times);
    const verdict = figures(attack).p99 < TARGET_P99_MS;
    console.log(`\nGET /api/health/live (one kept-alive connection, every 25 ms), one API process:`);
    console.log(line('at rest', samples.phases.rest ?? []));
    for (const [label, times] of Object.entries(samples.phases))
      if (label.startsWith('attack')) console.log(line(label, times));
    console.log(line('during the whole attack', attack));
    if (samples.failures) console.log(`  health calls that failed or got no 200: ${samples.failures}`);
    console.log(
      `\nEvent streams: ${STREAMS} asked (${STREAMS_PER_MEMBER} per member) in ${(openMs / 1000).toFixed(1)} s: ${count(streams.map((s) => s.status))}`,
    );
    console.log(
      `Exports (allOrder.csv, ${ORDERS.toLocaleString('en-US')} rows; ${EXPORTS} at once per round from ${attackers.length} members, ${ROUNDS} rounds): ${count(exportStatuses)}`,
    );
    console.log(
      `Lists (${LIST_ROWS.toLocaleString('en-US')} rows; ${EXPORTS} at once per round from ${listers.length} members): ${count(listStatuses)}`,
    );
    console.log(rounds.join('\n'));
    if (exportTimes.length) console.log(line('exports answered 200 (whole file)', exportTimes));
    if (listTimes.length) console.log(line('lists answered 200 (whole page)', listTimes));
    if (report.kind === 'report')
      console.log(
        `Server during the attack: event loop delay p50 ${report.loop.p50} ms, p99 ${report.loop.p99} ms, max ${report.loop.max} ms; RSS peak ${report.rssPeakMb} MB`,
      );
    console.log(
      `\n${verdict ? 'PASS' : 'FAIL'}: /api/health/live p99 during the attack ${figures(attack).p99.toFixed(1)} ms (target < ${TARGET_P99_MS} ms)`,
    );
    if (flood) {
      console.log(
        `\nSecurity-log flood: ${flood.requests.toLocaleString('en-US')} wrong sign-ins from one address, each with a new e-mail, 50 at a time, in ${flood.seconds.toFixed(1)} s: ${count(flood.statuses)}`,
      );
      console.log(
        `  security_events rows written: ${flood.rowsWritten} (${(flood.rowsWritten / flood.seconds).toFixed(1)} a second; one per request would be ${flood.requests.toLocaleString('en-US')})`,
      );
      console.log(line('health during the flood', samples.phases['flood: security log'] ?? []));
      console.log(line('health at rest (for comparison)', samples.phases.rest ?? []));
      if (floodReport?.kind === 'report')
        console.log(
          `  Server during the flood: event loop delay p50 ${floodReport.loop.p50} ms, p99 ${floodReport.loop.p99} ms, max ${floodReport.loop.max} ms; RSS peak ${floodReport.rssPeakMb} MB`,
        );
    }
    console.log(bombs.report(samples.phases));
    console.log(`Bench time ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    for (const stream of streams) stream.close();
    if (sampler && sampler.child.exitCode === null) sampler.child.kill();
    if (server) {
      if (server.child.connected) server.child.send('stop' satisfies ToServer);
      await exited(server.child);
    }
    await query(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    console.log(`Dropped ${name}.`);
  }
}

await main();
