import type { Insertable } from 'kysely';
import type { PgType } from '../../platform/db/columnTypes';
import type { Database } from '../../platform/db/schema';
import { ORDER_COLUMN_TYPES, WRITTEN_BY_DATABASE, type OrdersTable } from '../../modules/orders/public';

/**
 * A row as the seed writes it: every column of T an INSERT may set, none optional, except the ones named
 * in `Left` (the database fills them, the loader adds the order id, or the demo data has no such value).
 * With the row types derived from the table types, tsc fails when a migration adds a column the seed
 * neither writes nor names as left.
 */
export type SeedRow<T, Left extends keyof Insertable<T> = never> = {
  -readonly [K in Exclude<keyof Insertable<T>, Left>]-?: Exclude<Insertable<T>[K], undefined>;
};

export type SeedOrder = SeedRow<OrdersTable, 'order_id'>;
/** History rows: the loader writes order_id, from the order they belong to. */
export type SeedEvent = SeedRow<Database['order_events'], 'id' | 'order_id' | 'actor_id' | 'detail'>;
export type SeedRemark = SeedRow<Database['remarks'], 'id' | 'order_id'>;
export type SeedCurrency = SeedRow<Database['order_currency_details'], 'id' | 'order_id'>;
export type SeedCategory = SeedRow<Database['order_category_details'], 'id' | 'order_id'>;
export type SeedUpload = SeedRow<
  Database['uploaded_documents'],
  'id' | 'order_id' | 'content_type' | 'size_bytes' | 'original_name' | 'uploaded_by_id'
>;
export type SeedMail = SeedRow<
  Database['mail_history'],
  | 'id'
  | 'order_id'
  | 'kind'
  | 'failure_reason'
  | 'document_id'
  | 'sent_by_id'
  | 'status'
  | 'attempts'
  | 'message_id'
  | 'body_text'
  | 'body_html'
  | 'attachment'
  | 'updated_ts'
>;
export type SeedDownload = SeedRow<Database['download_history'], 'id' | 'order_id' | 'times'>;

/** One generated order with its histories. */
export interface GeneratedOrder {
  order: SeedOrder;
  events: SeedEvent[];
  remarks: SeedRemark[];
  currencies: SeedCurrency[];
  categories: SeedCategory[];
  uploads: SeedUpload[];
  mails: SeedMail[];
  downloads: SeedDownload[];
}

/**
 * Every column of a seed row with the type an INSERT casts its array to (unnest), in the order COPY
 * writes them: exactly the row's keys.
 */
export type ColumnTypes<R> = { readonly [K in keyof R]: PgType };

export interface SeedTable<R> {
  table: keyof Database;
  columns: ColumnTypes<R>;
  rowsOf: (generated: GeneratedOrder) => readonly R[];
}

/** Orders' columns the seed leaves to the database: the id, and the ones it alone writes. */
const leftToDatabase = new Set<string>(['order_id', ...WRITTEN_BY_DATABASE]);
const orders: SeedTable<SeedOrder> = {
  table: 'orders',
  rowsOf: (g) => [g.order],
  columns: Object.fromEntries(
    Object.entries(ORDER_COLUMN_TYPES).filter(([column]) => !leftToDatabase.has(column)),
  ) as ColumnTypes<SeedOrder>,
};

const events: SeedTable<SeedEvent> = {
  table: 'order_events',
  rowsOf: (g) => g.events,
  columns: {
    actor_name: 'text',
    action: 'text',
    from_value: 'text',
    to_value: 'text',
    created_at: 'timestamptz',
  },
};

const remarks: SeedTable<SeedRemark> = {
  table: 'remarks',
  rowsOf: (g) => g.remarks,
  columns: {
    remark_name: 'text',
    author_id: 'int4',
    remark: 'text',
    whatsapp: 'bpchar',
    telephone: 'bpchar',
    status_refund: 'bpchar',
    voided: 'bpchar',
    chargeback: 'bpchar',
    report_error: 'bpchar',
    created_at: 'timestamptz',
  },
};

const currencies: SeedTable<SeedCurrency> = {
  table: 'order_currency_details',
  rowsOf: (g) => g.currencies,
  columns: { currency: 'text', amount: 'numeric' },
};

const categories: SeedTable<SeedCategory> = {
  table: 'order_category_details',
  rowsOf: (g) => g.categories,
  columns: { category: 'text', article: 'text', quantity: 'int4', amount: 'numeric' },
};

const uploads: SeedTable<SeedUpload> = {
  table: 'uploaded_documents',
  rowsOf: (g) => g.uploads,
  columns: {
    file1: 'text',
    customer_name: 'text',
    email: 'text',
    mail_service_provider: 'text',
    uploaded_by: 'text',
    created_at: 'timestamptz',
  },
};

const mails: SeedTable<SeedMail> = {
  table: 'mail_history',
  rowsOf: (g) => g.mails,
  columns: {
    email: 'text',
    file1: 'text',
    mail_service_provider: 'text',
    sent_by: 'text',
    create_ts: 'timestamptz',
    subject: 'text',
    provider_message_id: 'text',
  },
};

const downloads: SeedTable<SeedDownload> = {
  table: 'download_history',
  rowsOf: (g) => g.downloads,
  columns: {
    ip: 'text',
    timezone: 'text',
    browser: 'text',
    device: 'text',
    device_type: 'text',
    os: 'text',
    user_agent: 'text',
    location: 'text',
    file1: 'text',
    create_ts: 'timestamptz',
    last_ts: 'timestamptz',
  },
};

/** The orders table first (its ids come first), then every history table, each row led by its order's id. */
export const ORDERS_TABLE = orders;
export const HISTORY_TABLES = [events, remarks, currencies, categories, uploads, mails, downloads] as const;

/** A table's column names in COPY order. */
export const columnNames = <R>(table: SeedTable<R>) => Object.keys(table.columns) as Array<keyof R & string>;
