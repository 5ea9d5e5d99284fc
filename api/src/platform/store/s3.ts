import { randomBytes } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config';
import {
  RangeNotSatisfiableError,
  StoreUnavailableError,
  byteLimit,
  checkPrefix,
  quotedEtag,
  requireKey,
  resolveRange,
  splitKey,
  type ObjectInfo,
  type ObjectStore,
} from './store';

export interface S3StoreOptions {
  /** Tries per request (the SDK retries network errors and 5xx with backoff). */
  maxAttempts?: number;
  /** How long a connection may take to open: an unreachable store answers 503 within about this. */
  connectTimeoutMs?: number;
  /** How long a socket may stay idle in the middle of a request. */
  requestTimeoutMs?: number;
}

/** S3's smallest multipart part: a streamed upload holds at most PART_SIZE x QUEUE_SIZE bytes at a time. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

type S3Failure = { name?: string; $metadata?: { httpStatusCode?: number }; code?: string; message?: string };
const statusOf = (error: unknown) => (error as S3Failure | null)?.$metadata?.httpStatusCode;
/** A missing key (GET answers NoSuchKey, HEAD a bare 404); a missing bucket is a configuration fault. */
const isMissing = (error: unknown) =>
  (error as S3Failure).name !== 'NoSuchBucket' &&
  ((error as S3Failure).name === 'NoSuchKey' || statusOf(error) === 404);

/** Any S3-compatible service (AWS, MinIO, Ceph, R2, s3rver in the tests), through AWS SDK v3. */
export function s3Store(config: S3Config, options: S3StoreOptions = {}): ObjectStore {
  const target = `S3 ${config.endpoint} bucket ${config.bucket}`;
  const Bucket = config.bucket;
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: options.maxAttempts ?? 3,
    requestHandler: {
      connectionTimeout: options.connectTimeoutMs ?? 3000,
      requestTimeout: options.requestTimeoutMs ?? 60_000,
    },
    // The SDK's default checksums (aws-chunked bodies with trailers) are not understood by many
    // S3-compatible servers; checksums only where the API requires them keeps every one of them working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const unavailable = (operation: 'read' | 'write', error: unknown) => {
    const e = error as S3Failure;
    const what = [e.name, e.code, e.message].filter(Boolean).join(': ');
    return new StoreUnavailableError(operation, `${target}: ${what || String(error)}`, { cause: error });
  };

  /** S3_CREATE_BUCKET: the readiness check makes a missing bucket; two processes racing both succeed. */
  async function createBucket(): Promise<void> {
    try {
      await client.send(new CreateBucketCommand({ Bucket }));
    } catch (error) {
      const name = (error as S3Failure).name;
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
    }
  }

  async function head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: out.ContentLength ?? 0, etag: quotedEtag(out.ETag ?? ''), contentType: out.ContentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable('read', error);
    }
  }

  async function get(key: string, range?: string): Promise<GetObjectCommandOutput | null> {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable('read', error);
    }
  }

  return {
    kind: 's3',
    target,
    async put(key, bytes, { contentType } = {}) {
      requireKey(key);
      try {
        const out = await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
        );
        return { size: bytes.length, etag: quotedEtag(out.ETag ?? ''), contentType };
      } catch (error) {
        throw unavailable('write', error);
      }
    },
    async putStream(key, content, { maxBytes = Infinity, signal, contentType } = {}) {
      requireKey(key);
      const { stream: limit, size } = byteLimit(maxBytes);
      // Settles with the body's own failure (source error, size cut, abort) or once the body is done.
      let settle: (error: Error | null | undefined) => void = () => undefined;
      const bodySettled = new Promise<Error | null | undefined>((resolve) => (settle = resolve));
      const body = pipeline(content, limit, (error) => settle(error));
      // Parts of PART_SIZE go up as they fill; a failure aborts the multipart upload, so no object and no
      // parts are left. A body smaller than one part is sent with a single PUT once it has ended.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      const onAbort = () => {
        body.destroy(signal?.reason as Error);
        upload.abort().catch(() => undefined);
      };
      if (signal?.aborted) onAbort();
      else signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const out = await upload.done();
        return { size: size(), etag: quotedEtag(('ETag' in out && out.ETag) || ''), contentType };
      } catch (error) {
        // The body's failure, if it had one, is what the caller needs (413, 408), not the store's answer to
        // the abandoned upload (some servers refuse the multipart abort).
        const STORE_FAILED = new Error('store failed');
        body.destroy(STORE_FAILED);
        const own = await bodySettled;
        if (signal?.aborted) throw signal.reason;
        if (own && own !== STORE_FAILED && (own as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE')
          throw own;
        throw unavailable('write', error);
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
    },
    async open(key, { range } = {}) {
      if (!splitKey(key)) return null;
      let bytes: { start: number; end: number } | undefined;
      if (range) {
        // Resolved here rather than by the server: servers differ on suffix and open ranges, and an
        // unsatisfiable one must still tell the size (416's Content-Range).
        const info = await head(key);
        if (!info) return null;
        const resolved = resolveRange(range, info.size);
        if (!resolved) throw new RangeNotSatisfiableError(info.size);
        bytes = resolved;
      }
      const out = await get(key, bytes && `bytes=${bytes.start}-${bytes.end}`);
      if (!out?.Body) return null;
      const length = out.ContentLength ?? 0;
      // The total comes from the answer itself ("bytes 0-9/1234"), so it matches the bytes sent.
      const total = Number(/\/(\d+)$/.exec(out.ContentRange ?? '')?.[1] ?? length);
      const info = { size: total, etag: quotedEtag(out.ETag ?? ''), contentType: out.ContentType };
      const body = out.Body as Readable;
      return bytes
        ? { ...info, body, range: { start: bytes.start, end: bytes.start + length - 1 } }
        : { ...info, body };
    },
    stat: (key) => (splitKey(key) ? head(key) : Promise.resolve(null)),
    async remove(key) {
      if (!splitKey(key)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw unavailable('write', error);
      }
    },
    async *list(prefix) {
      checkPrefix(prefix);
      let ContinuationToken: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        } catch (error) {
          throw unavailable('read', error);
        }
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      // Outside every namespace, so no listing ever shows it.
      const Key = `.probe/${randomBytes(8).toString('hex')}`;
      const probe = async () => {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: 'probe' }));
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      };
      try {
        await probe().catch(async (error: unknown) => {
          if (!config.createBucket || (error as S3Failure).name !== 'NoSuchBucket') throw error;
          await createBucket();
          await probe();
        });
      } catch (error) {
        throw unavailable('write', error);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
