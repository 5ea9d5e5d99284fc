import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { OrderHistoryName } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import { MAIL_COLUMNS } from '../../../platform/mailer/history';
import { DOCUMENT_COLUMNS, DOWNLOAD_COLUMNS, EVENT_COLUMNS } from '../schemas/history';

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

/** The table behind each plain history; each has an (order_id, id) index. */
export const HISTORY_TABLES = {
  comments: 'remarks',
  mails: 'mail_history',
  downloads: 'download_history',
  uploads: 'uploaded_documents',
  events: 'order_events',
} as const satisfies Record<Exclude<OrderHistoryName, 'activity'>, keyof Database>;
type HistoryTable = (typeof HISTORY_TABLES)[keyof typeof HISTORY_TABLES];

/** Event actions the Activity takes from their own tables (they carry more than the event log). */
const ACTIVITY_OWN_TABLE_ACTIONS = ['mail', 'download'] as const;

/**
 * Events the Activity takes from their own tables, written as migration 014's partial index is, so the
 * planner counts them from that index. Literals, not parameters, for the same reason.
 */
export const ownTableEvents = sql<boolean>`action IN (${sql.join(ACTIVITY_OWN_TABLE_ACTIONS.map((a) => sql.lit(a)))})`;
const notOwnTable = sql<boolean>`NOT (${ownTableEvents})`;

/**
 * How many rows of a history belong to an order (an id, or the outer query's column), as an int rather
 * than bigint text, counted from the history's (order_id, id) index.
 */
export const countOf = (table: HistoryTable, orderId: number | RawBuilder<number>, filter = sql`true`) =>
  sql<number>`(SELECT count(*)::int FROM ${sql.table(table)} WHERE order_id = ${orderId} AND ${filter})`;

/** Rows of a plain history: one table, in id order. */
export function historyRows(
  db: Kysely<Database>,
  orderId: number,
  history: Exclude<OrderHistoryName, 'activity'>,
  { offset, limit, order }: HistoryPageQuery,
) {
  const page = <O>(rows: SelectQueryBuilder<Database, HistoryTable, O>) =>
    rows.where('order_id', '=', orderId).orderBy('id', order).offset(offset).limit(limit).execute();
  switch (history) {
    case 'comments':
      return page(db.selectFrom(HISTORY_TABLES.comments).select(REMARK_COLUMNS));
    case 'mails':
      return page(db.selectFrom(HISTORY_TABLES.mails).select(MAIL_COLUMNS));
    case 'downloads':
      return page(db.selectFrom(HISTORY_TABLES.downloads).select(DOWNLOAD_COLUMNS));
    case 'uploads':
      return page(db.selectFrom(HISTORY_TABLES.uploads).select(DOCUMENT_COLUMNS));
    case 'events':
      return page(db.selectFrom(HISTORY_TABLES.events).select(EVENT_COLUMNS));
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
  const total =
    history === 'activity'
      ? // The Activity: events but those it takes from Email and Download History, plus those two. A
        // difference of two counts, as each is answered from an index (the second from migration 014's).
        sql<number>`(${countOf('order_events', orderId)} - ${countOf('order_events', orderId, ownTableEvents)} + ${countOf('mail_history', orderId)} + ${countOf('download_history', orderId)})`
      : countOf(HISTORY_TABLES[history], orderId);
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
