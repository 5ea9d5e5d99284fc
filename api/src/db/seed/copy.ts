import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Column } from './bulk';

type Value = string | number | null | undefined;

const SPECIAL = /[\\\t\n\r]/;

/** COPY's text format: a backslash, tab, newline or carriage return inside a value is escaped; null is \N. */
export function copyValue(value: Value): string {
  if (value === null || value === undefined) return '\\N';
  const text = String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : text;
}

/**
 * The rows as COPY text: one line per row, the columns in `columns` order. With `first`, each line starts
 * with first[i] (e.g. the order id a history row belongs to), so no row object is copied to add it.
 */
export function copyText(
  columns: readonly Column[],
  rows: ReadonlyArray<Record<string, Value>>,
  first?: readonly Value[],
): string {
  const names = columns.map(([name]) => name);
  const offset = first ? 1 : 0;
  const values: string[] = new Array<string>(names.length + offset);
  const lines: string[] = new Array<string>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    if (first) values[0] = copyValue(first[r]);
    for (let i = 0; i < names.length; i++) {
      // copyValue inlined for the common cases: a number needs no escaping, most texts none either.
      const value = row[names[i]!];
      values[i + offset] =
        value === null || value === undefined
          ? '\\N'
          : typeof value === 'number'
            ? String(value)
            : SPECIAL.test(value)
              ? copyValue(value)
              : value;
    }
    // One join per row and one per chunk: appending to one long string would build ropes for the GC.
    lines[r] = values.join('\t');
  }
  return lines.length ? lines.join('\n') + '\n' : '';
}

/** Loads COPY text (copyText) into `columns` of `table` with COPY FROM STDIN on a node-postgres client. */
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
