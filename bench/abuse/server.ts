/**
 * The server side of bench/abuse: ONE API process (the real app, its plugins and limits) on the bench's
 * seeded PostgreSQL database, listening on a free port. A child process of run.ts, so its event loop and
 * memory are its own; it reports its event loop delay and RSS between a 'mark' and a 'report'.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@earrival/api/app';
import { loadConfig } from '@earrival/api/config';
import { connectPostgres } from '@earrival/api/platform/db/connection';

export type ToServer = 'mark' | 'report' | 'stop';
export type FromServer =
  | { kind: 'ready'; port: number }
  | { kind: 'report'; loop: { p50: number; p99: number; max: number }; rssPeakMb: number };

const url = process.env.BENCH_ABUSE_URL!;
const config = { ...loadConfig({ ...process.env, DATABASE_URL: url }), seedDemo: false };
const database = connectPostgres(url);
// The bench measures the API under load, not the mail queue: this process only enqueues.
const app = await buildApp({ config: { ...config, jobs: { ...config.jobs, workers: false } }, database });
await app.listen({ port: 0, host: '127.0.0.1' });

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let rssPeak = process.memoryUsage().rss;
setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50).unref();

const send = (message: FromServer) => process.send!(message);
process.on('message', async (message: ToServer) => {
  if (message === 'mark') {
    loop.reset();
    rssPeak = process.memoryUsage().rss;
  } else if (message === 'report') {
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    send({
      kind: 'report',
      loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
      rssPeakMb: Math.round(rssPeak / 1048576),
    });
  } else {
    // run.ts closes its event streams first; whatever is still open does not hold the exit up.
    setTimeout(() => process.exit(0), 5000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  }
});
send({ kind: 'ready', port: (app.server.address() as AddressInfo).port });
