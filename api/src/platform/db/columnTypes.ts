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
