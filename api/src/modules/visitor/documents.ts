import { customerError } from '../../platform/errors';
import { isStoredName } from '../../platform/store/documents';
import { typeOfStoredName } from '../../platform/store/fileType';

/**
 * A document name as the store gives them out: one path segment (no slashes, '..', NUL or leading dot).
 * Anything else is refused before it gets near the file system, so a name never leaves its order's folder.
 */
export function safeFileName(file1: string): string {
  if (!isStoredName(file1)) throw customerError('invalid', { id: 'download.badName' });
  return file1;
}

/** The folder as the page builds the download address from it ("uploads/docs/<orderId>/"). */
export const documentFolder = (orderId: number) => `uploads/docs/${orderId}/`;

export const contentTypeOf = (file1: string) => typeOfStoredName(file1) ?? 'application/octet-stream';
