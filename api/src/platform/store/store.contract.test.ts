import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { localStore } from './local';
import { s3Store } from './s3';
import {
  RangeNotSatisfiableError,
  StoreUnavailableError,
  TooLargeError,
  readLater,
  type ObjectStore,
} from './store';
import { startTestS3, unreachableS3 } from './testing';

// A guard against a hang, not a speed limit: a test here took up to 2.0 s on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(30_000);

const MB = 1024 * 1024;

/** Bytes that differ from position to position, so a slice from the wrong offset cannot pass. */
const pattern = (size: number, seed = 0) => {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + seed) % 251;
  return bytes;
};

/** A source of `total` bytes in 64 KB chunks; `after(sent)` runs before each chunk (to abort or fail). */
function source(total: number, after?: (sent: number) => void | Promise<void>): Readable {
  const bytes = pattern(total);
  async function* chunks(): AsyncGenerator<Buffer> {
    for (let at = 0; at < total; at += 64 * 1024) {
      await after?.(at);
      yield bytes.subarray(at, Math.min(total, at + 64 * 1024));
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function keys(store: ObjectStore, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const object of store.list(prefix)) found.push(object.key);
  return found.sort();
}

type Made = { store: ObjectStore; close(): Promise<void> };
const implementations: Array<[string, () => Promise<Made>]> = [
  [
    'the DATA_DIR folder',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-contract-'));
      return { store: localStore(dataDir), close: async () => fs.rmSync(dataDir, { recursive: true }) };
    },
  ],
  [
    'S3 (s3rver on loopback)',
    async () => {
      const server = await startTestS3();
      const store = s3Store(server.config);
      return {
        store,
        async close() {
          await store.close();
          await server.close();
        },
      };
    },
  ],
];

describe.each(implementations)('the object store on %s', (_name, make) => {
  let made: Made;
  let store: ObjectStore;
  beforeAll(async () => {
    made = await make();
    store = made.store;
  }, 30_000);
  afterAll(() => made?.close());

  it('gives back the bytes it was given: a small put, and a 12 MB stream never held whole', async () => {
    const small = pattern(3000, 1);
    const put = await store.put('docs/1/small.pdf', small, { contentType: 'application/pdf' });
    expect(put.size).toBe(3000);
    expect(await readAll((await store.open('docs/1/small.pdf'))!.body)).toEqual(small);

    const streamed = await store.putStream('docs/1/big.pdf', source(12 * MB), { maxBytes: 12 * MB });
    expect(streamed.size).toBe(12 * MB);
    const opened = (await store.open('docs/1/big.pdf'))!;
    expect(opened.size).toBe(12 * MB);
    expect(opened.etag).toBe(streamed.etag);
    expect(sha(await readAll(opened.body))).toBe(sha(pattern(12 * MB)));
    expect(await store.stat('docs/1/big.pdf')).toMatchObject({ size: 12 * MB, etag: streamed.etag });
    expect(await keys(store, 'docs/1/')).toEqual(['docs/1/big.pdf', 'docs/1/small.pdf']);
  }, 60_000);

  it('cuts a stream one byte past maxBytes: TooLargeError, and nothing under the key', async () => {
    await expect(store.putStream('docs/2/cut.pdf', source(7 * MB), { maxBytes: 6 * MB })).rejects.toThrow(
      TooLargeError,
    );
    await expect(store.putStream('docs/2/small-cut.pdf', source(1000), { maxBytes: 999 })).rejects.toThrow(
      TooLargeError,
    );
    expect(await store.stat('docs/2/cut.pdf')).toBeNull();
    expect(await store.stat('docs/2/small-cut.pdf')).toBeNull();
    expect(await keys(store, 'docs/2/')).toEqual([]);
  }, 30_000);

  it('stores nothing when the write is aborted, or when the source fails, and says why', async () => {
    const abort = new AbortController();
    const aborted = store.putStream(
      'docs/3/aborted.pdf',
      source(9 * MB, (sent) => {
        if (sent >= 6 * MB) abort.abort(new Error('deadline'));
      }),
      { signal: abort.signal },
    );
    await expect(aborted).rejects.toThrow('deadline');
    const broken = store.putStream(
      'docs/3/broken.pdf',
      source(9 * MB, (sent) => {
        if (sent >= 6 * MB) throw new Error('the client went away');
      }),
    );
    await expect(broken).rejects.toThrow('the client went away');
    expect(await keys(store, 'docs/3/')).toEqual([]);
  }, 30_000);

  it('reads ranges: start-end, open-ended, suffix; one past the end is not satisfiable', async () => {
    const bytes = pattern(1000, 3);
    await store.put('docs/4/range.pdf', bytes);
    const read = async (range: Parameters<ObjectStore['open']>[1]) => {
      const opened = (await store.open('docs/4/range.pdf', range))!;
      return { range: opened.range, size: opened.size, bytes: await readAll(opened.body) };
    };
    expect(await read({ range: { start: 10, end: 19 } })).toEqual({
      range: { start: 10, end: 19 },
      size: 1000,
      bytes: bytes.subarray(10, 20),
    });
    expect(await read({ range: { start: 990 } })).toMatchObject({ range: { start: 990, end: 999 } });
    expect((await read({ range: { start: 995, end: 5000 } })).bytes).toEqual(bytes.subarray(995));
    expect(await read({ range: { suffix: 100 } })).toEqual({
      range: { start: 900, end: 999 },
      size: 1000,
      bytes: bytes.subarray(900),
    });
    expect((await read({ range: { suffix: 5000 } })).bytes).toEqual(bytes);
    for (const range of [{ start: 1000 }, { start: 4000, end: 5000 }, { suffix: 0 }]) {
      const refused = await store.open('docs/4/range.pdf', { range }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RangeNotSatisfiableError);
      expect((refused as RangeNotSatisfiableError).size).toBe(1000);
    }
  });

  it('keeps the ETag while the bytes stay, and changes it when they change', async () => {
    const first = await store.put('docs/5/invoice.pdf', pattern(500, 1));
    expect(first.etag).toMatch(/^"/);
    expect((await store.stat('docs/5/invoice.pdf'))!.etag).toBe(first.etag);
    const opened = (await store.open('docs/5/invoice.pdf'))!;
    opened.body.destroy();
    expect(opened.etag).toBe(first.etag);
    expect((await store.stat('docs/5/invoice.pdf'))!.etag).toBe(first.etag);
    // Same size, other bytes.
    const second = await store.put('docs/5/invoice.pdf', pattern(500, 2));
    expect(second.etag).not.toBe(first.etag);
    expect((await store.stat('docs/5/invoice.pdf'))!.etag).toBe(second.etag);
    expect(await readAll((await store.open('docs/5/invoice.pdf'))!.body)).toEqual(pattern(500, 2));
  });

  it('removes; a missing key is null, removing it again is no error; lists by namespace', async () => {
    await store.put('outbox/20261124-first-a@b.eml', Buffer.from('Subject: hi\r\n\r\nhello\r\n'));
    await store.put('docs/6/gone.pdf', pattern(10));
    expect(await keys(store, 'outbox/')).toEqual(['outbox/20261124-first-a@b.eml']);
    await store.remove('docs/6/gone.pdf');
    await store.remove('docs/6/gone.pdf');
    expect(await store.stat('docs/6/gone.pdf')).toBeNull();
    expect(await store.open('docs/6/gone.pdf')).toBeNull();
    expect(await store.open('docs/6/gone.pdf', { range: { start: 0 } })).toBeNull();
    expect(await store.stat('docs/404/never.pdf')).toBeNull();
  });

  it('reads a stream lazily: nothing opens until the reader asks, and a missing key fails the stream', async () => {
    await store.put('docs/7/lazy.pdf', pattern(2000, 4));
    expect(await readAll(readLater(store, 'docs/7/lazy.pdf'))).toEqual(pattern(2000, 4));
    readLater(store, 'docs/7/lazy.pdf').destroy();
    await expect(readAll(readLater(store, 'docs/7/none.pdf'))).rejects.toThrow(
      'The stored file docs/7/none.pdf is missing',
    );
  });

  it('refuses keys outside its namespaces, and names that could climb out of one', async () => {
    for (const key of [
      '../etc/passwd',
      'docs/../x',
      'docs/1/..',
      'other/1/x.pdf',
      'docs/1/.hidden',
      'docs',
    ]) {
      expect(await store.stat(key)).toBeNull();
      expect(await store.open(key)).toBeNull();
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Not a valid store key');
    }
  });

  it('passes its readiness check (a probe object written and removed)', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    expect(await keys(store, 'docs/')).not.toContainEqual(expect.stringContaining('probe'));
  });
});

describe('an S3 store that cannot be reached', () => {
  let store: ObjectStore;
  beforeAll(async () => {
    store = s3Store(await unreachableS3(), { maxAttempts: 1, connectTimeoutMs: 1000 });
  });
  afterAll(() => store.close());

  // Fails at once is behaviour here, not a stopwatch: one try (maxAttempts 1), and the cause is the refused
  // connection (ECONNREFUSED), not a timeout or a retry that waited.
  it('answers every call with StoreUnavailableError from the refused connection, with a 503 message for people', async () => {
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['put', () => store.put('docs/1/a.pdf', Buffer.from('%PDF-'))],
      ['putStream', () => store.putStream('docs/1/b.pdf', source(200_000), { maxBytes: MB })],
      ['open', () => store.open('docs/1/a.pdf')],
      ['stat', () => store.stat('docs/1/a.pdf')],
      ['check', () => store.check()],
    ];
    for (const [name, call] of calls) {
      const error = await call().catch((caught: unknown) => caught);
      expect([name, error]).toEqual([name, expect.any(StoreUnavailableError)]);
      const unavailable = error as StoreUnavailableError;
      expect(unavailable.kind).toBe('unavailable');
      expect(unavailable.message).toMatch(/^The file store cannot be reached right now/);
      expect(unavailable.detail).toMatch(/ECONNREFUSED/);
    }
  });
});

describe('an S3 store whose bucket does not exist yet', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  beforeAll(async () => {
    s3 = await startTestS3('earrival-fresh', { made: false });
  });
  afterAll(() => s3.close());

  it('fails its readiness check naming the missing bucket, unless S3_CREATE_BUCKET lets it make the bucket', async () => {
    const strict = s3Store(s3.config, { maxAttempts: 1 });
    const refused = (await strict.check().catch((caught: unknown) => caught)) as StoreUnavailableError;
    expect(refused).toBeInstanceOf(StoreUnavailableError);
    expect(refused.detail).toMatch(/NoSuchBucket/);
    // Two processes starting together both make it: one creates, the other finds it made. With the SDK's
    // retries, as a server runs: s3rver may answer a request that races the other's CreateBucket with a 500.
    const makers = [1, 2].map(() => s3Store({ ...s3.config, createBucket: true }));
    await Promise.all(makers.map((maker) => maker.check()));
    await strict.put('docs/1/a.pdf', Buffer.from('%PDF-1.7'));
    expect((await strict.stat('docs/1/a.pdf'))?.size).toBe(8);
    await Promise.all([strict, ...makers].map((store) => store.close()));
  });
});
