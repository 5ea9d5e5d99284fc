/**
 * Export CSV at scale: a fresh PostgreSQL database of its own (created, seeded with `npm run seed`,
 * dropped at the end), the real server in a child process, and one client downloading
 * GET /api/admin/export/allOrder.csv whole while another polls /api/health/live every 100 ms.
 * Prints rows/s, MB/s, the server's RSS at the start and its peak during the export, its event loop
 * delay, and the health call's latency during the export (does the export stall other requests?).
 *
 *   npm run bench -- export                     (1,000,000 orders; BENCH_EXPORT_ORDERS=200000 for fewer)
 *   BENCH_POSTGRES=postgres://postgres@127.0.0.1:5432/postgres   the server to create the database on
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { latencySummary, pollUntilStopped } from '../api/measure';
import { startBenchServer } from './fork';

const here = import.meta.dirname;
const root = path.resolve(here, '..', '..');
const orders = Number(process.env.BENCH_EXPORT_ORDERS ?? 1_000_000);
const serverUrl = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `earrival_bench_export_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Downloads the export, counting bytes and lines, without keeping them. */
function download(port: number, token: string, folder = 'allOrder') {
  return new Promise<{ bytes: number; lines: number; status: number }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: `/api/admin/export/${folder}.csv`, headers: { authorization: token } },
      (response) => {
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        });
        response.on('end', () => resolve({ bytes, lines, status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** Calls /api/health/live every 100 ms until stopped. */
const pollHealth = (port: number) =>
  pollUntilStopped(async () => {
    const started = performance.now();
    await new Promise<void>((resolve) =>
      http.get({ host: '127.0.0.1', port, path: '/api/health/live' }, (response) => {
        response.resume();
        response.on('end', () => resolve());
      }),
    );
    return performance.now() - started;
  }, 100);

async function main() {
  console.log(`Creating ${name} and seeding ${orders.toLocaleString('en-US')} orders (npm run seed)...`);
  await admin(`CREATE DATABASE ${name}`);
  let server: ReturnType<typeof startBenchServer> | undefined;
  try {
    const seeded = spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'api', 'src', 'cli', 'seed', 'run.ts'), '--orders', String(orders)],
      { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    if (seeded.status !== 0) throw new Error('Seeding failed');

    server = startBenchServer(databaseUrl);
    const ready = await server.next();
    if (ready.kind !== 'ready') throw new Error('The bench server did not start');
    // One small export first, so the measured one runs warm (compiled routes, connections open).
    await download(ready.port, ready.token, 'chargeBack');
    server.send('mark');
    const health = pollHealth(ready.port);
    const started = performance.now();
    const result = await download(ready.port, ready.token);
    const seconds = (performance.now() - started) / 1000;
    const healthTimes = await health.stop();
    server.send('report');
    const report = await server.next();
    if (report.kind !== 'report') throw new Error('No report from the bench server');

    const rows = result.lines - 1;
    console.log(`\nExport CSV of allOrder, ${rows.toLocaleString('en-US')} rows (HTTP ${result.status}):`);
    console.log(`  time            ${seconds.toFixed(1)} s`);
    console.log(`  rows/s          ${Math.round(rows / seconds).toLocaleString('en-US')}`);
    console.log(`  size            ${mb(result.bytes)} MB (${mb(result.bytes / seconds)} MB/s)`);
    console.log(
      `  server RSS      ${mb(report.rssStart)} MB at the start, peak ${mb(report.rssPeak)} MB (+${mb(report.rssPeak - report.rssStart)} MB)`,
    );
    const every = Math.max(1, Math.ceil(report.rssSamples.length / 12));
    const samples = report.rssSamples
      .filter((_, i) => i % every === 0)
      .map((rss) => Math.round(rss / 1048576));
    if (samples.length) console.log(`  RSS over time   ${samples.join(' ')} MB (every ${every} s)`);
    console.log(
      `  event loop      p50 ${report.loop.p50} ms, p99 ${report.loop.p99} ms, max ${report.loop.max} ms`,
    );
    console.log(`  /api/health/live during the export: ${latencySummary(healthTimes)}`);
    if (rows !== orders) console.log(`  NOTE: ${orders} orders seeded but ${rows} rows exported`);
  } finally {
    if (server) {
      server.send('stop');
      await new Promise((resolve) => server!.child.once('exit', resolve));
    }
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    console.log(`Dropped ${name}.`);
  }
}

await main();
