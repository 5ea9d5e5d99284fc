/**
 * The archive-bomb round of bench/abuse (issue 44): a deploy token's holder uploads release archives that
 * are a valid tar followed by BENCH_ABUSE_BOMB_MB (256) MB of zeros after its end marker, gzipped to a few
 * hundred KB, three at a time in rounds a quarter second apart, for BENCH_ABUSE_BOMB_SECONDS (10) s, while
 * the sampler times GET /api/health/live. Before the fix one such upload held the server two minutes and ended in a 408; now
 * each is a 400 in a fraction of a second. It prints the uploads' answers and times, and the health call's
 * figures next to the idle ones just before (target: p99 at most 3 x idle).
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createGzip } from 'node:zlib';
import pg from 'pg';

const BOMB_MB = Number(process.env.BENCH_ABUSE_BOMB_MB ?? 256);
const BOMB_SECONDS = Number(process.env.BENCH_ABUSE_BOMB_SECONDS ?? 10);
const AT_ONCE = 3;
const IDLE_PHASE = 'idle, before the archive bombs';
const BOMB_PHASE = `archive bombs: ${AT_ONCE} uploads at once`;

/** One ustar header block, its checksum computed. */
function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0);
  block.write('0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write('14712345670\0', 136);
  block.fill(0x20, 148, 156);
  block.write('0', 156);
  block.write('ustar\0', 257, 'latin1');
  block.write('00', 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

/** A valid tar of a small mf-queues build (its manifest and entry), end marker included. */
function smallBuildTar(): Buffer {
  const files: [string, string][] = [
    [
      'mf-manifest.json',
      JSON.stringify({
        name: 'mf_queues',
        metaData: {
          buildInfo: { buildVersion: '9.9.9' },
          remoteEntry: { name: 'remoteEntry.js', path: '' },
          publicPath: 'auto',
        },
        shared: [],
        exposes: [],
      }),
    ],
    ['remoteEntry.js', 'var mf_queues = {};\n'],
  ];
  const blocks: Buffer[] = [];
  for (const [name, text] of files) {
    const body = Buffer.from(text);
    blocks.push(header(name, body.length), body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

/** The bomb: the tar, then `megabytes` MB of zeros, gzipped as a stream (never whole in memory). */
async function bomb(megabytes: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => gzip.on('end', resolve).on('error', reject));
  gzip.write(smallBuildTar());
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i += 1)
    if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once('drain', resolve));
  gzip.end();
  await done;
  return Buffer.concat(chunks);
}

function upload(port: number, token: string, archive: Buffer) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number; message: string }>((resolve) => {
    const call = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/releases/mf-queues',
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/gzip',
          'content-length': archive.length,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          let message = text.slice(0, 200);
          try {
            message = (JSON.parse(text) as { message?: string }).message ?? message;
          } catch {
            // not JSON: the text as it came
          }
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, message });
        });
      },
    );
    call.on('error', () => resolve({ status: -1, ms: performance.now() - started, message: '' }));
    call.end(archive);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function figures(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/**
 * Runs the round against the bench's server (its database at `databaseUrl`, where a deploy token for
 * mf-queues is added), naming the sampler's phases through `phase`. Returns what to print once the
 * sampler's figures are in.
 */
export async function archiveBombs(options: {
  port: number;
  databaseUrl: string;
  phase: (label: string) => void;
}): Promise<{ report(phases: Record<string, number[]>): string }> {
  const token = `edt_${randomBytes(32).toString('base64url')}`;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO deploy_tokens (app, token_hash, note) VALUES ('mf-queues', $1, 'bench')`,
      [createHash('sha256').update(token).digest('hex')],
    );
  } finally {
    await client.end();
  }
  const archive = await bomb(BOMB_MB);
  options.phase(IDLE_PHASE);
  await sleep(5000);
  options.phase(BOMB_PHASE);
  const answers: { status: number; ms: number; message: string }[] = [];
  const until = performance.now() + BOMB_SECONDS * 1000;
  let rounds = 0;
  // Rounds of three at once (what held the server for two minutes each before), a quarter second apart.
  do {
    answers.push(
      ...(await Promise.all(Array.from({ length: AT_ONCE }, () => upload(options.port, token, archive)))),
    );
    rounds += 1;
    await sleep(250);
  } while (performance.now() < until);
  options.phase('after the archive bombs');
  await sleep(500);

  return {
    report(phases) {
      const idle = figures(phases[IDLE_PHASE] ?? []);
      const during = figures(phases[BOMB_PHASE] ?? []);
      const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
      const row = (label: string, f: ReturnType<typeof figures>) =>
        `  ${label.padEnd(34)} ${String(f.n).padStart(5)} calls  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  max ${ms(f.max)}`;
      const statuses = new Map<string, number>();
      for (const answer of answers) {
        const key = `${answer.status === -1 ? 'no answer' : answer.status} ${answer.message}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
      const times = figures(answers.map((answer) => answer.ms));
      const ratio = idle.p99 > 0 ? during.p99 / idle.p99 : Infinity;
      return [
        `\nArchive bombs: a valid tar + ${BOMB_MB} MB of zeros after its end marker, ${(archive.length / 1024).toFixed(0)} KB gzipped; ${rounds} rounds of ${AT_ONCE} uploads at once, 250 ms apart, for ${BOMB_SECONDS} s`,
        ...[...statuses].map(([key, n]) => `  answered ${key} x${n}`),
        `  upload answered in p50 ${times.p50.toFixed(0)} ms, max ${times.max.toFixed(0)} ms`,
        `GET /api/health/live:`,
        row(IDLE_PHASE, idle),
        row(BOMB_PHASE, during),
        `${ratio <= 3 ? 'PASS' : 'FAIL'}: /api/health/live p99 during the bombs ${during.p99.toFixed(1)} ms = ${ratio.toFixed(1)} x idle ${idle.p99.toFixed(1)} ms (target <= 3 x)`,
      ].join('\n');
    },
  };
}
