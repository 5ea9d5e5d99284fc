import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PassThrough, Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { DomainError, invalid, tooLarge } from '../../platform/errors';

/**
 * A release archive (a gzip-compressed tar of a remote's built folder) unpacked into a private temporary
 * folder, file by file as it streams in: never held in memory whole, cut at the size limits, and refused
 * for anything but plain files under safe names. Gunzip runs in Node's thread pool (zlib streams), not on
 * the event loop.
 */

export interface UnpackedFile {
  /** The path inside the release, '/'-separated, e.g. 'mf-manifest.json' or 'assets/logo.1a2b3c4d5e.svg'. */
  name: string;
  size: number;
  sha256: string;
}

export interface UnpackedArchive {
  /** The temporary folder holding the files; `discard()` removes it. */
  dir: string;
  files: Map<string, UnpackedFile>;
  /** Bytes of all files, unpacked. */
  size: number;
  /** Where a file of the release is on disk. */
  pathOf(name: string): string;
  discard(): Promise<void>;
}

export interface ArchiveLimits {
  /** The compressed upload's limit in bytes (413 past it). */
  maxBytes: number;
  /** Files in one release (400 past it). */
  maxFiles?: number;
  /** The unpacked size's limit; a small archive that unpacks to gigabytes is refused (413). */
  maxUnpackedBytes?: number;
  signal?: AbortSignal;
  /** Where the temporary folder is made (default: the system's). */
  workDir?: string;
}

/** One segment of a file's path: what the store accepts as a name (no leading dot, no specials). */
const SEGMENT = /^[A-Za-z0-9_@][A-Za-z0-9._@ -]{0,200}$/;
const PLAIN_FILE = new Set(['File', 'OldFile', 'ContigFile']);

/** The path an entry names, made relative and '/'-separated, or null when it cannot be a release file. */
export function releaseFileName(entryPath: string): string | null {
  const trimmed = entryPath.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  if (!trimmed || trimmed.length > 500 || trimmed.includes('\\')) return null;
  const segments = trimmed.split('/');
  if (!segments.every((segment) => SEGMENT.test(segment) && segment !== '..' && !segment.includes('..')))
    return null;
  return segments.join('/');
}

const NOT_AN_ARCHIVE = 'The upload is not a gzip-compressed tar archive of the built folder.';

/** Counts the compressed bytes as they come and cuts the stream past the limit. */
function limitBytes(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) return done(tooLargeArchive(maxBytes));
      done(null, chunk);
    },
  });
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
export const tooLargeArchive = (maxBytes: number) =>
  tooLarge(
    `The release archive is larger than ${megabytes(maxBytes)} (RELEASE_MAX_BYTES); nothing was kept.`,
  );

/**
 * Unpacks the archive from `body` into a new temporary folder. Refusals (the caller's mistakes) are
 * DomainErrors: 400 for what is not a release archive, 413 past a size limit. The folder is removed on
 * any failure; on success the caller discards it when done.
 */
export async function unpackArchive(body: Readable, limits: ArchiveLimits): Promise<UnpackedArchive> {
  const maxFiles = limits.maxFiles ?? 5000;
  const maxUnpacked = limits.maxUnpackedBytes ?? limits.maxBytes * 8;
  const root = limits.workDir ?? os.tmpdir();
  await fs.promises.mkdir(root, { recursive: true });
  const dir = await fs.promises.mkdtemp(path.join(root, 'earrival-release-'));
  const files = new Map<string, UnpackedFile>();
  const folders = new Set<string>();
  let size = 0;
  const pathOf = (name: string) => path.join(dir, ...name.split('/'));
  const discard = () => fs.promises.rm(dir, { recursive: true, force: true });

  let refusal: Error | null = null;
  const writes: Promise<void>[] = [];
  /** Entries being written: a stopped unpack ends them, or their writes would wait for bytes forever. */
  const open = new Set<ReadEntry>();
  let stopped = false;
  const parser = new Parser({
    strict: true,
    onReadEntry(entry: ReadEntry) {
      const fail = (error: Error) => {
        refusal ??= error;
        entry.resume();
      };
      if (refusal) return void entry.resume();
      if (entry.type === 'Directory') return void entry.resume();
      const name = releaseFileName(entry.path);
      if (!PLAIN_FILE.has(entry.type))
        return fail(invalid(`The archive holds ${entry.path}, which is not a plain file (${entry.type}).`));
      if (!name)
        return fail(
          invalid(
            `The archive holds a file with a name a release cannot have: ${JSON.stringify(entry.path.slice(0, 120))}.`,
          ),
        );
      if (files.has(name)) return fail(invalid(`The archive holds ${name} twice.`));
      if (files.size >= maxFiles) return fail(invalid(`The archive holds more than ${maxFiles} files.`));
      size += entry.size;
      if (size > maxUnpacked)
        return fail(
          tooLarge(`The release unpacks to more than ${megabytes(maxUnpacked)}; nothing was kept.`),
        );
      const file: UnpackedFile = { name, size: entry.size, sha256: '' };
      open.add(entry);
      // Ended with an error when the unpack stops (below); its write reports it, not an unhandled event.
      entry.on('error', () => {});
      files.set(name, file);
      const target = pathOf(name);
      const parent = path.dirname(target);
      // The entry's bytes wait in it (and the parser waits for them) until its file is open.
      const ready = folders.has(parent)
        ? Promise.resolve()
        : fs.promises.mkdir(parent, { recursive: true }).then(() => void folders.add(parent));
      writes.push(
        ready
          .then(() => {
            if (stopped) throw new Error('stopped');
            const hashing = hashingStream();
            return pipeline(entry, hashing.stream, fs.createWriteStream(target, { flags: 'wx' })).then(() => {
              file.sha256 = hashing.digest();
            });
          })
          .catch((error: unknown) => {
            refusal ??= error instanceof Error ? error : new Error(String(error));
          })
          .finally(() => open.delete(entry)),
      );
    },
  });

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('error', (error: Error) => reject(error));
    parser.on('close', () => resolve());
  });
  // A parser error (a broken header, a truncated archive) is the upload's fault: 400, not 500.
  const parserSink = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (parser.write(chunk)) return done();
      parser.once('drain', () => done());
    },
    flush(done) {
      parser.end();
      done();
    },
  });
  // The request itself stays out of the pipeline: a refusal mid-way must not destroy the connection
  // (the client would see a reset instead of the answer); the rest of the body is read and dropped.
  const source = new PassThrough();
  body.pipe(source);
  try {
    await Promise.all([
      pipeline(source, limitBytes(limits.maxBytes), zlib.createGunzip(), parserSink, {
        signal: limits.signal,
      }).catch((error: unknown) => {
        throw toRefusal(error);
      }),
      parsed.catch((error: unknown) => {
        throw invalid(`${NOT_AN_ARCHIVE} (${error instanceof Error ? error.message : String(error)})`);
      }),
    ]);
    await Promise.all(writes);
    if (refusal) throw toRefusal(refusal);
    if (!files.size) throw invalid('The archive holds no files.');
    return { dir, files, size, pathOf, discard };
  } catch (error) {
    stopped = true;
    body.unpipe(source);
    body.resume();
    parser.abort(new Error('stopped'));
    for (const entry of open) entry.destroy(new Error('stopped'));
    await Promise.allSettled(writes);
    await discard();
    throw error;
  }
}

function toRefusal(error: unknown): Error {
  if (error instanceof DomainError) return error;
  // zlib's and tar's errors may come from another realm (a test runner's vm), so they are read, not instanceof'd.
  const { name, code, message } = (error ?? {}) as { name?: string; code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  if (name === 'AbortError' || name === 'TimeoutError') return error as Error;
  if (
    code === 'Z_DATA_ERROR' ||
    code === 'Z_BUF_ERROR' ||
    /incorrect header check|unexpected end/i.test(text)
  )
    return invalid(NOT_AN_ARCHIVE);
  if (/^TAR_/.test(String(code)) || /\btar\b/i.test(text)) return invalid(`${NOT_AN_ARCHIVE} (${text})`);
  return error instanceof Error ? error : new Error(text);
}

/** A pass-through that hashes and counts what flows through it. */
function hashingStream() {
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

/**
 * The release's fingerprint: SHA-256 over every file's name and content hash in name order, so the very
 * same files give the very same id whatever order the archive listed them in.
 */
export function filesHash(files: Iterable<UnpackedFile>): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)))
    hash.update(`${file.name}\0${file.sha256}\n`);
  return hash.digest('hex');
}

/**
 * Text files a browser fetches compressed: each gets a .br and a .gz twin if the build left one out. Source
 * maps are left out: the build makes no twins for them, and browsers fetch them only for a developer.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes the .br and .gz twins the archive lacks, each through a zlib stream (Node's thread pool, off the
 * event loop), and adds them to `files`.
 */
export async function addMissingTwins(archive: UnpackedArchive): Promise<void> {
  const originals = [...archive.files.values()].filter((file) => COMPRESSIBLE.test(file.name));
  for (const file of originals) {
    for (const [suffix, compressor] of [
      ['.br', () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
      ['.gz', () => zlib.createGzip({ level: 9 })],
    ] as const) {
      const name = `${file.name}${suffix}`;
      if (archive.files.has(name)) continue;
      const hashing = hashingStream();
      await pipeline(
        fs.createReadStream(archive.pathOf(file.name)),
        compressor(),
        hashing.stream,
        fs.createWriteStream(archive.pathOf(name), { flags: 'wx' }),
      );
      archive.files.set(name, { name, size: hashing.size(), sha256: hashing.digest() });
    }
  }
}

/** Removes unpack folders a stopped process left behind (older than an hour: none is still in use). */
export async function sweepWorkDir(workDir: string): Promise<void> {
  const names = await fs.promises.readdir(workDir).catch(() => [] as string[]);
  const hourAgo = Date.now() - 3600_000;
  for (const name of names.filter((entry) => entry.startsWith('earrival-release-'))) {
    const folder = path.join(workDir, name);
    const stat = await fs.promises.stat(folder).catch(() => null);
    if (stat && stat.mtimeMs < hourAgo) await fs.promises.rm(folder, { recursive: true, force: true });
  }
}
