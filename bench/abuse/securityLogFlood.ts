/**
 * The security-log flood of bench/abuse (issue 44): one address sends BENCH_ABUSE_FLOOD wrong sign-ins
 * (2,000), FLOOD_WIDTH at a time, each with an e-mail never typed before, so every refusal is a new
 * "once per address and e-mail" key and only the log's write budget per address stands between the
 * flood and the table (kept a year, append-only). Counts the security_events rows the flood wrote; the
 * caller files /api/health/live's latencies under its phase.
 */
import http from 'node:http';
import pg from 'pg';

export const FLOOD_REQUESTS = Number(process.env.BENCH_ABUSE_FLOOD ?? 2000);
const FLOOD_WIDTH = 50;

function signIn(port: number, email: string): Promise<number> {
  const payload = JSON.stringify({ email, password: 'not-the-password' });
  return new Promise((resolve) => {
    const call = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/admin/admin-login',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(-1));
      },
    );
    call.on('error', () => resolve(-1));
    call.end(payload);
  });
}

async function rowCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM security_events');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

export interface FloodFigures {
  requests: number;
  statuses: number[];
  seconds: number;
  rowsWritten: number;
}

/** Sends the flood and answers what came of it (the rows it added to security_events among them). */
export async function floodSecurityLog(port: number, databaseUrl: string): Promise<FloodFigures> {
  const before = await rowCount(databaseUrl);
  const started = performance.now();
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: FLOOD_WIDTH }, async () => {
      while (next < FLOOD_REQUESTS) {
        const index = next++;
        statuses.push(await signIn(port, `flood-${index}-${process.pid}@bench.example`));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { requests: FLOOD_REQUESTS, statuses, seconds, rowsWritten: (await rowCount(databaseUrl)) - before };
}
