import { sql, type Kysely, type SelectCallback, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../../platform/db/schema';
import { PACK_SUMMARY_LIMIT, PDF_LIST_LIMIT } from '../pdf/jobs';
import { DOCUMENT_COLUMNS, DOWNLOAD_COLUMNS, EVENT_COLUMNS } from '../../orders/public';
import { MAIL_COLUMNS } from '../../../platform/mailer/history';

/** Event kinds the timeline takes from elsewhere: mails from Email History, downloads from their table. */
const NOT_IN_TIMELINE = ['mail', 'download'];

/** Lets the event loop take pending I/O (other requests) before the next statement. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The lists of an order, each cut to its newest PDF_LIST_LIMIT rows (newest first), with their counts.
 * Accepted mails are counted, and listed for Pack 1, only when they went to the customer's own address:
 * a copy staff sent elsewhere proves nothing about delivery to the cardholder.
 */
export async function packRecords(db: Kysely<Database>, orderId: number, customerEmail: string) {
  const toCustomer = sql<boolean>`lower(btrim(email)) = ${customerEmail.trim().toLowerCase()}`;
  // One small statement per list rather than one for all: each list is a backward walk of its
  // (order_id, id) index stopped at the limit, returned as one JSON value (decoding 500 rows column by
  // column costs several times more), and each count one scan. Embedded PGlite runs every statement on
  // the event loop's thread and answers without real I/O, so between statements we yield to the event
  // loop (`turn`) and other requests get their turn; on PostgreSQL a PDF holds one pooled connection
  // at a time.
  const statement = async <CB extends SelectCallback<Database, never>>(select: CB) => {
    await turn();
    return db.selectNoFrom(select).executeTakeFirstOrThrow();
  };
  const newestOf = <DB, TB extends keyof DB, O>(
    history: SelectQueryBuilder<DB, TB, O>,
    limit = PDF_LIST_LIMIT,
  ) =>
    jsonArrayFrom(
      history
        .where(sql<boolean>`order_id = ${orderId}`)
        .orderBy(sql`id`, 'desc')
        .limit(limit),
    );

  const documents = await statement((eb) => [
    newestOf(eb.selectFrom('uploaded_documents').select(DOCUMENT_COLUMNS)).as('rows'),
    jsonObjectFrom(
      eb
        .selectFrom('uploaded_documents')
        .select([sql<number>`count(*)::int`.as('total'), sql<string | null>`min(created_at)`.as('first')])
        .where('order_id', '=', orderId),
    ).as('stats'),
  ]);
  const mails = await statement((eb) => [
    newestOf(eb.selectFrom('mail_history').select(MAIL_COLUMNS)).as('rows'),
    newestOf(
      eb.selectFrom('mail_history').select(MAIL_COLUMNS).where('status', '=', 'sent').where(toCustomer),
      PACK_SUMMARY_LIMIT,
    ).as('accepted'),
    jsonObjectFrom(
      eb
        .selectFrom('mail_history')
        .select([
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) FILTER (WHERE status = 'sent' AND ${toCustomer}))::int`.as('accepted'),
        ])
        .where('order_id', '=', orderId),
    ).as('stats'),
  ]);
  const downloads = await statement((eb) => [
    newestOf(eb.selectFrom('download_history').select(DOWNLOAD_COLUMNS)).as('rows'),
    jsonObjectFrom(
      eb
        .selectFrom('download_history')
        .select([
          sql<number>`count(*)::int`.as('total'),
          sql<number>`coalesce(sum(times), 0)::int`.as('times'),
          sql<string | null>`min(create_ts)`.as('first'),
        ])
        .where('order_id', '=', orderId),
    ).as('stats'),
  ]);
  const remarks = await statement((eb) => [
    newestOf(eb.selectFrom('remarks').selectAll()).as('rows'),
    eb
      .selectFrom('remarks')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('order_id', '=', orderId)
      .as('total'),
  ]);
  const events = await statement((eb) => [
    newestOf(
      eb.selectFrom('order_events').select(EVENT_COLUMNS).where('action', 'not in', NOT_IN_TIMELINE),
    ).as('rows'),
    eb
      .selectFrom('order_events')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('order_id', '=', orderId)
      .where('action', 'not in', NOT_IN_TIMELINE)
      .as('total'),
  ]);
  return { documents, mails, downloads, remarks, events };
}

export type PackRecords = Awaited<ReturnType<typeof packRecords>>;

/** The whole order a defence pack prints, or undefined. */
export async function packOrder(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** The fields an invoice prints (no history), or undefined. */
export async function invoiceOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orders')
    .select([
      'order_id',
      'language',
      'order_number',
      'process_status',
      'processing_mode',
      'created_at',
      'first_name',
      'sur_name',
      'email',
      'country_code',
      'phone_number',
      'country_of_permanent_residence',
      'date_of_arrival',
      'amount_paid',
      'currency',
      'payment_gateway',
      'transaction_id',
      'merchant_name',
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}
