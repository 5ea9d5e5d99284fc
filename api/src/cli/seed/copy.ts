import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

type Value = string | number | Date | null | undefined;

const SPECIAL = /[\\\t\n\r]/;

/**
 * A value in COPY's text format: null is \N; a backslash, tab, newline or carriage return inside a text is
 * escaped; a Date is written as ISO text (String(date) would give the local, unparseable form).
 */
export function copyValue(value: Value): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return value.toISOString();
  return SPECIAL.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : value;
}

/**
 * Formats one row as a COPY text line (without its newline): the leading value (its order's id), then the
 * named columns. One join per line gives one flat string; `+` would build a rope of ~50 pieces per line
 * that lives until the chunk is written, which the garbage collector then has to trace.
 */
export type LineFormatter<R> = (lead: number, row: R) => string;

/**
 * A COPY line formatter for rows with these columns, compiled once per table: each column becomes a
 * property read with a fixed name (`row["email"]`), which V8 compiles to one load per row shape. A loop
 * over the names (`row[name]`) is a generic keyed lookup per value: at a million orders (~50 columns
 * and ~4 history rows each) that was a third of the seed process's time. The names come from the seed's
 * own column lists (tables.ts) and are written as JSON string literals, so no text from data reaches it.
 */
export function lineFormatter<R>(columns: readonly (keyof R & string)[]): LineFormatter<R> {
  const values = columns.map((name) => `v(row[${JSON.stringify(name)}])`).join(', ');
  const compile = new Function(
    'v',
    `return function formatLine(lead, row) { return [lead, ${values}].join('\\t'); };`,
  );
  return compile(copyValue) as LineFormatter<R>;
}

/** Loads COPY text (lines from lineFormatter) into `columns` of `table` with COPY FROM STDIN. */
export async function copyRows(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  text: string,
): Promise<void> {
  if (!text) return;
  const names = columns.map((name) => `"${name}"`).join(', ');
  const stream = client.query(copyFrom(`COPY "${table}" (${names}) FROM STDIN`));
  await pipeline(Readable.from([text]), stream);
}
