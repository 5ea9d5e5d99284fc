import { Readable, pipeline } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { stringify, type Options } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { TextColumn } from '@earrival/shared/columns';

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * The first characters that make a spreadsheet run a cell as a formula (OWASP's CSV injection list: =, +,
 * -, @, tab, carriage return), plus line feed and the full-width =, +, -, @ that Apple Numbers folds into
 * the ASCII ones.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A text a spreadsheet would run as a formula gets a leading single quote, so it shows as the text it
 * is. Numbers stay numbers. Only the cell's first character matters: the writer quotes every cell that
 * holds a comma, a quote, CR or LF, so a line break inside a name can never start a row (or a cell) of its
 * own.
 */
export function neutralise(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * csv-stringify's options for every CSV the API writes: RFC 4180 (CRLF between records, a cell quoted
 * when it holds a comma, a double quote, CR or LF, quotes doubled), after a UTF-8 BOM.
 * `quote_record_delimiter` must be set: with a record delimiter given, csv-stringify 6 otherwise quotes
 * only cells holding the whole delimiter ("\r\n"), and a lone "\n" in a name split the row.
 */
export const CSV_OPTIONS: Options = {
  bom: true,
  record_delimiter: 'windows',
  quote_record_delimiter: true,
};

/** About how much CSV goes into one write of the response. */
const CHUNK_BYTES = 64 * 1024;

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
 * A report's file name with its date range, e.g. 'country-orders-2026-10-01_2026-10-31.csv'; an open end
 * reads 'start' or today, and no range at all is today's date alone (everything, as of today).
 */
export function rangedFileName(base: string, range: { from?: string | undefined; to?: string | undefined }) {
  if (!range.from && !range.to) return `${base}-${today()}.csv`;
  return `${base}-${range.from ?? 'start'}_${range.to ?? today()}.csv`;
}

/**
 * Sends rows as a CSV download, streamed through csv-stringify: the BOM and the header line, then the
 * rows. The response pulls: the next batch is read only when the client has taken the last ones
 * (backpressure through the pipeline), and a client that disconnects ends the row source (its `finally`
 * runs, no further read). The first batch is read before the answer starts, so a failing query still
 * answers with the error envelope.
 */
export async function sendCsv<Row>(reply: FastifyReply, { filename, columns, batches }: CsvExport<Row>) {
  const source = batches[Symbol.asyncIterator]();
  const first = await source.next();
  const cells = (row: Row) => columns.map((column) => neutralise(column.text(row)));
  async function* records(): AsyncGenerator<Array<string | number>> {
    try {
      yield columns.map((column) => neutralise(column.header));
      if (first.done) return;
      for (let batch = first.value; ;) {
        for (const row of batch) yield cells(row);
        // A large export never holds the event loop for long: other requests run between batches.
        await nextTurn();
        const next = await source.next();
        if (next.done) return;
        batch = next.value;
      }
    } finally {
      await source.return?.();
    }
  }
  const csv = stringify(CSV_OPTIONS);
  pipeline(Readable.from(records()), csv, (error) => {
    // A client that leaves early is no error; a row source that fails mid-way ends the download short.
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
      reply.log.error({ err: error }, 'CSV export failed while streaming');
  });
  // csv-stringify pushes each record on its own: the response gets them gathered into chunks of about
  // CHUNK_BYTES (one HTTP chunk per row would cost a frame and a write each). Leaving the loop early (the
  // client went away) destroys the stringifier, and the pipeline then closes the row source.
  async function* chunks(): AsyncGenerator<Buffer> {
    let gathered: Buffer[] = [];
    let size = 0;
    for await (const chunk of csv) {
      gathered.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size < CHUNK_BYTES) continue;
      yield Buffer.concat(gathered, size);
      gathered = [];
      size = 0;
    }
    if (size) yield Buffer.concat(gathered, size);
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks(), { objectMode: false, highWaterMark: 1 }));
}
