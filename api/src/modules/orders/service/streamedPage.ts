import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { ok } from '../../../platform/http/reply';
import { EXPORT_BATCH, orderBatches, type ExportQuery } from '../repository/exportRows';
import { pageCursors, type Keyset, type StoredListRow } from '../repository/lists';

/**
 * Pages longer than one batch (a client asking for a whole big folder at once: up to 100,000 rows, ~36 MB
 * of JSON; the screens' 'All' fetches 500 rows at a time) are read in keyset batches and written as they
 * come, instead of as one query's rows and one string: the server holds one batch, and no single step of
 * the answer holds the event loop for longer than a batch takes (other calls run between batches).
 */
export const STREAMED_PAGE_FROM = EXPORT_BATCH + 1;

/**
 * Rows written per step: a batch read at once is written a slice at a time, the event loop free between
 * slices, so several long pages at once hold it up for a slice each (a few ms), not a batch each.
 */
export const WRITE_SLICE = 250;

export interface StreamedPage {
  query: ExportQuery;
  offset: number;
  limit: number;
  /** Next from a cursor: the page starts right after that row. */
  after: Keyset | undefined;
  /** The folder's total, counted beside the first batch. */
  total: Promise<number>;
}

/** One row as the list's response schema writes it (the route's serializer of OrderListRow). */
export type RowWriter = (row: StoredListRow) => string;

/**
 * The answer the list's response schema would write for these rows, byte for byte, as a stream: the
 * envelope's head, each batch of rows (by `writeRow`), then `total` and `cursors`. The first batch is read
 * before the stream is returned, so a cursor the database refuses is still a 400 and not a broken answer.
 * The rows are not one snapshot: an order moved while the page is read may be missed or seen twice, as in
 * the CSV export.
 */
export async function streamedPage(
  db: Kysely<Database>,
  page: StreamedPage,
  writeRow: RowWriter,
): Promise<Readable> {
  const { status, message } = ok(null);
  const head = `${JSON.stringify({ status, message }).slice(0, -1)},"data":[`;
  const walk = { offset: page.offset, after: page.after, limit: page.limit };
  const batches = orderBatches(db, page.query, EXPORT_BATCH, walk);
  const [firstBatch, total] = await Promise.all([batches.next(), page.total]);
  async function* text(): AsyncGenerator<string> {
    yield head;
    let first: StoredListRow | undefined;
    let last: StoredListRow | undefined;
    let next = firstBatch;
    while (!next.done) {
      const rows = next.value;
      for (let at = 0; at < rows.length; at += WRITE_SLICE) {
        if (at > 0) await nextTurn();
        const separator = first ? ',' : '';
        first ??= rows[0];
        yield (
          separator +
          rows
            .slice(at, at + WRITE_SLICE)
            .map(writeRow)
            .join(',')
        );
      }
      last = rows[rows.length - 1];
      next = await batches.next();
    }
    yield `],"total":${total},"cursors":${JSON.stringify(pageCursors(first, last))}}`;
  }
  const stream = Readable.from(text(), { objectMode: false });
  // A client gone mid-page (or an answer replaced): stop reading batches.
  stream.once('close', () => void batches.return(undefined));
  return stream;
}
