/** Starts bench/export/server.ts (the real app on a database, listening on a free port) as a child process. */
import { fork } from 'node:child_process';
import path from 'node:path';
import type { FromServer, ToServer } from './server';

export function startBenchServer(databaseUrl: string) {
  const child = fork(path.join(import.meta.dirname, 'server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_EXPORT_URL: databaseUrl, LOG_LEVEL: 'warn' },
  });
  const next = () =>
    new Promise<FromServer>((resolve, reject) => {
      child.once('message', (message) => resolve(message as FromServer));
      child.once('exit', (code) => reject(new Error(`The bench server ended (${code})`)));
    });
  return { child, next, send: (message: ToServer) => child.send(message) };
}
