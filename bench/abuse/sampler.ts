/**
 * The prober of bench/abuse, in a process of its own so the attack's client work never delays its
 * clock: GET /api/health/live over one kept-alive connection, one call every 25 ms (the next starts when
 * the last answered, or 25 ms after it started), each latency filed under the phase run.ts names.
 */
import http from 'node:http';

export type ToSampler = { phase: string } | 'stop';
export type FromSampler = { kind: 'samples'; phases: Record<string, number[]>; failures: number };

const port = Number(process.env.BENCH_ABUSE_PORT);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const phases: Record<string, number[]> = {};
let phase = 'warm-up';
let running = true;
let failures = 0;

function probe(): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health/live', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : null));
    });
    request.setTimeout(30_000, () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

const loop = (async () => {
  while (running) {
    const started = performance.now();
    const current = phase;
    const ms = await probe();
    if (ms === null) failures += 1;
    else (phases[current] ??= []).push(ms);
    const wait = 25 - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
})();

process.on('message', async (message: ToSampler) => {
  if (message === 'stop') {
    running = false;
    await loop;
    process.send!({ kind: 'samples', phases, failures } satisfies FromSampler);
    agent.destroy();
    process.exit(0);
  } else phase = message.phase;
});
process.send!('started');
