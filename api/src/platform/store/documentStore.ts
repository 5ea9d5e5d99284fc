import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EXTENSIONS, type DocumentType } from './fileType';

/** The stream passed the size limit; it was cut there and nothing was kept (the route answers 413). */
export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The stream is larger than ${maxBytes} bytes`);
    this.name = 'TooLargeError';
  }
}

export interface StreamOptions {
  /** Cut the stream (TooLargeError) as soon as more than this many bytes have come. */
  maxBytes: number;
  /** Abort the write (e.g. the upload's deadline); the partial file is removed. */
  signal?: AbortSignal;
}

/**
 * Stored documents: DATA_DIR/uploads/docs/<orderId>/<name>. The server chooses every name
 * ("<orderId>-<UTC time>-<random>.<ext>"), so a customer's file name never reaches the file system, two
 * uploads in the same second never collide, and a name cannot be guessed from the order id alone.
 */
export interface DocumentStore {
  /** Writes the bytes under a new name and returns that name. */
  save(orderId: number, bytes: Uint8Array, type: DocumentType): Promise<string>;
  /**
   * Streams the content to disk chunk by chunk (never held whole) under a new name: written as a hidden
   * `.part` file, renamed when complete. Past `maxBytes`, on the signal or on any error of the source or
   * the disk, the part file is removed and the error thrown: nothing is stored.
   */
  saveStream(
    orderId: number,
    content: Readable,
    type: DocumentType,
    options: StreamOptions,
  ): Promise<{ file1: string; size: number }>;
  /** The bytes, or null when there is no such document. */
  read(orderId: number, file1: string): Promise<Buffer | null>;
  /** The size in bytes, or null when there is no such document (the existence check). */
  size(orderId: number, file1: string): Promise<number | null>;
  /** Removes a document written by a request that then failed (so a refused upload stores nothing). */
  remove(orderId: number, file1: string): Promise<void>;
  /** Absolute path of a stored name, or null for a name that could not be one of ours. */
  pathOf(orderId: number, file1: string): string | null;
}

/** Only names of the shape the server gives out; anything else cannot be a stored document. */
const STORED_NAME = /^\d{1,10}-\d{8}T\d{6}Z-[0-9a-f]{8,32}\.(pdf|jpg|png|webp)$/;
/** Names from before this store (e.g. imported documents): one safe path segment. */
const LEGACY_NAME = /^[A-Za-z0-9_][A-Za-z0-9._ -]{0,200}$/;

export const isStoredName = (file1: string) =>
  (STORED_NAME.test(file1) || LEGACY_NAME.test(file1)) && !file1.includes('..');

export function fileDocumentStore(dataDir: string): DocumentStore {
  const root = path.join(dataDir, 'uploads', 'docs');
  const folderOf = (orderId: number) => path.join(root, String(orderId));

  const pathOf = (orderId: number, file1: string): string | null => {
    if (!Number.isSafeInteger(orderId) || orderId < 1 || !isStoredName(file1)) return null;
    const file = path.join(folderOf(orderId), file1);
    return path.dirname(file) === folderOf(orderId) ? file : null;
  };

  const newName = (orderId: number, type: DocumentType) => {
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    return `${orderId}-${stamp}-${randomBytes(8).toString('hex')}.${EXTENSIONS[type]}`;
  };

  return {
    pathOf,
    async save(orderId, bytes, type) {
      const name = newName(orderId, type);
      await fs.mkdir(folderOf(orderId), { recursive: true });
      // 'wx': never overwrite; a temporary name + rename keeps a half-written file from ever being served.
      const temporary = path.join(folderOf(orderId), `.${name}.part`);
      await fs.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.rename(temporary, path.join(folderOf(orderId), name));
      return name;
    },
    async saveStream(orderId, content, type, { maxBytes, signal }) {
      const name = newName(orderId, type);
      await fs.mkdir(folderOf(orderId), { recursive: true });
      const temporary = path.join(folderOf(orderId), `.${name}.part`);
      let size = 0;
      // Counts as the bytes pass: the cut comes with the first chunk past the limit, not after the end.
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) done(new TooLargeError(maxBytes));
          else done(null, chunk);
        },
      });
      try {
        await pipeline(content, limit, createWriteStream(temporary, { flags: 'wx' }), { signal });
        await fs.rename(temporary, path.join(folderOf(orderId), name));
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return { file1: name, size };
    },
    async read(orderId, file1) {
      const file = pathOf(orderId, file1);
      if (!file) return null;
      try {
        return await fs.readFile(file);
      } catch {
        return null;
      }
    },
    async size(orderId, file1) {
      const file = pathOf(orderId, file1);
      if (!file) return null;
      try {
        const stat = await fs.stat(file);
        return stat.isFile() ? stat.size : null;
      } catch {
        return null;
      }
    },
    async remove(orderId, file1) {
      const file = pathOf(orderId, file1);
      if (file) await fs.rm(file, { force: true });
    },
  };
}

/** A `.part` file older than this belongs to no upload in progress (uploads end within UPLOAD_TIMEOUT_MS). */
export const ORPHAN_PART_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the `.part` files a crashed or killed process left under DATA_DIR/uploads/docs (an upload in
 * progress removes its own on every error, but not when the process dies mid-write). Only files older
 * than `olderThanMs` go, so another process's upload in progress is never touched. Asynchronous, one
 * folder at a time; answers how many it removed.
 */
export async function sweepOrphanParts(dataDir: string, olderThanMs = ORPHAN_PART_AGE_MS): Promise<number> {
  const root = path.join(dataDir, 'uploads', 'docs');
  const before = Date.now() - olderThanMs;
  let removed = 0;
  const folders = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(root, folder.name);
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      if (!name.startsWith('.') || !name.endsWith('.part')) continue;
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile() && stat.mtimeMs < before) {
        await fs.rm(file, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
