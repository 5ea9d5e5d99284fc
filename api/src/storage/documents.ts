import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { EXTENSIONS, type DocumentType } from './fileType';

/**
 * Stored documents: DATA_DIR/uploads/docs/<orderId>/<name>. The server chooses every name
 * ("<orderId>-<UTC time>-<random>.<ext>"), so a customer's file name never reaches the file system, two
 * uploads in the same second never collide, and a name cannot be guessed from the order id alone.
 */
export interface DocumentStore {
  /** Writes the bytes under a new name and returns that name. */
  save(orderId: number, bytes: Uint8Array, type: DocumentType): Promise<string>;
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

  return {
    pathOf,
    async save(orderId, bytes, type) {
      const stamp = new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
      const name = `${orderId}-${stamp}-${randomBytes(8).toString('hex')}.${EXTENSIONS[type]}`;
      await fs.mkdir(folderOf(orderId), { recursive: true });
      // 'wx': never overwrite; a temporary name + rename keeps a half-written file from ever being served.
      const temporary = path.join(folderOf(orderId), `.${name}.part`);
      await fs.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.rename(temporary, path.join(folderOf(orderId), name));
      return name;
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
