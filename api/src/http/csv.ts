import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { TextColumn } from '@earrival/shared/columns';

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * A text a spreadsheet would run as a formula (OWASP's CSV injection: =, +, -, @, and tab or carriage
 * return before them) gets a leading single quote, so it shows as the text it is. Numbers stay numbers.
 */
export function neutralise(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export interface CsvExport<Row> {
  /** Without the folder path: 'newOrder-2026-11-20.csv'. */
  filename: string;
  columns: readonly TextColumn<Row>[];
  /** Rows in the order they go into the file, read lazily (a batch at a time). */
  batches: AsyncIterable<readonly Row[]>;
}

/** 'YYYY-MM-DD' of today (UTC), for file names. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Sends rows as a CSV download, streamed: the BOM and the header line, then one chunk per batch. The
 * response pulls: the next batch is read only when the client has taken the last (backpressure), and a
 * client that disconnects ends the row source (its `finally` runs, no further read). The first batch is
 * read before the answer starts, so a failing query still answers with the error envelope.
 */
export async function sendCsv<Row>(reply: FastifyReply, { filename, columns, batches }: CsvExport<Row>) {
  const source = batches[Symbol.asyncIterator]();
  const first = await source.next();
  const line = (rows: readonly Row[]) =>
    stringify(
      rows.map((row) => columns.map((column) => neutralise(column.text(row)))),
      { record_delimiter: 'windows' },
    );
  async function* body(): AsyncGenerator<string> {
    try {
      yield (
        UTF8_BOM +
        stringify([columns.map((column) => neutralise(column.header))], { record_delimiter: 'windows' })
      );
      if (first.done) return;
      yield line(first.value);
      for (;;) {
        // A large export never holds the event loop for long: other requests run between batches.
        await nextTurn();
        const next = await source.next();
        if (next.done) return;
        yield line(next.value);
      }
    } finally {
      await source.return?.();
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(body(), { objectMode: false, highWaterMark: 1 }));
}
