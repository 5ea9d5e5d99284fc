/**
 * Uploads beside everything else: the latency of GET /api/health, polled every 50 ms, at idle and while
 * four 10 MB documents are uploaded at once (by four members), the upload throughput, and how much the
 * server's memory grows. The server and the uploading client each run in a child process, so this
 * process only times health calls and the server's figures are its own.
 *
 *   npm run bench -- upload    (BENCH_UPLOADS, BENCH_UPLOAD_MB, BENCH_ROUNDS, BENCH_IDLE_SECONDS change the load;
 *                               BENCH_DATABASE_URL runs the server on PostgreSQL instead of PGlite)
 *
 * Targets (issue 18): health p99 during uploads <= 3x idle, max < 250 ms, RSS growth < 100 MB per upload.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextMessage } from '../api/childMessages';
import { percentiles } from '../api/measure';
import type { FromServer, Report, ToServer } from './server';
import type { UploadJob, UploadResult } from './uploader';

const here = path.dirname(fileURLToPath(import.meta.url));
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 4);
const MB = Number(process.env.BENCH_UPLOAD_MB ?? 10);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
// The uploads are repeated, round after round, so the p99 under load rests on more than a few samples.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const POLL_MS = 50;

// BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there (open it in Chrome DevTools).
const profile = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];
const child = (file: string, extra: string[] = []) =>
  fork(path.join(here, file), [], { execArgv: ['--import', 'tsx', ...extra] });

/** Polls /api/health every POLL_MS until `stop()` says so; the latencies in ms. */
async function pollHealth(port: number, stop: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (!stop()) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    await response.arrayBuffer();
    const took = performance.now() - started;
    if (response.status !== 200) throw new Error(`health answered ${response.status}`);
    samples.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_MS - took)));
  }
  return samples;
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const server = child('server.ts', profile);
try {
  const ready = await nextMessage(server, (m) =>
    (m as FromServer).kind === 'ready' ? (m as FromServer & { kind: 'ready' }) : undefined,
  );
  const tokens = Array.from({ length: UPLOADS }, (_, i) => ready.tokens[i % ready.tokens.length]!);
  const mark = () => server.send('mark' satisfies ToServer);
  const report = async () => {
    server.send('report' satisfies ToServer);
    return nextMessage(server, (m) => ((m as FromServer).kind === 'report' ? (m as Report) : undefined));
  };

  const uploader = child('uploader.ts');
  await nextMessage(uploader, (m) => (m === 'ready' ? true : undefined));
  const job = { port: ready.port, tokens, orderId: ready.orderId };
  const uploaded = () => nextMessage(uploader, (m) => (m === 'ready' ? undefined : (m as UploadResult)));

  // Warm up: the first requests compile routes, queries and the reply serializers (one small upload
  // included), which is start-up work, not the uploads'. Then idle.
  let until = performance.now() + 1000;
  uploader.send({ ...job, tokens: tokens.slice(0, 1), size: 64 * 1024, rounds: 1 } satisfies UploadJob);
  await Promise.all([pollHealth(ready.port, () => performance.now() > until), uploaded()]);
  mark();
  until = performance.now() + IDLE_SECONDS * 1000;
  const idle = percentiles(await pollHealth(ready.port, () => performance.now() > until));
  const idleServer = await report();

  mark();
  let done = false;
  const finished = uploaded().finally(() => (done = true));
  uploader.send({ ...job, size: MB * 1024 * 1024, rounds: ROUNDS } satisfies UploadJob);
  const [busySamples, result] = await Promise.all([pollHealth(ready.port, () => done), finished]);
  uploader.send('exit');
  const busy = percentiles(busySamples);
  const busyServer = await report();
  const rss = { start: busyServer.rssStart, peak: busyServer.rssPeak };

  const growth = rss.peak - rss.start;
  const perUpload = growth / UPLOADS;
  const throughput = (ROUNDS * UPLOADS * MB) / result.seconds;
  console.log(
    `${UPLOADS} concurrent uploads of ${MB} MB (${ROUNDS} rounds), /api/health polled every ${POLL_MS} ms (${ready.database})\n`,
  );
  console.log('                          n        p50        p99        max');
  for (const [label, s] of [
    ['health at idle', idle],
    ['health during uploads', busy],
  ] as const) {
    console.log(`${label.padEnd(22)} ${String(s.n).padStart(4)} ${ms(s.p50)} ${ms(s.p99)} ${ms(s.max)}`);
  }
  console.log('\nserver event loop delay (from inside the server, 10 ms resolution):');
  for (const [label, r] of [
    ['at idle', idleServer],
    ['during uploads', busyServer],
  ] as const) {
    console.log(`${label.padEnd(22)}      ${ms(r.loop.p50)} ${ms(r.loop.p99)} ${ms(r.loop.max)}`);
  }
  const cpuPerMb = busyServer.cpuMs / (ROUNDS * UPLOADS * MB);
  const answered = [...new Set(result.statuses)].map(
    (s) => `${result.statuses.filter((x) => x === s).length} x ${s}`,
  );
  console.log(`\nuploads answered:      ${answered.join(', ')} in ${result.seconds.toFixed(2)} s`);
  console.log(`upload throughput:     ${throughput.toFixed(1)} MB/s (all uploads together)`);
  console.log(
    `server CPU time:       ${busyServer.cpuMs.toFixed(0)} ms (${cpuPerMb.toFixed(1)} ms per MB uploaded)`,
  );
  console.log(
    `server RSS:            ${mib(rss.start)} before, ${mib(rss.peak)} at peak: +${mib(growth)} (${mib(perUpload)} per upload)`,
  );
  const checks = [
    [`health p99 during uploads <= 3x idle (${ms(3 * idle.p99).trim()})`, busy.p99 <= 3 * idle.p99],
    ['health max during uploads < 250 ms', busy.max < 250],
    ['RSS growth < 100 MB per concurrent upload', perUpload < 100 * 1024 * 1024],
    ['every upload answered 200', result.statuses.every((s) => s === 200)],
  ] as const;
  console.log('\nverdict:');
  for (const [text, pass] of checks) console.log(`  ${pass ? 'met    ' : 'MISSED '} ${text}`);
} finally {
  server.send('stop' satisfies ToServer);
  await new Promise((resolve) => server.once('exit', resolve));
}
