import type { Actor } from '../../../platform/actor';
import type { Deps } from '../../../platform/deps';
import { customerError } from '../../../platform/errors';
import { documentKey } from '../../../platform/store/documents';
import { deviceFromUserAgent, locationOf } from '../device';
import { documentFolder, safeFileName } from '../documents';
import { limitDownloads } from './rateLimit';
import { downloadHistory, downloadPageOrder, isOrderDocument, recordDownload } from '../repository';
import { NOT_MATCHED_TEXT } from './track';

const DOCUMENT_NOT_FOUND = { id: 'download.notFound' } as const;

/**
 * What the download page shows for an order the caller has proven: the order, its newest document (offered
 * only when the file is really there: a record without its file helps nobody) and its downloads. The JSON
 * call answers it; the server-rendered page carries the same object.
 */
export async function downloadPageData({ db, store }: Pick<Deps, 'db' | 'store'>, orderId: number) {
  const order = await downloadPageOrder(db, orderId);
  // A valid proof names an existing order; it can only be gone if the order was erased since.
  if (!order) throw customerError('notFound', NOT_MATCHED_TEXT);
  const key = order.file1 === null ? null : documentKey(orderId, order.file1);
  const stored = key !== null && (await store.stat(key)) !== null;
  const mainResult = { ...order, completed: order.completed && stored };
  return {
    status: 1 as const,
    message: 'OK',
    data: await downloadHistory(db, orderId),
    mainResult,
    path:
      mainResult.completed && mainResult.file1
        ? { path: documentFolder(orderId), file1: mainResult.file1 }
        : null,
  };
}

/** The store key of a downloadable order's document, or a clear 4xx: not this order's, or not ready. */
export async function downloadableKey(
  { db }: Pick<Deps, 'db'>,
  orderId: number,
  file1: string,
): Promise<string> {
  const name = safeFileName(file1);
  const order = await downloadPageOrder(db, orderId);
  if (!order) throw customerError('notFound', NOT_MATCHED_TEXT);
  if (!order.completed) throw customerError('invalid', { id: 'download.notReady' });
  if (!(await isOrderDocument(db, orderId, name))) throw customerError('notFound', DOCUMENT_NOT_FOUND);
  const key = documentKey(orderId, name);
  if (!key) throw customerError('notFound', DOCUMENT_NOT_FOUND);
  return key;
}

/**
 * Records a download of the order's document by the (proven) caller: time, address, country, device,
 * browser and OS, within the download limit. The Download Now call and the page's plain form both use it.
 */
export async function recordCustomerDownload(
  deps: Pick<Deps, 'db' | 'store'>,
  { ip, userAgent }: Actor,
  orderId: number,
  file1: string,
  timezone: string,
): Promise<void> {
  const { db, store } = deps;
  await limitDownloads(db, 'record', ip);
  if (!(await store.stat(await downloadableKey(deps, orderId, file1))))
    throw customerError('notFound', DOCUMENT_NOT_FOUND);
  await recordDownload(db, {
    orderId,
    ip,
    location: await locationOf(ip),
    file1,
    timezone,
    userAgent: userAgent ? userAgent.slice(0, 1000) : null,
    ...deviceFromUserAgent(userAgent ?? undefined),
  });
}

/** Where the browser fetches the order's document (the proof cookie travels with it). */
export const documentAddress = (orderId: number, file1: string) =>
  `/api/front/${documentFolder(orderId)}${encodeURIComponent(file1)}`;
