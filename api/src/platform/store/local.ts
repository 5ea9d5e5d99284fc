import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { createWriteStream, type BigIntStats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { typeOfStoredName } from './fileType';
import {
  NAMESPACES,
  RangeNotSatisfiableError,
  StoreUnavailableError,
  byteLimit,
  checkPrefix,
  resolveRange,
  splitKey,
  type Namespace,
  type ObjectInfo,
  type ObjectStore,
} from './store';

/**
 * Where each namespace lives under DATA_DIR: the layout from before the store had namespaces, so the
 * documents and .eml files an older version wrote stay readable where they are.
 */
const FOLDERS: Record<Namespace, string[]> = {
  docs: ['uploads', 'docs'],
  outbox: ['outbox'],
  releases: ['releases'],
};

/** Failures that mean "the disk cannot take this now", answered as 503 rather than as a bug (500). */
const UNAVAILABLE_CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EACCES',
  'EPERM',
  'EROFS',
  'EIO',
  'EMFILE',
  'ENFILE',
]);
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code ?? '';

/** Changes when the file is replaced (another inode) or rewritten (size, modification time). */
const etagOf = (stat: BigIntStats) =>
  `"${stat.ino.toString(36)}-${stat.size.toString(36)}-${stat.mtimeNs.toString(36)}"`;

const infoOf = (stat: BigIntStats, key: string): ObjectInfo => ({
  size: Number(stat.size),
  etag: etagOf(stat),
  contentType: contentTypeOfKey(key),
});

function contentTypeOfKey(key: string): string | undefined {
  if (key.endsWith('.eml')) return 'message/rfc822';
  return typeOfStoredName(key) ?? undefined;
}

/** A hidden name beside the final one: written there, renamed when complete, so no reader sees half a file. */
const partOf = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.part`);

/** The store in the folder DATA_DIR: documents under uploads/docs/<orderId>/, the outbox in outbox/. */
export function localStore(dataDir: string): ObjectStore {
  const target = `folder ${dataDir}`;
  const fileOf = (key: string): string | null => {
    const parts = splitKey(key);
    return parts && path.join(dataDir, ...FOLDERS[parts.namespace], ...parts.names);
  };
  const requireFile = (key: string): string => {
    const file = fileOf(key);
    if (!file) throw new Error(`Not a valid store key: ${JSON.stringify(key)}`);
    return file;
  };
  const failure = (operation: 'read' | 'write', error: unknown): unknown =>
    UNAVAILABLE_CODES.has(codeOf(error))
      ? new StoreUnavailableError(operation, `${target}: ${(error as Error).message}`, { cause: error })
      : error;

  async function writeVia(key: string, write: (temporary: string) => Promise<void>): Promise<ObjectInfo> {
    const file = requireFile(key);
    const temporary = partOf(file);
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await write(temporary);
      // Taken before the rename, which keeps inode and mtime: the ETag of exactly what was written.
      const stat = await fs.stat(temporary, { bigint: true });
      await fs.rename(temporary, file);
      return infoOf(stat, key);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw failure('write', error);
    }
  }

  return {
    kind: 'local',
    target,
    put: (key, bytes) => writeVia(key, (temporary) => fs.writeFile(temporary, bytes, { flag: 'wx' })),
    async putStream(key, content, { maxBytes = Infinity, signal } = {}) {
      const limit = byteLimit(maxBytes).stream;
      try {
        return await writeVia(key, async (temporary) => {
          const out = createWriteStream(temporary, { flags: 'wx' });
          try {
            await pipeline(content, limit, out, { signal });
          } finally {
            // A cut or abort can come before the file is even open; the stream still creates it then. Wait
            // until it is closed, so the part file exists when writeVia removes it, never after.
            if (!out.closed) await once(out, 'close').catch(() => undefined);
          }
        });
      } catch (error) {
        // The caller's own reason, as the S3 store gives it, rather than a generic AbortError.
        throw signal?.aborted ? signal.reason : error;
      } finally {
        // Also when the write failed before the pipeline started: the source's producer stops either way.
        if (!content.readableEnded) content.destroy();
      }
    },
    async open(key, { range } = {}) {
      const file = fileOf(key);
      if (!file) return null;
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (MISSING_CODES.has(codeOf(error))) return null;
        throw failure('read', error);
      }
      try {
        // From the open handle: size and ETag belong to the bytes this stream reads, even if the key is
        // replaced meanwhile.
        const stat = await handle.stat({ bigint: true });
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        const info = infoOf(stat, key);
        const bytes = range ? resolveRange(range, info.size) : undefined;
        if (bytes === null) throw new RangeNotSatisfiableError(info.size);
        const body = handle.createReadStream(bytes ? { start: bytes.start, end: bytes.end } : {});
        return bytes ? { ...info, body, range: bytes } : { ...info, body };
      } catch (error) {
        await handle.close();
        throw failure('read', error);
      }
    },
    async stat(key) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const stat = await fs.stat(file, { bigint: true });
        return stat.isFile() ? infoOf(stat, key) : null;
      } catch (error) {
        if (MISSING_CODES.has(codeOf(error))) return null;
        throw failure('read', error);
      }
    },
    async remove(key) {
      const file = fileOf(key);
      if (!file) return;
      try {
        await fs.rm(file, { force: true });
      } catch (error) {
        throw failure('write', error);
      }
    },
    async *list(prefix) {
      const namespace = checkPrefix(prefix);
      const rest = prefix.slice(namespace.length + 1);
      // Start in the deepest folder the prefix names whole, rather than walk the whole namespace.
      const folder = rest.slice(0, rest.lastIndexOf('/') + 1);
      const root = path.join(dataDir, ...FOLDERS[namespace], folder);
      let entries: string[];
      try {
        entries = await fs.readdir(root, { recursive: true });
      } catch (error) {
        if (MISSING_CODES.has(codeOf(error))) return;
        throw failure('read', error);
      }
      for (const entry of entries) {
        const names = entry.split(path.sep);
        if (names.some((name) => name.startsWith('.'))) continue;
        const key = `${namespace}/${folder}${names.join('/')}`;
        if (!key.startsWith(prefix)) continue;
        const stat = await fs.stat(path.join(root, entry)).catch(() => null);
        if (stat?.isFile()) yield { key, size: stat.size };
      }
    },
    async check() {
      const folder = path.join(dataDir, ...FOLDERS.docs);
      const probe = path.join(folder, `.probe-${randomBytes(6).toString('hex')}`);
      try {
        await fs.mkdir(folder, { recursive: true });
        await fs.writeFile(probe, 'probe', { flag: 'wx' });
        await fs.rm(probe, { force: true });
      } catch (error) {
        const code = codeOf(error);
        throw new StoreUnavailableError('write', `${target}: ${code || String(error)}`, { cause: error });
      }
    },
    close: async () => undefined,
  };
}

/** A `.part` file older than this belongs to no upload in progress (uploads end within UPLOAD_TIMEOUT_MS). */
export const ORPHAN_PART_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the `.part` files a crashed or killed process left in the store's folders (a write in progress
 * removes its own on every error, but not when the process dies mid-write). Only files older than
 * `olderThanMs` go, so another process's upload in progress is never touched. Answers how many it removed.
 */
export async function sweepOrphanParts(dataDir: string, olderThanMs = ORPHAN_PART_AGE_MS): Promise<number> {
  const before = Date.now() - olderThanMs;
  let removed = 0;
  for (const namespace of NAMESPACES) {
    const root = path.join(dataDir, ...FOLDERS[namespace]);
    const entries = await fs.readdir(root, { recursive: true }).catch(() => [] as string[]);
    for (const entry of entries) {
      const name = path.basename(entry);
      if (!name.startsWith('.') || !name.endsWith('.part')) continue;
      const file = path.join(root, entry);
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile() && stat.mtimeMs < before) {
        await fs.rm(file, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
