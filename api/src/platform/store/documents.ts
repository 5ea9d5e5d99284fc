import { randomBytes } from 'node:crypto';
import { EXTENSIONS, type DocumentType } from './fileType';

/**
 * Stored documents are the store's keys 'docs/<orderId>/<file1>'. The server chooses every name
 * ("<orderId>-<UTC time>-<random>.<ext>"), so a customer's file name never reaches the store, two uploads
 * in the same second never collide, and a name cannot be guessed from the order id alone.
 */

/** Only names of the shape the server gives out; anything else cannot be a stored document. */
const STORED_NAME = /^\d{1,10}-\d{8}T\d{6}Z-[0-9a-f]{8,32}\.(pdf|jpg|png|webp)$/;
/** Names from before this store (e.g. imported documents): one safe path segment. */
const LEGACY_NAME = /^[A-Za-z0-9_][A-Za-z0-9._ -]{0,200}$/;

export const isStoredName = (file1: string) =>
  (STORED_NAME.test(file1) || LEGACY_NAME.test(file1)) && !file1.includes('..');

/** The key of an order's document, or null for a name that could not be one of ours. */
export function documentKey(orderId: number, file1: string): string | null {
  if (!Number.isSafeInteger(orderId) || orderId < 1 || !isStoredName(file1)) return null;
  return `docs/${orderId}/${file1}`;
}

/** A fresh name for an order's new document of this type. */
export function newDocumentName(orderId: number, type: DocumentType): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `${orderId}-${stamp}-${randomBytes(8).toString('hex')}.${EXTENSIONS[type]}`;
}
