import type { Selectable } from 'kysely';
import type { Static, TObject } from 'typebox';
import {
  CategoryDetail,
  CurrencyDetail,
  DocumentEntry,
  DownloadEntry,
  EventEntry,
  RemarkEntry,
} from '../../modules/orders/public';
import { Member } from '../../modules/team/public';
import { Gateway } from '../../modules/gateways/public';
import type { Database } from '../../platform/db/schema';
import { MailEntry } from '../../platform/mailer/schemas';

/*
 * The table types of platform/db/schema.ts are written by hand beside the TypeBox schemas the API answers
 * with (the one source: the OpenAPI document and the browser's types come from them). This file holds
 * them together: each table below mirrors one schema, and every difference between the two is listed
 * here with its reason. `tsc` checks the lists against the types (SchemaContract, at the end): a field
 * added to a schema and not to its table, or to a table and not to its schema, or with another type (a
 * timestamp column is a Date that goes out as ISO text; nullability and enums must agree), fails the
 * typecheck with the names in the message. `tables.test.ts` checks the same lists against the migrated
 * database's columns. (The orders table needs no mirror: its type is derived from the order's schema,
 * modules/orders/tables.ts; the test holds the migrations to it.)
 */

/** A table and the schema it mirrors, with their differences by name, each with its reason. */
export interface Mirror {
  table: keyof Database;
  schema: TObject;
  /** Columns the answers do not carry. */
  dbOnly: Readonly<Record<string, string>>;
  /** Answer fields that are not a column of this table (computed, or read from another table). */
  apiOnly: Readonly<Record<string, string>>;
  /** Fields in both whose types differ on purpose. */
  retyped: Readonly<Record<string, string>>;
}

export const MIRRORS = {
  order_currency_details: {
    table: 'order_currency_details',
    schema: CurrencyDetail,
    dbOnly: { id: 'row key, never sent', order_id: 'the owner: the detail is sent inside its order' },
    apiOnly: {},
    retyped: {},
  },
  order_category_details: {
    table: 'order_category_details',
    schema: CategoryDetail,
    dbOnly: { id: 'row key, never sent', order_id: 'the owner: the detail is sent inside its order' },
    apiOnly: {},
    retyped: {},
  },
  team_members: {
    table: 'team_members',
    schema: Member,
    dbOnly: {
      password_hash: 'never sent back',
      token_version: 'bumped to sign a member out everywhere',
      updated_at: 'bookkeeping of the last change; no screen shows it',
      totp_secret: 'two-factor secret (encrypted), never sent',
      totp_pending_secret: 'two-factor secret being set up, never sent',
      totp_enabled_at: 'sent as twoFactor (whether it is set)',
      totp_last_step: 'the last TOTP step accepted (replay guard)',
    },
    apiOnly: { twoFactor: 'totp_enabled_at IS NOT NULL' },
    retyped: {},
  },
  payment_gateways: {
    table: 'payment_gateways',
    schema: Gateway,
    dbOnly: {},
    apiOnly: {},
    retyped: { is_active: "a boolean column, sent as '0'/'1' as the Gateway Setting screen reads it" },
  },
  mail_history: {
    table: 'mail_history',
    schema: MailEntry,
    dbOnly: {
      file1: 'sent inside uploadDoc',
      document_id: 'the stored document mailed; uploadDoc carries its name',
      sent_by_id: 'the member behind sent_by; answers show the name',
      message_id: 'the Message-ID the queue gives each try',
      body_text: 'the queued message itself',
      body_html: 'the queued message itself',
      attachment: 'where the queued attachment comes from',
      updated_ts: 'bookkeeping of the queue',
    },
    apiOnly: {
      uploadDoc: 'file1 and the provider, in the shape the old screen reads',
      provider_label: "computed from mail_service_provider ('Mail provider 1')",
    },
    retyped: {},
  },
  uploaded_documents: {
    table: 'uploaded_documents',
    schema: DocumentEntry,
    dbOnly: {
      order_id: 'the owner: the entry is sent inside its order',
      original_name: "the uploader's file name, kept for the log",
      uploaded_by_id: 'the member behind uploaded_by; answers show the name',
    },
    apiOnly: {},
    retyped: { content_type: 'one of four media types in the column; plain text in the answer' },
  },
  download_history: {
    table: 'download_history',
    schema: DownloadEntry,
    dbOnly: { user_agent: 'kept for the log; device, browser and os are read from it' },
    apiOnly: {},
    retyped: { file1: "NULL when unknown in the column, '' in the answer" },
  },
  remarks: {
    table: 'remarks',
    schema: RemarkEntry,
    dbOnly: {
      created_at: 'sent as create_ts, us_date and us_time',
      author_id: 'the member behind remark_name; answers show the name',
    },
    apiOnly: {
      create_ts: 'created_at, under the name the old screen reads',
      us_date: 'created_at as MM/DD/YYYY in US Eastern time',
      us_time: 'created_at as HH:mm:ss in US Eastern time',
    },
    retyped: {},
  },
  order_events: {
    table: 'order_events',
    schema: EventEntry,
    dbOnly: {
      order_id: 'the owner: the entry is sent inside its order',
      actor_id: 'the member behind actor_name; answers show the name',
    },
    apiOnly: {},
    retyped: { action: 'any text in the column (no CHECK); one of the known actions in the answer' },
  },
} as const satisfies Record<string, Mirror>;

/* ---- The compile-time check ---- */

/** A column's value as JSON carries it: timestamps (Date) go out as ISO text. */
type Json<T> = T extends Date ? string : T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** `true`, or the table and the differences found (the parts with none dropped). */
type Verdict<M extends Mirror, Found = Drop<Differences<M>>> = [keyof Found] extends [never]
  ? true
  : Flat<{ table: M['table'] } & Found>;
type Flat<T> = { [K in keyof T]: T[K] } & {};
type Drop<T> = { [K in keyof T as [T[K]] extends [never] ? never : K]: T[K] };
type Assert<T extends true> = T;

type Differences<M extends Mirror> = {
  /** A column the schema lacks and dbOnly does not list. */
  columnNotInSchema: Exclude<keyof Row<M>, keyof Api<M> | keyof M['dbOnly']>;
  /** A schema field the table lacks and apiOnly does not list. */
  schemaFieldNotInTable: Exclude<keyof Api<M>, keyof Row<M> | keyof M['apiOnly']>;
  /** Listed as a difference but no longer one (removed, or now in both). */
  staleDbOnly: Exclude<keyof M['dbOnly'], Exclude<keyof Row<M>, keyof Api<M>>>;
  staleApiOnly: Exclude<keyof M['apiOnly'], Exclude<keyof Api<M>, keyof Row<M>>>;
  staleRetyped: Exclude<keyof M['retyped'], Extract<keyof Row<M>, keyof Api<M>>>;
  /** A field in both whose types differ (and retyped does not list). */
  typeDiffers: {
    [K in Extract<keyof Row<M>, keyof Api<M>>]: K extends keyof M['retyped']
      ? never
      : Same<Json<Row<M>[K]>, Api<M>[K]> extends true
        ? never
        : K;
  }[Extract<keyof Row<M>, keyof Api<M>>];
};
type Row<M extends Mirror> = Selectable<Database[M['table']]>;
type Api<M extends Mirror> = Static<M['schema']>;

type Mirrors = typeof MIRRORS;

/**
 * Fails to compile ("… does not satisfy the constraint 'true'") naming the table and the differences
 * when a table and its schema disagree beyond what MIRRORS lists.
 */
export type SchemaContract = [
  Assert<Verdict<Mirrors['order_currency_details']>>,
  Assert<Verdict<Mirrors['order_category_details']>>,
  Assert<Verdict<Mirrors['team_members']>>,
  Assert<Verdict<Mirrors['payment_gateways']>>,
  Assert<Verdict<Mirrors['mail_history']>>,
  Assert<Verdict<Mirrors['uploaded_documents']>>,
  Assert<Verdict<Mirrors['download_history']>>,
  Assert<Verdict<Mirrors['remarks']>>,
  Assert<Verdict<Mirrors['order_events']>>,
];
