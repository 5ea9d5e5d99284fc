/**
 * One list call for 100,000 rows of Order History at a million orders: GET .../allOrder?limit=100000 (the
 * most the API sends in one page; the screens' 'All' fetches 500 rows at a time) through the real server in a child process (bench/export/server.ts), while another
 * client polls /api/health/live and a third lists a 10-row page, each every 20 ms. Prints the big page's
 * time to first byte, time and size, the server's event loop delay and RSS peak, and the two small calls'
 * latency during the big pages beside their latency at idle: does one client's big page stall the others?
 *
 *   npm run bench -- allpage     (BENCH_DATABASE_URL: the 1,000,000-order database bench/api uses)
 */
import http from 'node:http';
import { startBenchServer } from '../export/fork';
import { latencySummary, pollUntilStopped } from '../api/measure';
import { BENCH_DATABASE_URL } from '../api/millionOrders';

const ROUNDS = 3;
const BIG = 100_000;

/** One GET, the body counted and dropped: its status, bytes, time to first byte and total time (ms). */
function get(port: number, url: string, token?: string) {
  return new Promise<{ status: number; bytes: number; firstByte: number; total: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const request = http.get(
        { host: '127.0.0.1', port, path: url, headers: token ? { authorization: token } : {} },
        (response) => {
          let bytes = 0;
          let firstByte = 0;
          response.on('data', (chunk: Buffer) => {
            if (!bytes) firstByte = performance.now() - started;
            bytes += chunk.length;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              bytes,
              firstByte,
              total: performance.now() - started,
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    },
  );
}

/** Calls `url` every 20 ms until stopped. */
const poll = (port: number, url: string, token?: string) =>
  pollUntilStopped(async () => {
    const { status, total } = await get(port, url, token);
    if (status !== 200) throw new Error(`${url}: HTTP ${status}`);
    return total;
  }, 20);

async function main() {
  const server = startBenchServer(BENCH_DATABASE_URL);
  try {
    const ready = await server.next();
    if (ready.kind !== 'ready') throw new Error('The bench server did not start');
    const { port, token } = ready;
    const bigUrl = `/api/admin/get-orders-list/allOrder?page=1&limit=${BIG}&sort=order_id&order=desc`;
    const smallUrl = '/api/admin/get-orders-list/newOrder?page=1&limit=10&sort=name&order=asc';
    const warm = await get(port, bigUrl, token);
    if (warm.status !== 200) throw new Error(`The 'All' page answered HTTP ${warm.status}`);
    for (let i = 0; i < 50; i++) await get(port, smallUrl, token);

    // At idle: the two small calls alone, for the same number of rounds' time.
    const idleHealth = poll(port, '/api/health/live');
    const idleSmall = poll(port, smallUrl, token);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const [healthIdle, smallIdle] = [await idleHealth.stop(), await idleSmall.stop()];

    server.send('mark');
    const health = poll(port, '/api/health/live');
    const small = poll(port, smallUrl, token);
    const pages = [];
    for (let round = 0; round < ROUNDS; round++) pages.push(await get(port, bigUrl, token));
    const [healthBusy, smallBusy] = [await health.stop(), await small.stop()];
    server.send('report');
    const report = await server.next();
    if (report.kind !== 'report') throw new Error('No report from the bench server');

    console.log(
      `'All' page of allOrder, ${BIG.toLocaleString('en-US')} rows, ${ROUNDS} rounds one after another:`,
    );
    for (const page of pages)
      console.log(
        `  HTTP ${page.status}  ${(page.bytes / 1048576).toFixed(1)} MB  first byte ${page.firstByte.toFixed(0)} ms  whole ${page.total.toFixed(0)} ms`,
      );
    const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
    console.log(
      `  server RSS ${mb(report.rssStart)} MB at the start, peak ${mb(report.rssPeak)} MB (+${mb(report.rssPeak - report.rssStart)} MB)`,
    );
    console.log(
      `  event loop delay: p50 ${report.loop.p50} ms, p99 ${report.loop.p99} ms, max ${report.loop.max} ms`,
    );
    console.log(`/api/health/live  idle: ${latencySummary(healthIdle)}`);
    console.log(`                  busy: ${latencySummary(healthBusy)}`);
    console.log(`10-row list       idle: ${latencySummary(smallIdle)}`);
    console.log(`                  busy: ${latencySummary(smallBusy)}`);
  } finally {
    server.send('stop');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}

await main();
