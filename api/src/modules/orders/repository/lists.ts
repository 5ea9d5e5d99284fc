import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  FOLDER_NAMES,
  type FolderName,
  type OrderListRow,
  type OrderSortColumn,
} from '@earrival/shared/types';
import type { Database } from '../../../db/schema';
import { ORDER_COLUMNS, folderPredicate, type FolderContext } from './folders';

export const SORT_COLUMNS: Record<OrderSortColumn, string[]> = {
  order_id: [],
  name: ['first_name', 'sur_name'],
  email: ['email'],
  phone_number: ['phone_number'],
  created_at: ['created_at'],
  process_status: ['process_status'],
  date_of_departure: ['date_of_departure'],
  refund_date: ['refund_date'],
  processing_date: ['processing_date'],
  process_month: ['process_month'],
};

/** The columns of an order-list row (the fields every queue table shows) plus the processing mode. */
const ROW_COLUMNS = sql.raw(
  `o.order_id, o.process_status, o.first_name, o.sur_name, o.email, o.phone_number, o.country_code, o.created_at,
   o.date_of_departure, o.refund_date, o.processing_date, o.process_month, o.assign_to, o.processing_mode`,
);

export interface ListQuery {
  folder: FolderName;
  ctx: FolderContext;
  sort: OrderSortColumn;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  processMonth?: string | undefined;
  /** Lower-cased search text (already stripped of LIKE wildcards' meaning). */
  search?: string | undefined;
}

/** Folders whose rule fixes the status: sorting them by status is sorting by order id. */
const ONE_STATUS = new Set<FolderName>(FOLDER_NAMES.filter((f) => f !== 'refundOrder' && f !== 'allOrder'));

function orderBy(
  folder: FolderName,
  sort: OrderSortColumn,
  order: 'asc' | 'desc',
  alias = '',
): RawBuilder<unknown> {
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  // A constant column in ORDER BY would stop the index-only scan (the column is not in the index).
  const leading = sort === 'process_status' && ONE_STATUS.has(folder) ? [] : SORT_COLUMNS[sort];
  // order_id last: a stable order, so pages never repeat or skip rows with equal sort values.
  const columns = [...leading, 'order_id'].map((c) => `${alias}${c} ${dir}`);
  return sql.raw(columns.join(', '));
}

/** Escapes LIKE's wildcards so a searched '%' or '_' means itself. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

function filters(query: Pick<ListQuery, 'folder' | 'ctx' | 'processMonth' | 'search'>) {
  const where = folderPredicate(query.folder, ORDER_COLUMNS, query.ctx);
  const month = query.processMonth ? sql`AND process_month = ${query.processMonth}` : sql``;
  const search = query.search ? sql`AND search_text LIKE ${likePattern(query.search)}` : sql``;
  return sql`${where} ${month} ${search}`;
}

/**
 * One page of a folder. The page's ids are chosen first from the narrow partial indexes (an index-only
 * walk even at offset 50,000), and only those rows are then read in full.
 */
export function listQuery(query: ListQuery) {
  return sql<OrderListRow & { processing_mode: string }>`
    SELECT ${ROW_COLUMNS}
    FROM (
      SELECT order_id FROM orders
      WHERE ${filters(query)}
      ORDER BY ${orderBy(query.folder, query.sort, query.order)}
      LIMIT ${query.limit} OFFSET ${query.offset}
    ) AS page
    JOIN orders o ON o.order_id = page.order_id
    ORDER BY ${orderBy(query.folder, query.sort, query.order, 'o.')}`;
}

export async function listOrders(db: Kysely<Database>, query: ListQuery) {
  const { rows } = await listQuery(query).execute(db);
  return rows;
}

/**
 * How many orders of a folder a search matches (the search's pager total). A folder's plain total comes
 * from the trigger-kept counts instead (counts.ts); this one has to read every matching row. For a common
 * text that is most of a large folder (at 445,000 orders: 0.3 to 1 s, against a few ms for the page), so
 * with a budget (PostgreSQL) the count gives up after that many milliseconds and answers null.
 */
export async function countMatches(
  db: Kysely<Database>,
  query: Pick<ListQuery, 'folder' | 'ctx' | 'processMonth' | 'search'>,
  budgetMs?: number,
): Promise<number | null> {
  const statement = sql<{ total: number }>`
    SELECT count(*)::integer AS total FROM orders WHERE ${filters(query)}`;
  if (!budgetMs) return (await statement.execute(db)).rows[0]!.total;
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL statement_timeout = ${sql.lit(Math.ceil(budgetMs))}`.execute(trx);
      return (await statement.execute(trx)).rows[0]!.total;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === QUERY_CANCELED) return null;
    throw error;
  }
}

/** PostgreSQL's query_canceled: here, the statement_timeout of a budgeted count. */
const QUERY_CANCELED = '57014';
