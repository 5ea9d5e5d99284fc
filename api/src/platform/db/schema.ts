import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp, Timestamp, MailKind, MailProvider, MailStatus } from './columnTypes';

/**
 * Table types for the typed query builder; they follow the numbered migrations. Here only the platform's
 * own tables (the mail queue, live events, throttles); each module declares its tables into this
 * interface in its own tables.ts (e.g. modules/orders/tables.ts).
 */
export interface Database {
  mail_history: MailHistoryTable;
  throttle_buckets: ThrottleBucketsTable;
  mail_attempts: MailAttemptsTable;
  live_events: LiveEventsTable;
}

export interface MailHistoryTable {
  id: Generated<number>;
  order_id: number;
  email: string;
  file1: string | null;
  mail_service_provider: Generated<MailProvider>;
  sent_by: string | null;
  create_ts: GeneratedTimestamp;
  /** Why it was sent, and what the provider answered (migration 009). */
  kind: Generated<MailKind>;
  subject: Generated<string>;
  provider_message_id: string | null;
  failure_reason: string | null;
  document_id: number | null;
  sent_by_id: number | null;
  /** The queue (migration 014): where the mail stands, tries so far, and what each try sends. */
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  message_id: string | null;
  body_text: string | null;
  body_html: string | null;
  attachment: ColumnType<MailAttachmentSource | null, string | null, string | null>;
  updated_ts: GeneratedTimestamp;
}

/** Where a queued mail's attachment comes from when it is sent (the module that queued it reads it). */
export interface MailAttachmentSource {
  source: string;
  filename: string;
  contentType: string;
  /** The stored document's name, for source 'document'. */
  file1?: string;
}

export interface MailAttemptsTable {
  id: Generated<number>;
  mail_id: number;
  attempt: number;
  provider: MailProvider;
  ts: GeneratedTimestamp;
  accepted: boolean;
  response: string;
}

export interface LiveEventsTable {
  id: Generated<number>;
  ts: GeneratedTimestamp;
  type: string;
  data: ColumnType<Record<string, unknown>, string, string>;
}

export interface ThrottleBucketsTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
  locked_until: Timestamp | null;
}
