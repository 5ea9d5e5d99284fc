import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { DomainError } from '../errors';

/**
 * Where the server keeps files: stored documents (Resend Mail attaches the stored document again) and the mail outbox. Two
 * implementations behave the same (store.contract.test.ts): the folder in DATA_DIR (local.ts) and any
 * S3-compatible service (s3.ts); app.store is the one chosen by the configuration (plugin.ts).
 *
 * Keys are '<namespace>/<name>[/<name>...]', e.g. 'docs/<orderId>/<file1>' (documents.ts builds those).
 * Every name is one safe segment, so a key can never point outside its namespace.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Where the files go, without credentials (for logs and the health report). */
  readonly target: string;
  /** Writes a small object whole (a seeded document, an .eml), replacing any object under that key. */
  put(key: string, bytes: Uint8Array, options?: PutOptions): Promise<ObjectInfo>;
  /**
   * Writes a stream chunk by chunk, never holding it whole. Past `maxBytes` (TooLargeError), on the signal
   * or on any error of the source or the store, the write is abandoned and the error thrown: nothing is
   * stored under the key, and a reader never sees a half-written object.
   */
  putStream(key: string, content: Readable, options?: StreamOptions): Promise<ObjectInfo>;
  /**
   * The object's bytes as a stream (the caller reads or destroys it), or null when there is none. With a
   * range, only those bytes; a range that starts past the end throws RangeNotSatisfiableError.
   */
  open(key: string, options?: { range?: RangeRequest }): Promise<OpenedObject | null>;
  /** Size and ETag, or null when there is no such object (the existence check). */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; no object is not an error. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (a namespace, e.g. 'outbox/'), in no particular order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Resolves when the store can be written (a probe object is put and removed); else StoreUnavailableError. */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface ObjectInfo {
  /** The whole object's size in bytes. */
  size: number;
  /** Quoted as HTTP sends it; the same for the same stored bytes, different once they change. */
  etag: string;
  contentType?: string;
}

export interface OpenedObject extends ObjectInfo {
  body: Readable;
  /** The bytes `body` holds, when a range was asked for (inclusive); absent: the whole object. */
  range?: ByteRange;
}

export interface ListedObject {
  key: string;
  size: number;
}

export interface PutOptions {
  contentType?: string;
}

export interface StreamOptions extends PutOptions {
  /** Cut the stream (TooLargeError) as soon as more than this many bytes have come. */
  maxBytes?: number;
  /** Abandons the write (e.g. the upload's deadline). */
  signal?: AbortSignal;
}

/** One range of an HTTP Range header: 'bytes=start-end', 'bytes=start-' or the last bytes 'bytes=-suffix'. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

export interface ByteRange {
  start: number;
  end: number;
}

/** The stream passed the size limit; it was cut there and nothing was kept (the route answers 413). */
export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The stream is larger than ${maxBytes} bytes`);
    this.name = 'TooLargeError';
  }
}

/**
 * Passes a stream's bytes on, counting them: the first chunk past maxBytes fails it with TooLargeError, so
 * the cut comes as the bytes pass, not after the end.
 */
export function byteLimit(maxBytes: number): { stream: Transform; size: () => number } {
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) done(new TooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
  return { stream, size: () => size };
}

/** A pass-through that hashes (SHA-256, hex) and counts the bytes that flow through it. */
export function hashingStream(): { stream: Transform; digest: () => string; size: () => number } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex'), size: () => size };
}

/** The range starts past the object's end (HTTP 416 with Content-Range: bytes *\/size). */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`The requested range is not satisfiable (the file has ${size} bytes)`);
    this.name = 'RangeNotSatisfiableError';
  }
}

const UNAVAILABLE = {
  write: 'The file store cannot be reached right now, so nothing was stored. Please try again in a moment.',
  read: 'The file store cannot be reached right now, so the file cannot be read. Please try again in a moment.',
};

/**
 * The store is down, unreachable or refuses us (credentials, bucket). A domain error of kind
 * 'unavailable', so every route answers it as a 503 envelope with this message; the technical cause
 * (kept in `cause` and `detail`) goes to the log only (plugin.ts), never to the caller.
 */
export class StoreUnavailableError extends DomainError {
  constructor(
    readonly operation: keyof typeof UNAVAILABLE,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super('unavailable', UNAVAILABLE[operation], 10);
    this.name = 'StoreUnavailableError';
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

export const NAMESPACES = ['docs', 'outbox', 'releases'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** One path segment: no slash, no leading dot (the local store's hidden part files), nothing special. */
const SEGMENT = /^[A-Za-z0-9_@][A-Za-z0-9._@ -]{0,200}$/;

/** The key's namespace and names, or null when it cannot be a key of ours. */
export function splitKey(key: string): { namespace: Namespace; names: string[] } | null {
  if (key.length > 1000) return null;
  const [namespace, ...names] = key.split('/');
  if (!NAMESPACES.includes(namespace as Namespace) || !names.length) return null;
  if (!names.every((name) => SEGMENT.test(name) && !name.includes('..'))) return null;
  return { namespace: namespace as Namespace, names };
}

export function requireKey(key: string): void {
  if (!splitKey(key)) throw new Error(`Not a valid store key: ${JSON.stringify(key)}`);
}

/** A prefix to list: a namespace followed by '/', then any start of a key. */
export function checkPrefix(prefix: string): Namespace {
  const namespace = prefix.slice(0, prefix.indexOf('/'));
  if (!NAMESPACES.includes(namespace as Namespace) || prefix.includes('..'))
    throw new Error(`Not a valid store prefix: ${JSON.stringify(prefix)}`);
  return namespace as Namespace;
}

/** The bytes a range stands for in an object of `size` bytes, or null when none of them exist. */
export function resolveRange(range: RangeRequest, size: number): ByteRange | null {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) return null;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** An ETag in the quoted form HTTP uses (some servers send it bare). */
export const quotedEtag = (etag: string) => (/^(W\/)?"/.test(etag) ? etag : `"${etag}"`);

/**
 * The object's bytes, opened only when first read. A mail whose provider fails before it reads its
 * attachment thus holds no file handle or store connection, and destroying the stream closes whatever
 * was opened. A missing object fails the stream with a clear message.
 */
export function readLater(store: ObjectStore, key: string): Readable {
  async function* bytes(): AsyncGenerator<Buffer> {
    const opened = await store.open(key);
    if (!opened) throw new Error(`The stored file ${key} is missing`);
    yield* opened.body;
  }
  return Readable.from(bytes(), { objectMode: false });
}
