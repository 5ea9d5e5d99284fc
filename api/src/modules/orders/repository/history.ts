import { sql, type Kysely } from 'kysely';
import type { OrderHistoryName } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import { MAIL_COLUMNS } from '../../../platform/mailer/history';
import { DOCUMENT_COLUMNS, DOWNLOAD_COLUMNS } from '../schemas/history';
import { ownTableEvents } from './detail';

/*
 * One page of one history of an order, and how many entries the history has. Pages walk the history's
 * (order_id, id) index in id order (newest first by default), so an early page costs the same whatever
 * the history's length; the count is one index range.
 */

export interface HistoryPageQuery {
  offset: number;
  limit: number;
  /** 'desc': newest first (page 1 is the newest entries); 'asc': oldest first. */
  order: 'asc' | 'desc';
}

export const REMARK_COLUMNS = [
  'id',
  'order_id',
  'remark_name',
  'remark',
  'whatsapp',
  'telephone',
  'status_refund',
  'voided',
  'chargeback',
  'report_error',
  'created_at',
] as const;

export const EVENT_COLUMNS = [
  'id',
  'actor_name',
  'action',
  'from_value',
  'to_value',
  'detail',
  'created_at',
] as const;

const notOwnTable = sql<boolean>`NOT (${ownTableEvents})`;

/** Rows of a plain history: one table, in id order. */
export function historyRows(
  db: Kysely<Database>,
  orderId: number,
  history: Exclude<OrderHistoryName, 'activity'>,
  page: HistoryPageQuery,
) {
  const { offset, limit, order } = page;
  switch (history) {
    case 'comments':
      return db
        .selectFrom('remarks')
        .select(REMARK_COLUMNS)
        .where('order_id', '=', orderId)
        .orderBy('id', order)
        .offset(offset)
        .limit(limit)
        .execute();
    case 'mails':
      return db
        .selectFrom('mail_history')
        .select(MAIL_COLUMNS)
        .where('order_id', '=', orderId)
        .orderBy('id', order)
        .offset(offset)
        .limit(limit)
        .execute();
    case 'downloads':
      return db
        .selectFrom('download_history')
        .select(DOWNLOAD_COLUMNS)
        .where('order_id', '=', orderId)
        .orderBy('id', order)
        .offset(offset)
        .limit(limit)
        .execute();
    case 'uploads':
      return db
        .selectFrom('uploaded_documents')
        .select(DOCUMENT_COLUMNS)
        .where('order_id', '=', orderId)
        .orderBy('id', order)
        .offset(offset)
        .limit(limit)
        .execute();
    case 'events':
      return db
        .selectFrom('order_events')
        .select(EVENT_COLUMNS)
        .where('order_id', '=', orderId)
        .orderBy('id', order)
        .offset(offset)
        .limit(limit)
        .execute();
  }
}

/**
 * The entries of a history in all, or null when the order does not exist (one statement: the count
 * comes from the history's index, the existence from the orders key).
 */
export async function historyTotal(
  db: Kysely<Database>,
  orderId: number,
  history: OrderHistoryName,
): Promise<number | null> {
  const count = (table: keyof Database, filter = sql`true`) =>
    sql<number>`(SELECT count(*)::int FROM ${sql.table(table)} WHERE order_id = ${orderId} AND ${filter})`;
  const total =
    history === 'comments'
      ? count('remarks')
      : history === 'mails'
        ? count('mail_history')
        : history === 'downloads'
          ? count('download_history')
          : history === 'uploads'
            ? count('uploaded_documents')
            : history === 'events'
              ? count('order_events')
              : // The Activity: events but those it takes from Email and Download History, plus those two.
                sql<number>`(${count('order_events')} - ${count('order_events', ownTableEvents)} + ${count('mail_history')} + ${count('download_history')})`;
  const { rows } = await sql<{ found: boolean; total: number }>`
    SELECT EXISTS (SELECT 1 FROM orders WHERE order_id = ${orderId}) AS found, ${total} AS total`.execute(db);
  const row = rows[0]!;
  return row.found ? row.total : null;
}

/** Where an Activity line comes from: e = the event log, m = Email History, d = Download History. */
export interface ActivityKey {
  src: 'e' | 'm' | 'd';
  id: number;
}

/**
 * One page of the Activity's lines, as keys: events (other than mails and downloads), mails and downloads
 * merged by time, ties by source and id, the same order the detail's Activity uses. Each branch stops at
 * offset + limit rows of its own, so an early page never sorts the whole history.
 */
export async function activityKeys(
  db: Kysely<Database>,
  orderId: number,
  { offset, limit, order }: HistoryPageQuery,
): Promise<ActivityKey[]> {
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const reach = offset + limit;
  const { rows } = await sql<ActivityKey>`
    SELECT src, id FROM (
      (SELECT 'e' AS src, id, created_at AS at FROM order_events
        WHERE order_id = ${orderId} AND ${notOwnTable} ORDER BY created_at ${dir}, id ${dir} LIMIT ${reach})
      UNION ALL
      (SELECT 'm', id, create_ts FROM mail_history
        WHERE order_id = ${orderId} ORDER BY create_ts ${dir}, id ${dir} LIMIT ${reach})
      UNION ALL
      (SELECT 'd', id, create_ts FROM download_history
        WHERE order_id = ${orderId} ORDER BY create_ts ${dir}, id ${dir} LIMIT ${reach})
    ) lines
    ORDER BY at ${dir}, src ${dir}, id ${dir}
    OFFSET ${offset} LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({ src: r.src, id: Number(r.id) }));
}

/** The records behind a page of Activity keys (three small lookups by primary key, side by side). */
export async function activityRecords(db: Kysely<Database>, keys: ActivityKey[]) {
  const ids = (src: ActivityKey['src']) => keys.filter((k) => k.src === src).map((k) => k.id);
  const [events, mails, downloads] = await Promise.all([
    ids('e').length
      ? db.selectFrom('order_events').select(EVENT_COLUMNS).where('id', 'in', ids('e')).execute()
      : [],
    ids('m').length
      ? db.selectFrom('mail_history').select(MAIL_COLUMNS).where('id', 'in', ids('m')).execute()
      : [],
    ids('d').length
      ? db.selectFrom('download_history').select(DOWNLOAD_COLUMNS).where('id', 'in', ids('d')).execute()
      : [],
  ]);
  return { events, mails, downloads };
}
