import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { decodeCursor, listOrders, type Keyset, type ListQuery, type StoredListRow } from './lists';

/** Rows per read: 1,000,000 orders take 500 reads, and one batch stays a few hundred KB. */
export const EXPORT_BATCH = 2000;

export type ExportQuery = Omit<ListQuery, 'offset' | 'limit'>;

/** Where a walk starts and how far it goes: the first read skips `offset` rows, or starts after `after`. */
export interface BatchWalk {
  offset?: number;
  after?: Keyset;
  /** Rows in all; absent = to the folder's end. */
  limit?: number;
}

/**
 * A folder's rows (the list's filters, search and sort) read as the list's own keyset pages: each read
 * starts after the last row of the one before, so the millionth row costs what the first did, memory
 * holds one batch, and on the embedded database (one connection) other requests run between reads.
 * The consumer pulls: a batch is read only when the previous one has been taken, and a consumer that
 * stops (a client that went away) ends the loop with nothing more read.
 */
export async function* orderBatches(
  db: Kysely<Database>,
  query: ExportQuery,
  batchSize = EXPORT_BATCH,
  walk: BatchWalk = {},
): AsyncGenerator<StoredListRow[]> {
  let keyset = walk.after;
  let offset = keyset ? 0 : (walk.offset ?? 0);
  let left = walk.limit ?? Infinity;
  while (left > 0) {
    const limit = Math.min(batchSize, left);
    const { rows, cursors } = await listOrders(db, { ...query, offset, limit, keyset });
    if (rows.length) yield rows;
    left -= rows.length;
    if (rows.length < limit || !cursors) return;
    const last = decodeCursor(cursors.after, query.folder, query.sort);
    if (!last) throw new Error('The list answered a cursor it cannot read back');
    keyset = { ...last, direction: 'after' };
    offset = 0;
  }
}
