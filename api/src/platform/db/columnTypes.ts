import type { ColumnType } from 'kysely';

/** How PostgreSQL's column types come back and are written, for the table types (schema.ts). */

/** Timestamps come back as Date and may be written as Date or ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in (default now()). */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Dates (no time) come back as 'YYYY-MM-DD' text (see connection.ts). */
export type DateText = ColumnType<string, string, string>;
/** numeric comes back as a JS number (see connection.ts). */
export type Numeric = ColumnType<number, number | string, number | string>;

/** The PostgreSQL type a value is cast to in SQL (a seed's unnest() arrays, a keyset cursor's values). */
export type PgType = 'text' | 'bpchar' | 'date' | 'timestamptz' | 'numeric' | 'int4';

/*
 * The values a few text columns allow, listed once: the table types below use them, and the TypeBox
 * schemas the answers are checked with are built from the same lists (platform/http/schemas.ts,
 * platform/mailer/schemas.ts).
 */
export const YES_NO = ['Y', 'N'] as const;
export type YesNo = (typeof YES_NO)[number];
export const PROCESSING_MODES = ['Regular Processing', 'Priority Processing'] as const;
export type ProcessingMode = (typeof PROCESSING_MODES)[number];
export const MAIL_PROVIDERS = ['first', 'second'] as const;
export type MailProvider = (typeof MAIL_PROVIDERS)[number];
export const MAIL_KINDS = ['document', 'track-link', 'invoice'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_STATUSES = ['queued', 'sent', 'retrying', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
