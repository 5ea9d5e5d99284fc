import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { finished, pipeline } from 'node:stream/promises';
import { PassThrough, Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { DomainError, invalid, tooLarge } from '../../platform/errors';
import { hashingStream } from '../../platform/store/store';
import { TarReader, type TarEntry } from './tar';

/**
 * A release archive (a gzip-compressed tar of a remote's built folder) unpacked into a private temporary
 * folder, file by file as it streams in: never held in memory whole, cut at the size limits (every
 * decompressed byte counted), and refused for anything but plain files under safe names. Gunzip runs in
 * Node's thread pool (zlib streams); the tar is read by a streaming reader with no growing buffer (tar.ts),
 * so the event loop does a few microseconds of work per 16 KB chunk, under the upload's deadline.
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

/** Bytes allowed after the tar's end marker: the padding to one 10 KB record that GNU tar and bsdtar write. */
export const MAX_TRAILING_BYTES = 10 * 1024;
/** The largest extended header (a PAX header, a GNU long name) an archive may carry. */
const MAX_META_BYTES = 64 * 1024;
/** Files being closed at once while the next ones are written. */
const CLOSING_AT_ONCE = 16;

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
const tooLargeUnpacked = (maxUnpacked: number) =>
  tooLarge(`The release unpacks to more than ${megabytes(maxUnpacked)}; nothing was kept.`);

/**
 * What becomes of a file of the archive: kept, left out unread ('ignore'), or a refusal's sentence. The
 * caller's rule (records.ts: the types a remote serves); without one every file is kept.
 */
export type FileVerdict = 'keep' | 'ignore' | { refused: string };

/**
 * Unpacks the archive from `body` into a new temporary folder, in one pass as the bytes come: gunzip in
 * Node's thread pool, the tar read by a streaming reader (tar.ts) that holds one block at a time, each
 * file written and hashed as its bytes pass. Every decompressed byte counts against the unpacked limit
 * (headers, padding and whatever follows the end marker included), and more than a few KB after the end
 * marker is a refusal, so a small upload cannot make the server read gigabytes. Refusals (the caller's
 * mistakes) are DomainErrors: 400 for what is not a release archive, 413 past a size limit. The folder is
 * removed on any failure; on success the caller discards it when done.
 */
export async function unpackArchive(
  body: Readable,
  limits: ArchiveLimits,
  verdictOf: (name: string) => FileVerdict = () => 'keep',
): Promise<UnpackedArchive> {
  const maxFiles = limits.maxFiles ?? 5000;
  const maxUnpacked = limits.maxUnpackedBytes ?? limits.maxBytes * 8;
  const root = limits.workDir ?? os.tmpdir();
  await fs.promises.mkdir(root, { recursive: true });
  const dir = await fs.promises.mkdtemp(path.join(root, 'earrival-release-'));
  const files = new Map<string, UnpackedFile>();
  /** Every folder a kept file lies in ('a' and 'a/b' for 'a/b/c.js'), to refuse a file of the same name. */
  const folders = new Set<string>();
  const made = new Set<string>();
  let size = 0;
  const pathOf = (name: string) => path.join(dir, ...name.split('/'));
  const discard = () => fs.promises.rm(dir, { recursive: true, force: true });
  /**
   * Files written whose closing is awaited later; every file stream still open (ended on a failure); and
   * the closing of every file opened, all of which a failure awaits before it removes the folder.
   */
  const closing: Promise<void>[] = [];
  const open = new Set<fs.WriteStream>();
  const everyFile: Promise<void>[] = [];
  const signal = limits.signal;

  const entry = async ({ path: entryPath, type, typeName, size: entrySize }: TarEntry) => {
    if (type === 'directory') return null;
    if (type !== 'file')
      throw invalid(`The archive holds ${entryPath.slice(0, 200)}, which is not a plain file (${typeName}).`);
    const name = releaseFileName(entryPath);
    if (!name)
      throw invalid(
        `The archive holds a file with a name a release cannot have: ${JSON.stringify(entryPath.slice(0, 120))}.`,
      );
    const verdict = verdictOf(name);
    if (verdict === 'ignore') return null;
    if (verdict !== 'keep') throw invalid(verdict.refused);
    if (files.has(name)) throw invalid(`The archive holds ${name} twice.`);
    const segments = name.split('/');
    for (let i = 1; i < segments.length; i += 1) {
      const folder = segments.slice(0, i).join('/');
      if (files.has(folder)) throw clash(folder);
    }
    if (folders.has(name)) throw clash(name);
    if (files.size >= maxFiles) throw invalid(`The archive holds more than ${maxFiles} files.`);
    size += entrySize;
    if (size > maxUnpacked) throw tooLargeUnpacked(maxUnpacked);
    for (let i = 1; i < segments.length; i += 1) folders.add(segments.slice(0, i).join('/'));
    const file: UnpackedFile = { name, size: entrySize, sha256: '' };
    files.set(name, file);
    const target = pathOf(name);
    const parent = path.dirname(target);
    if (!made.has(parent)) {
      await fs.promises.mkdir(parent, { recursive: true });
      made.add(parent);
    }
    const hash = createHash('sha256');
    const stream = fs.createWriteStream(target, { flags: 'wx' });
    open.add(stream);
    // A failure is read where the file's closing is awaited; until then it must not be an unhandled event.
    const closed = finished(stream).finally(() => open.delete(stream));
    closed.catch(() => undefined);
    everyFile.push(closed);
    return {
      async write(bytes: Buffer) {
        hash.update(bytes);
        if (!stream.write(bytes)) await once(stream, 'drain', signal ? { signal } : {});
      },
      async end() {
        stream.end();
        file.sha256 = hash.digest('hex');
        closing.push(closed);
        if (closing.length >= CLOSING_AT_ONCE) await closing.shift();
      },
    };
  };

  let unpacked = 0;
  const reader = new TarReader({ entry, maxMetaBytes: MAX_META_BYTES, maxTrailingBytes: MAX_TRAILING_BYTES });
  /** The reader's own refusal: the pipeline reports a stage's failure as its abort of the others. */
  let refusal: unknown = null;
  async function readTar(chunks: AsyncIterable<Buffer>): Promise<void> {
    try {
      for await (const chunk of chunks) {
        unpacked += chunk.length;
        if (unpacked > maxUnpacked) throw tooLargeUnpacked(maxUnpacked);
        await reader.write(chunk);
      }
      reader.end();
    } catch (error) {
      // Its own refusals only: what came from upstream (a size cut, an abort) the pipeline reports itself.
      if (error instanceof DomainError || (error as Error | null)?.name === 'TarFormatError')
        refusal ??= error;
      throw error;
    }
  }

  // The request itself stays out of the pipeline: a refusal mid-way must not destroy the connection
  // (the client would see a reset instead of the answer); the rest of the body is read and dropped.
  const source = new PassThrough();
  body.pipe(source);
  try {
    await pipeline(source, limitBytes(limits.maxBytes), zlib.createGunzip(), readTar, { signal }).catch(
      (error: unknown) => {
        // The deadline first; then what a stage refused (the reader's refusal, not the abort it caused).
        throw toRefusal(signal?.aborted ? error : (refusal ?? error));
      },
    );
    await Promise.all(closing);
    if (!files.size) throw invalid('The archive holds no files.');
    return { dir, files, size, pathOf, discard };
  } catch (error) {
    body.unpipe(source);
    body.resume();
    source.destroy();
    for (const stream of open) stream.destroy();
    await Promise.allSettled(everyFile);
    await discard();
    throw error;
  }
}

const clash = (name: string) => invalid(`The archive holds ${name} both as a file and as a folder.`);

function toRefusal(error: unknown): Error {
  if (error instanceof DomainError) return error;
  // zlib's and the reader's errors may come from another realm (a test runner's vm), so they are read,
  // not instanceof'd.
  const { name, code, message } = (error ?? {}) as { name?: string; code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  if (name === 'AbortError' || name === 'TimeoutError') return error as Error;
  if (name === 'TarFormatError') return invalid(`${NOT_AN_ARCHIVE} (${text})`);
  if (
    code === 'Z_DATA_ERROR' ||
    code === 'Z_BUF_ERROR' ||
    /incorrect header check|unexpected end/i.test(text)
  )
    return invalid(NOT_AN_ARCHIVE);
  return error instanceof Error ? error : new Error(text);
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
 * Text files a browser fetches compressed: each gets a .br and a .gz twin, made here (an archive's own
 * twins are never taken: a browser and curl must get the same code). Source maps are left out: browsers
 * fetch them only for a developer.
 */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg)$/;

/** Whether the server made a .br and .gz twin of this release file. */
export const hasTwins = (name: string) => COMPRESSIBLE.test(name);

/**
 * Writes the .br and .gz twin of every compressible file, each through a zlib stream (Node's thread pool,
 * off the event loop), and adds them to `files`.
 */
export async function addTwins(archive: UnpackedArchive): Promise<void> {
  const originals = [...archive.files.values()].filter((file) => COMPRESSIBLE.test(file.name));
  for (const file of originals) {
    for (const [suffix, compressor] of [
      ['.br', () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
      ['.gz', () => zlib.createGzip({ level: 9 })],
    ] as const) {
      const name = `${file.name}${suffix}`;
      // The archive's own twins were left out; a folder of that name is all that can stand there.
      if (await fs.promises.lstat(archive.pathOf(name)).catch(() => null)) throw clash(name);
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
