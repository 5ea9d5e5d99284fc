/**
 * A backup archive: one gzipped tar, written and read as a stream, entries in this order:
 *
 *   backup.json                 Header: format, app and schema versions, source kinds (read first, so a
 *                               restore refuses before it writes anything)
 *   db/<table>.json             a table's columns (COPY's column list), then its rows in pieces:
 *   db/<table>/<n>.copy         PostgreSQL's COPY text format, whole rows, at most a few MB each
 *   sequences.json              every sequence's last value
 *   store/<key>                 every object of the document store (documents, releases, outbox), as is
 *   secret/jwt-secret           the embedded default's key (it also encrypts 2FA secrets), when it has one
 *   manifest.json               Manifest: rows and SHA-256 per table, size and SHA-256 per object
 *
 * COPY's text format is the same on PostgreSQL and PGlite, so an archive of either restores into either.
 */

export const FORMAT = 'earrival-backup';
export const FORMAT_VERSION = 1;

export const HEADER_ENTRY = 'backup.json';
export const SEQUENCES_ENTRY = 'sequences.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const SECRET_ENTRY = 'secret/jwt-secret';
export const STORE_PREFIX = 'store/';
export const DB_PREFIX = 'db/';

/** Rows of the job queue (pending mail) are kept apart: its tables belong to the queue library. */
export const JOBS_TABLE = '@jobs.job';

export interface BackupHeader {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The package version of the code that wrote it. */
  appVersion: string;
  /** The newest migration the database had: a restore needs code that knows it. */
  schemaVersion: string;
  database: 'postgres' | 'pglite';
  store: 'local' | 's3';
}

export interface TableInfo {
  /** A table of the app's schema, or JOBS_TABLE. */
  table: string;
  columns: string[];
}

export interface SequenceValue {
  name: string;
  /** null: never used (nextval gives its start). */
  lastValue: number | null;
}

export interface Manifest {
  tables: Record<string, { rows: number; sha256: string }>;
  objects: Record<string, { size: number; sha256: string }>;
  sequences: number;
  /** Totals, for the person reading the summary. */
  rows: number;
  objectBytes: number;
}

export const tableEntry = (table: string) => `${DB_PREFIX}${table}.json`;
export const chunkEntry = (table: string, n: number) =>
  `${DB_PREFIX}${table}/${String(n).padStart(6, '0')}.copy`;

/** The table an entry under db/ belongs to, and whether it is its header or a piece of rows. */
export function parseDbEntry(name: string): { table: string; kind: 'columns' | 'rows' } | null {
  const rest = name.slice(DB_PREFIX.length);
  const piece = /^(.+)\/\d{6}\.copy$/.exec(rest);
  if (piece) return { table: piece[1]!, kind: 'rows' };
  if (rest.endsWith('.json')) return { table: rest.slice(0, -'.json'.length), kind: 'columns' };
  return null;
}

/** A problem with the archive or the target that stops a restore before it writes (or names what differs). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
