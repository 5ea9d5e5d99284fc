/**
 * The server side of bench/export (a child process of run.ts, so its memory is measured alone): the real
 * app on the bench's PostgreSQL database, listening on a free port, with an Admin's token. It samples its
 * RSS every 20 ms and reports the start and the peak since the last mark.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@earrival/api/app';
import { loadConfig } from '@earrival/api/config';
import { connectPostgres } from '@earrival/api/platform/db/connection';
import { sessionToken } from '@earrival/api/testing/fixtures';

export type ToServer = 'mark' | 'report' | 'stop';
export type FromServer =
  | { kind: 'ready'; port: number; token: string }
  | {
      kind: 'report';
      rssStart: number;
      rssPeak: number;
      /** RSS every second since the mark: flat memory is a flat line here. */
      rssSamples: number[];
      loop: { p50: number; p99: number; max: number };
    };

const url = process.env.BENCH_EXPORT_URL!;
const config = { ...loadConfig({ ...process.env, DATABASE_URL: url }), seedDemo: false };
// The bench measures the export, not the mail queue: this process only enqueues.
const database = connectPostgres(url);
const app = await buildApp({ config: { ...config, jobs: { ...config.jobs, workers: false } }, database });
const admin = await database.db
  .selectFrom('team_members')
  .selectAll()
  .where('type', '=', 'Admin')
  .orderBy('id')
  .executeTakeFirstOrThrow();
const token = await sessionToken({ db: database.db, config }, admin, { userAgent: 'bench' });
await app.listen({ port: 0, host: '127.0.0.1' });

let rssStart = process.memoryUsage().rss;
let rssPeak = rssStart;
let rssSamples: number[] = [];
let ticks = 0;
setInterval(() => {
  const rss = process.memoryUsage().rss;
  rssPeak = Math.max(rssPeak, rss);
  ticks += 1;
  if (ticks % 50 === 0) rssSamples.push(rss);
}, 20).unref();
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

const send = (message: FromServer) => process.send!(message);
process.on('message', async (message: ToServer) => {
  if (message === 'mark') {
    rssStart = process.memoryUsage().rss;
    rssPeak = rssStart;
    rssSamples = [];
    ticks = 0;
    loop.reset();
  } else if (message === 'report') {
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    send({
      kind: 'report',
      rssStart,
      rssPeak,
      rssSamples,
      loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    });
  } else {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
send({ kind: 'ready', port: (app.server.address() as AddressInfo).port, token });
