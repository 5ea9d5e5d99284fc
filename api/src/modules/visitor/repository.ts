import type { CustomerLanguage } from '@earrival/shared/languages';
import { FINISHED_STATUSES } from '@earrival/shared/status';
import { sql, type Kysely } from 'kysely';
import type { ProcessStatus } from '@earrival/shared/types';
import type { Database } from '../../platform/db/schema';
import type { DeviceInfo } from './device';

/**
 * Statuses an order reaches only after its document was approved and sent, the finished ones
 * (@earrival/shared/status): the customer may download it. A refunded or deleted order has no valid card.
 */
const DOWNLOADABLE: readonly ProcessStatus[] = FINISHED_STATUSES;

/** The order fields tracking reads (its e-mail to compare, its status and site), or undefined. */
export async function findOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['order_id', 'email', 'process_status', 'landing_domain', 'first_name', 'sur_name'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** The order fields the documents-link mail needs, or undefined. */
export async function linkMailOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['order_id', 'first_name', 'sur_name', 'email', 'language'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export const sameEmail = (typed: string, stored: string) =>
  typed.trim().toLowerCase() === stored.trim().toLowerCase();

/** The order as the download page shows it, with its newest stored document. */
export async function downloadPageOrder(db: Kysely<Database>, orderId: number) {
  const order = await findOrder(db, orderId);
  if (!order) return undefined;
  const upload = await db
    .selectFrom('uploaded_documents')
    .select(['file1'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const file1 = upload?.file1 ?? null;
  return {
    order_id: order.order_id,
    process_status: order.process_status,
    customer_name: `${order.first_name} ${order.sur_name}`,
    landing_domain: order.landing_domain,
    completed: DOWNLOADABLE.includes(order.process_status) && file1 !== null,
    file1,
  };
}

/** True when file1 is one of the documents stored for this order (and no other order's). */
export async function isOrderDocument(db: Kysely<Database>, orderId: number, file1: string) {
  const row = await db
    .selectFrom('uploaded_documents')
    .select('id')
    .where('order_id', '=', orderId)
    .where('file1', '=', file1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Rows written before the device had its own column carry "browser-device-type" in the browser text. */
function splitLegacy<R extends { browser: string; device: string; device_type: string }>(row: R): R {
  if (row.device || row.device_type) return row;
  const parts = row.browser.split('-');
  if (parts.length !== 3) return row;
  const [browser, device, deviceType] = parts.map((p) => p.trim()) as [string, string, string];
  return { ...row, browser, device, device_type: deviceType };
}

/** The order's download history, newest first, with legacy device text split into its columns. */
export async function downloadHistory(db: Kysely<Database>, orderId: number) {
  const rows = await db
    .selectFrom('download_history')
    .select([
      'id',
      'order_id',
      'create_ts',
      'ip',
      'device',
      'device_type',
      'browser',
      'os',
      'location',
      'file1',
      'times',
      'last_ts',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...splitLegacy(row),
    create_ts: row.create_ts.toISOString(),
    last_ts: row.last_ts.toISOString(),
  }));
}

export interface DownloadRecord extends DeviceInfo {
  orderId: number;
  ip: string;
  location: string;
  file1: string;
  userAgent: string | null;
  /** The browser's time zone as the page reported it ('' when it did not). */
  timezone: string;
}

/** A download repeated from the same device (address and user agent) within this time adds to one row. */
export const REPEAT_WINDOW_MINUTES = 10;

/**
 * Records a download. The same document from the same device within REPEAT_WINDOW_MINUTES of that
 * device's last download adds one to its row (times, last_ts) instead of a new row, so a client that
 * downloads in a loop grows one counter, not the history. One statement: the UPDATE takes the row lock,
 * so concurrent repeats all count; two first downloads at the same instant may still make two rows.
 */
export async function recordDownload(db: Kysely<Database>, record: DownloadRecord): Promise<void> {
  await sql`
    WITH repeat AS (
      UPDATE download_history SET times = times + 1, last_ts = now()
      WHERE id = (
        SELECT id FROM download_history
        WHERE order_id = ${record.orderId}::integer AND file1 = ${record.file1}::text
          AND ip = ${record.ip}::text AND user_agent IS NOT DISTINCT FROM ${record.userAgent}::text
          AND last_ts > now() - make_interval(mins => ${REPEAT_WINDOW_MINUTES})
        ORDER BY last_ts DESC
        LIMIT 1)
      RETURNING id)
    INSERT INTO download_history
      (order_id, ip, timezone, browser, device, device_type, os, location, file1, user_agent)
    -- Typed: a bare parameter in a SELECT list would be read as text.
    SELECT ${record.orderId}::integer, ${record.ip}::text, ${record.timezone}::text, ${record.browser}::text,
      ${record.device}::text, ${record.deviceType}::text, ${record.os}::text, ${record.location}::text,
      ${record.file1}::text, ${record.userAgent}::text
    WHERE NOT EXISTS (SELECT 1 FROM repeat)`.execute(db);
}

/**
 * The language the customer read the track page in, kept on the order for their mails: only while nobody
 * else chose one (the intake's language, or staff's, stays).
 */
export async function rememberVisitLanguage(
  db: Kysely<Database>,
  orderId: number,
  language: CustomerLanguage,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ language, language_source: 'visit' })
    .where('order_id', '=', orderId)
    .where((eb) => eb.or([eb('language_source', 'is', null), eb('language_source', '=', 'visit')]))
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '!=', language)]))
    .execute();
}
