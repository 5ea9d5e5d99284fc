import type { Insertable } from 'kysely';
import type {
  CategoryDetailsTable,
  CurrencyDetailsTable,
  Database,
  DownloadHistoryTable,
  MailHistoryTable,
  OrderEventsTable,
  OrdersTable,
  RemarksTable,
  UploadedDocumentsTable,
} from '../../platform/db/schema';

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
export type SeedEvent = SeedRow<OrderEventsTable, 'id' | 'order_id' | 'actor_id' | 'detail'>;
export type SeedRemark = SeedRow<RemarksTable, 'id' | 'order_id'>;
export type SeedCurrency = SeedRow<CurrencyDetailsTable, 'id' | 'order_id'>;
export type SeedCategory = SeedRow<CategoryDetailsTable, 'id' | 'order_id'>;
export type SeedUpload = SeedRow<
  UploadedDocumentsTable,
  'id' | 'order_id' | 'content_type' | 'size_bytes' | 'original_name' | 'uploaded_by_id'
>;
export type SeedMail = SeedRow<
  MailHistoryTable,
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
export type SeedDownload = SeedRow<DownloadHistoryTable, 'id' | 'order_id' | 'times'>;

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

/** The PostgreSQL type an INSERT casts a column's array to (unnest). */
export type PgType = 'text' | 'bpchar' | 'date' | 'timestamptz' | 'numeric' | 'int4';
/** Every column of a seed row with its type, in the order COPY writes them: exactly the row's keys. */
export type ColumnTypes<R> = { readonly [K in keyof R]: PgType };

export interface SeedTable<R> {
  table: keyof Database;
  columns: ColumnTypes<R>;
  rowsOf: (generated: GeneratedOrder) => readonly R[];
}

const orders: SeedTable<SeedOrder> = {
  table: 'orders',
  rowsOf: (g) => [g.order],
  columns: {
    order_number: 'text',
    process_status: 'text',
    processing_mode: 'text',
    landing_domain: 'text',
    email: 'text',
    confirm_email: 'text',
    signature_name: 'text',
    first_name: 'text',
    second_name: 'text',
    sur_name: 'text',
    second_sur_name: 'text',
    date_of_birth: 'date',
    gender: 'text',
    citizenship: 'text',
    passport_number: 'text',
    country_of_permanent_residence: 'text',
    phone_number: 'text',
    country_code: 'text',
    date_of_arrival: 'date',
    date_of_departure: 'date',
    flight: 'text',
    airline_name: 'text',
    country_of_origin: 'text',
    port_of_entry: 'text',
    travel_reasons: 'text',
    electronic_visa_number: 'text',
    place_of_accommodation: 'text',
    name_of_hotel: 'text',
    other_hotel: 'text',
    traveler_address: 'text',
    province: 'text',
    municipality: 'text',
    countries_visited: 'text',
    symptoms: 'text',
    declare_at_customs: 'text',
    personal_belongings_amount: 'numeric',
    luggage_items: 'int4',
    technical_authorization_number: 'text',
    transaction_id: 'text',
    merchant_name: 'text',
    assign_to: 'text',
    assigned_to_id: 'int4',
    processing_date: 'date',
    refund_date: 'timestamptz',
    processed_by: 'text',
    processed_by_id: 'int4',
    processed_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    amount_paid: 'numeric',
    currency: 'text',
    payment_gateway: 'text',
  },
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
