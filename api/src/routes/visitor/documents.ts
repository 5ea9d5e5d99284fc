import fs from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../../errors';

/**
 * A stored document's name as a single path segment: letters, digits, dot, dash, underscore and space,
 * not starting with a dot. Anything else (slashes, '..', NUL, encoded separators) is refused before the
 * name gets near the file system, so a name can never leave the order's own folder.
 */
const SAFE_NAME = /^[A-Za-z0-9_][A-Za-z0-9._ -]{0,254}$/;

export function safeFileName(file1: string): string {
  if (!SAFE_NAME.test(file1) || file1.includes('..')) throw badRequest('Invalid file name.');
  return file1;
}

/** Where a document lives: DATA_DIR/uploads/docs/<orderId>/<file1>. */
export function documentFile(dataDir: string, orderId: number, file1: string): string {
  const folder = path.join(dataDir, 'uploads', 'docs', String(orderId));
  const file = path.join(folder, safeFileName(file1));
  // Belt and braces after the name check: the joined path must still sit directly in the folder.
  if (path.dirname(file) !== folder) throw badRequest('Invalid file name.');
  return file;
}

/** The folder as the page builds the download address from it ("uploads/docs/<orderId>/"). */
export const documentFolder = (orderId: number) => `uploads/docs/${orderId}/`;

export async function fileExists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

export const contentTypeOf = (file1: string) =>
  TYPES[path.extname(file1).toLowerCase()] ?? 'application/octet-stream';
