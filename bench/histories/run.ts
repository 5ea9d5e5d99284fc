/**
 * Long order histories: one order with 20,000 comments and 20,000 downloads. Prints the order detail's
 * answer size and latency (p50/p99 over 50 calls), the paged history call's latency, and the time to
 * render Defence Pack 2 while a client polls GET /api/health every 50 ms (health p50/p99/max during the
 * render and at idle). The server runs in a child process (server.ts) listening on a port, so the
 * figures are what a client sees and the server's event loop is its own.
 *
 *   npm run bench -- histories          (embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- histories   (a schema of its own there)
 *
 * BENCH_COMMENTS, BENCH_DOWNLOADS (20,000 each), BENCH_DETAIL_CALLS (50), BENCH_PACKS (3 renders),
 * BENCH_IDLE_SECONDS (5), BENCH_WHOLE=0 skips measuring the whole-history detail of before.
 * Targets (issue 18, item 6): detail < 100 KB and < 50 ms; health p99 < 250 ms while Pack 2 renders.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextMessage } from '../api/childMessages';
import { percentiles } from '../api/measure';
import type { FromServer, Ready, Report, ToServer } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));
const DETAIL_CALLS = Number(process.env.BENCH_DETAIL_CALLS ?? 50);
const PAGE_CALLS = 20;
const PACKS = Number(process.env.BENCH_PACKS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const POLL_MS = 50;
const TARGET = { detailKB: 100, detailMs: 50, healthP99: 250 };

interface Answer {
  status: number;
  /** Bytes of the body as sent (compressed when asked for). */
  bytes: number;
  body: Buffer;
  ms: number;
}

/** One request over a fresh connection, the body left as sent (no decompression). */
function request(
  port: number,
  method: 'GET' | 'POST',
  target: string,
  { token, body, gzip = false }: { token?: string; body?: object; gzip?: boolean } = {},
): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent: false,
        headers: {
          'accept-encoding': gzip ? 'gzip' : 'identity',
          ...(token ? { authorization: token } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            bytes: all.length,
            body: all,
            ms: performance.now() - started,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Polls /api/health every POLL_MS until `stop()` says so; the latencies in ms. */
async function pollHealth(port: number, stop: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (!stop()) {
    const answer = await request(port, 'GET', '/api/health');
    if (answer.status !== 200) throw new Error(`health answered ${answer.status}`);
    samples.push(answer.ms);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_MS - answer.ms)));
  }
  return samples;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'MEETS' : 'MISSES');
const line = (label: string, text: string) => console.log(`${label.padEnd(46)} ${text}`);

const server = fork(path.join(here, 'server.ts'), [], { execArgv: ['--import', 'tsx'] });
const verdicts: string[] = [];
try {
  console.log('bench/histories: seeding the long order...');
  const ready = await nextMessage(server, (m) =>
    (m as FromServer).kind === 'ready' ? (m as Ready) : undefined,
  );
  const { port, token, orderId } = ready;
  const mark = () => server.send('mark' satisfies ToServer);
  const report = async () => {
    server.send('report' satisfies ToServer);
    return nextMessage(server, (m) => ((m as FromServer).kind === 'report' ? (m as Report) : undefined));
  };
  console.log(`database: ${ready.database}`);
  console.log(
    `order ${orderId}: ${ready.comments.toLocaleString('en-US')} comments (+ their events), ` +
      `${ready.downloads.toLocaleString('en-US')} downloads, 40 mails, 1 upload; made in ${ms(ready.seedMs)}`,
  );
  if (ready.whole) {
    line(
      'before: detail with whole histories',
      `${kb(ready.whole.bytes)} (${(ready.whole.bytes / 1024 / 1024).toFixed(1)} MB), built in ${ms(ready.whole.ms)}`,
    );
  }

  // The detail call.
  const detailPath = `/api/admin/get-orders-details/${orderId}`;
  for (let i = 0; i < 5; i++) await request(port, 'GET', detailPath, { token });
  const detailTimes: number[] = [];
  let detail: Answer | undefined;
  for (let i = 0; i < DETAIL_CALLS; i++) {
    detail = await request(port, 'GET', detailPath, { token });
    if (detail.status !== 200) throw new Error(`detail answered ${detail.status}: ${detail.body}`);
    detailTimes.push(detail.ms);
  }
  const parsed = JSON.parse(detail!.body.toString()).data as {
    remark: unknown[];
    downloadHistory: unknown[];
    activity: unknown[];
    totals: Record<string, number>;
  };
  const gz = await request(port, 'GET', detailPath, { token, gzip: true });
  const d = percentiles(detailTimes);
  line('detail answer (JSON as sent, uncompressed)', `${kb(detail!.bytes)}; gzip ${kb(gz.bytes)}`);
  line(
    '  carries',
    `${parsed.remark.length} comments, ${parsed.downloadHistory.length} downloads, ${parsed.activity.length} activity lines; ` +
      `totals ${JSON.stringify(parsed.totals)}`,
  );
  line(`detail latency (${d.n} calls)`, `p50 ${ms(d.p50)}, p99 ${ms(d.p99)}, max ${ms(d.max)}`);
  verdicts.push(
    `detail size ${kb(detail!.bytes)} < ${TARGET.detailKB} KB: ${verdict(detail!.bytes < TARGET.detailKB * 1024)}`,
    `detail p50 ${ms(d.p50)} < ${TARGET.detailMs} ms: ${verdict(d.p50 < TARGET.detailMs)} ` +
      `(p99 ${ms(d.p99)}: ${verdict(d.p99 < TARGET.detailMs)})`,
  );

  // The paged history call.
  const pages: Array<[string, string]> = [
    ['comments, newest 200 (page 1)', 'comments?page=1&limit=200'],
    ['comments, oldest 200 (page 1, asc)', 'comments?page=1&limit=200&order=asc'],
    ['comments, deepest page (page 100 of 200)', 'comments?page=100&limit=200'],
    ['downloads, newest 200', 'downloads?page=1&limit=200'],
    ['activity, newest 200', 'activity?page=1&limit=200'],
    ['activity, page 100 of 200 (desc)', 'activity?page=100&limit=200'],
  ];
  for (const [label, query] of pages) {
    const target = `/api/admin/order-history/${orderId}/${query}`;
    const times: number[] = [];
    let last: Answer | undefined;
    for (let i = 0; i < PAGE_CALLS + 2; i++) {
      last = await request(port, 'GET', target, { token });
      if (last.status !== 200) throw new Error(`${target} answered ${last.status}: ${last.body}`);
      if (i >= 2) times.push(last.ms);
    }
    const s = percentiles(times);
    line(`paged: ${label}`, `p50 ${ms(s.p50)}, p99 ${ms(s.p99)} (${kb(last!.bytes)})`);
  }

  // Health at idle, then while Defence Pack 2 renders.
  let stop = false;
  setTimeout(() => (stop = true), IDLE_SECONDS * 1000);
  mark();
  const idle = percentiles(await pollHealth(port, () => stop));
  const idleLoop = await report();
  line(
    `health at idle (${idle.n} polls)`,
    `p50 ${ms(idle.p50)}, p99 ${ms(idle.p99)}, max ${ms(idle.max)}; server loop delay max ${ms(idleLoop.loop.max)}`,
  );

  const renders: number[] = [];
  const during: number[] = [];
  let packBytes = 0;
  let packError = '';
  mark();
  for (let i = 0; i < PACKS; i++) {
    let done = false;
    const polling = pollHealth(port, () => done);
    const pack = await request(port, 'POST', '/api/admin/get-defence-pack-pdf', {
      token,
      body: { orderId, defencePackType: 2 },
    });
    done = true;
    during.push(...(await polling));
    if (pack.status !== 200) {
      packError = `Pack 2 answered ${pack.status}: ${pack.body.toString().slice(0, 200)}`;
      break;
    }
    renders.push(pack.ms);
    packBytes = pack.bytes;
  }
  const packLoop = await report();
  if (packError) console.log(packError);
  if (renders.length) {
    const r = percentiles(renders);
    const h = percentiles(during);
    line(
      `Defence Pack 2 (${renders.length} renders)`,
      `p50 ${ms(r.p50)}, max ${ms(r.max)}; ${kb(packBytes)} PDF`,
    );
    line(
      `health during the renders (${h.n} polls)`,
      `p50 ${ms(h.p50)}, p99 ${ms(h.p99)}, max ${ms(h.max)}; server loop delay max ${ms(packLoop.loop.max)}`,
    );
    verdicts.push(
      `health p99 during Pack 2 ${ms(h.p99)} < ${TARGET.healthP99} ms: ${verdict(h.p99 < TARGET.healthP99)}`,
    );
  } else {
    verdicts.push('health during Pack 2: not measured (the render failed)');
  }
  console.log('\nverdicts (targets of issue 18, item 6):');
  for (const v of verdicts) console.log(`  ${v}`);
} finally {
  server.send('stop' satisfies ToServer);
  await new Promise((resolve) => server.once('exit', resolve));
}
