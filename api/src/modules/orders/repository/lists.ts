import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FOLDER_NAMES, type FolderName } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import type { ProcessingMode } from '../../../platform/http/schemas';
import { LIST_ROW_FIELDS, type OrderListRow } from '../schemas/order';
import { ORDER_COLUMNS, folderPredicate, type FolderContext } from './folders';
import { ORDER_COLUMN_TYPES } from '../tables';
import { compiledOnce } from './compiled';

export const SORT_COLUMNS = {
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
} satisfies Record<string, string[]>;
export type OrderSortColumn = keyof typeof SORT_COLUMNS;

/** The columns of an order-list row. */
const ROW_COLUMNS = sql.raw(LIST_ROW_FIELDS.map((field) => `o.${field}`).join(', '));

/**
 * The list filters a member picks above a queue (assignee, citizenship, processing mode, created days),
 * each one more condition inside the folder's rule. Dates are UTC days, inclusive, as the statistics' are.
 */
export interface ListFilter {
  /** A member's id, or 'none' for the orders nobody is assigned. */
  assignee?: number | 'none' | undefined;
  /** Compared without regard to case. */
  citizenship?: string | undefined;
  mode?: ProcessingMode | undefined;
  /** 'YYYY-MM-DD', the first day created. */
  createdFrom?: string | undefined;
  /** 'YYYY-MM-DD', the last day created (the whole day). */
  createdTo?: string | undefined;
}

/** True when the filter has a condition the trigger-kept counts cannot sum (they know assignee and mode only). */
export function needsCountedTotal(filter: ListFilter | undefined): boolean {
  return !!filter && (!!filter.citizenship || !!filter.createdFrom || !!filter.createdTo);
}

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
  filter?: ListFilter | undefined;
}

/** Folders whose rule fixes the status: sorting them by status is sorting by order id. */
const ONE_STATUS = new Set<FolderName>(FOLDER_NAMES.filter((f) => f !== 'refundOrder' && f !== 'allOrder'));

/** The columns a sort orders by before order_id (the list's and the export's keyset use the same). */
export function leadingSortColumns(folder: FolderName, sort: OrderSortColumn): string[] {
  // A constant column in ORDER BY would stop the index-only scan (the column is not in the index).
  return sort === 'process_status' && ONE_STATUS.has(folder) ? [] : SORT_COLUMNS[sort];
}

export function orderBy(
  folder: FolderName,
  sort: OrderSortColumn,
  order: 'asc' | 'desc',
  alias = '',
): RawBuilder<unknown> {
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  const leading = leadingSortColumns(folder, sort);
  // order_id last: a stable order, so pages never repeat or skip rows with equal sort values.
  const columns = [...leading, 'order_id'].map((c) => `${alias}${c} ${dir}`);
  return sql.raw(columns.join(', '));
}

/** Escapes LIKE's wildcards so a searched '%' or '_' means itself. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** The filter's conditions, each starting with AND (nothing for no filter). */
export function filterConditions(filter: ListFilter | undefined): RawBuilder<unknown> {
  if (!filter) return sql``;
  const parts: RawBuilder<unknown>[] = [];
  // assign_to IS NULL, not assigned_to_id: the partial queue indexes are built on the name (folders.ts).
  if (filter.assignee === 'none') parts.push(sql`AND assign_to IS NULL`);
  else if (filter.assignee !== undefined) parts.push(sql`AND assigned_to_id = ${filter.assignee}`);
  // lower(): the expression index orders_citizenship (migration 021) serves it.
  if (filter.citizenship) parts.push(sql`AND lower(citizenship) = ${filter.citizenship.toLowerCase()}`);
  if (filter.mode) parts.push(sql`AND processing_mode = ${filter.mode}`);
  if (filter.createdFrom) parts.push(sql`AND created_at >= ${filter.createdFrom}::date`);
  if (filter.createdTo) parts.push(sql`AND created_at < ${filter.createdTo}::date + 1`);
  return parts.length ? sql.join(parts, sql` `) : sql``;
}

export type FilterQuery = Pick<ListQuery, 'folder' | 'ctx' | 'processMonth' | 'search' | 'filter'>;

export function filters(query: FilterQuery) {
  const where = folderPredicate(query.folder, ORDER_COLUMNS, query.ctx);
  const month = query.processMonth ? sql`AND process_month = ${query.processMonth}` : sql``;
  const search = query.search ? sql`AND search_text LIKE ${likePattern(query.search)}` : sql``;
  return sql`${where} ${month} ${search} ${filterConditions(query.filter)}`;
}

/** Sort columns that may be NULL: PostgreSQL puts their NULLs last ascending and first descending. */
const NULLABLE = new Set(['date_of_departure', 'processing_date', 'process_month', 'refund_date']);

/**
 * Where a keyset page starts: the sort values and order id of a row already shown, and whether the wanted
 * rows come after it (Next) or before it (Previous), in the list's order.
 */
export interface Keyset {
  values: Array<string | null>;
  orderId: number;
  direction: 'after' | 'before';
}

/** A page's two cursors: `before` is its first row (for Previous), `after` its last (for Next). */
export interface PageCursors {
  before: string;
  after: string;
}

/**
 * A cursor is the row's sort values as PostgreSQL prints them (full precision, e.g. microseconds of a
 * timestamp) and its order id, as base64url JSON: opaque to the browser, checked when read back.
 */
export function encodeCursor(values: Array<string | null>, orderId: number): string {
  return Buffer.from(JSON.stringify([...values, orderId])).toString('base64url');
}

/** The cursor's values for this sort, or null when it is not one (tampered, or made for another sort). */
export function decodeCursor(
  cursor: string,
  folder: FolderName,
  sort: OrderSortColumn,
): { values: Array<string | null>; orderId: number } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const columns = leadingSortColumns(folder, sort);
  if (!Array.isArray(parsed) || parsed.length !== columns.length + 1) return null;
  const orderId = parsed[parsed.length - 1];
  const values = parsed.slice(0, -1);
  if (!Number.isSafeInteger(orderId) || !values.every((v) => v === null || typeof v === 'string'))
    return null;
  if (values.some((v, i) => v === null && !NULLABLE.has(columns[i]!))) return null;
  return { values: values as Array<string | null>, orderId: orderId as number };
}

export const flip = (order: 'asc' | 'desc') => (order === 'asc' ? 'desc' : 'asc');

/**
 * The keyset condition: rows strictly beyond (values, orderId) in `order`, as index ranges. Non-null
 * columns use one row comparison. A nullable column (only ever sorted alone) splits into its non-null
 * rows and its NULL rows, each an index range, numbered by `seg` in the order the list shows them.
 */
export function keysetSegments(
  columns: string[],
  order: 'asc' | 'desc',
  values: Array<string | null>,
  orderId: number,
) {
  const op = sql.raw(order === 'asc' ? '>' : '<');
  // Cast to the column's own type, so a cursor's text values compare as the column's values do.
  const typed = (value: string | null, column: string) =>
    sql`${value}::${sql.raw(ORDER_COLUMN_TYPES[column as keyof typeof ORDER_COLUMN_TYPES])}`;
  const id = sql`${orderId}::integer`;
  if (!(columns.length === 1 && NULLABLE.has(columns[0]!))) {
    const left = sql.raw([...columns, 'order_id'].join(', '));
    const right = sql.join([...columns.map((c, i) => typed(values[i]!, c)), id]);
    return [sql`(${left}) ${op} (${right})`];
  }
  const column = sql.ref(columns[0]!);
  const value = values[0]!;
  const nullRows = sql`${column} IS NULL`;
  const valued = sql`${column} IS NOT NULL`;
  // Ascending: values first, then NULLs; descending: NULLs first, then values.
  if (order === 'asc')
    return value === null
      ? [sql`${nullRows} AND order_id > ${id}`]
      : [sql`(${column}, order_id) > (${typed(value, columns[0]!)}, ${id})`, nullRows];
  return value === null
    ? [sql`${nullRows} AND order_id < ${id}`, valued]
    : [sql`(${column}, order_id) < (${typed(value, columns[0]!)}, ${id})`];
}

/** The sort columns of a row as text (the cursor's values) and its order id, selected with the page. */
function cursorColumns(columns: string[], alias: string) {
  return sql.raw(`, ${sortValuesColumn(columns, alias)} AS sort_values`);
}

/** A row's sort values as text, as its cursor holds them. */
export function sortValuesColumn(columns: string[], alias = ''): string {
  return `json_build_array(${columns.map((c) => `${alias}${c}::text`).join(', ')})`;
}

/**
 * A list row as the database gives it: its times as Date, and its sort values as text (what its cursor is
 * made of) beside the fields a queue table shows.
 */
export type StoredListRow = Omit<OrderListRow, 'created_at' | 'refund_date'> & {
  created_at: Date;
  refund_date: Date | null;
  sort_values: Array<string | null>;
};

/**
 * One page of a folder. The page's ids are chosen first from the narrow partial indexes, and only those
 * rows are then read in full. With a keyset the ids start right after (or before) a row already shown,
 * an index range whatever the depth; without one, at an offset (an index-only walk, a few ms at 50,000).
 */
export function listQuery(query: ListQuery & { keyset?: Keyset | undefined }) {
  const { folder, sort, order, keyset } = query;
  const columns = leadingSortColumns(folder, sort);
  // Previous: walk the other way from the cursor, then show the rows in the list's order again.
  const walk = keyset?.direction === 'before' ? flip(order) : order;
  const page = keyset
    ? sql.join(
        keysetSegments(columns, walk, keyset.values, keyset.orderId).map(
          (condition, seg) => sql`(
            SELECT ${sql.lit(seg)} AS seg, ${sql.raw([...columns, 'order_id'].join(', '))} FROM orders
            WHERE ${filters(query)} AND ${condition}
            ORDER BY ${orderBy(folder, sort, walk)}
            LIMIT ${query.limit})`,
        ),
        sql` UNION ALL `,
      )
    : sql`SELECT 0 AS seg, ${sql.raw([...columns, 'order_id'].join(', '))} FROM orders
          WHERE ${filters(query)}
          ORDER BY ${orderBy(folder, sort, order)}
          LIMIT ${query.limit} OFFSET ${query.offset}`;
  return sql<StoredListRow>`
    SELECT ${ROW_COLUMNS}${cursorColumns(columns, 'o.')}
    FROM (
      SELECT order_id FROM (${page}) AS walked
      ORDER BY seg, ${orderBy(folder, sort, walk)}
      LIMIT ${query.limit}
    ) AS page
    JOIN orders o ON o.order_id = page.order_id
    ORDER BY ${orderBy(folder, sort, order, 'o.')}`;
}

/** Stand-ins for a cursor's values in a keyset statement compiled once (see keysetStatement). */
const VALUE_SLOTS = Array.from(
  { length: Math.max(...Object.values(SORT_COLUMNS).map((columns) => columns.length)) },
  (_, slot) => ({ cursorValue: slot }) as unknown as string,
);
const ORDER_ID_SLOT = { cursorOrderId: true } as unknown as number;

/**
 * A keyset page's statement, compiled once per shape: everything but the cursor's values, plus which of
 * them are NULL (a NULL takes another branch of the SQL). The cursor's values then take their stand-ins'
 * places among the parameters. A cursor names a row no other call does; compiling its statement anew cost
 * each deep page (Next, Previous) and each export batch some 50 µs more of the API's own time than a
 * first page (bench/api).
 */
function keysetStatement(db: Kysely<Database>, query: ListQuery, keyset: Keyset) {
  const nulls = keyset.values.map((value) => value === null);
  const shape = { ...query, keyset: { direction: keyset.direction, nulls } };
  const template = compiledOnce(db, `keyset|${JSON.stringify(shape)}`, () =>
    listQuery({
      ...query,
      keyset: {
        direction: keyset.direction,
        values: keyset.values.map((value, i) => (value === null ? null : VALUE_SLOTS[i]!)),
        orderId: ORDER_ID_SLOT,
      },
    }),
  );
  const parameters = template.parameters.map((parameter) => {
    if (parameter === ORDER_ID_SLOT) return keyset.orderId;
    const slot = VALUE_SLOTS.indexOf(parameter as string);
    return slot === -1 ? parameter : keyset.values[slot];
  });
  return { ...template, parameters };
}

/** A page's rows, and its cursors (none for an empty page). */
export async function listOrders(
  db: Kysely<Database>,
  query: ListQuery & { keyset?: Keyset | undefined },
): Promise<{ rows: StoredListRow[]; cursors: PageCursors | null }> {
  const statement = query.keyset
    ? keysetStatement(db, query, query.keyset)
    : compiledOnce(db, `list|${JSON.stringify(query)}`, () => listQuery(query));
  const { rows } = await db.executeQuery(statement);
  // The rows go on as they came: a list answer's schema writes only the fields it names (serialize.ts).
  return { rows, cursors: pageCursors(rows[0], rows[rows.length - 1]) };
}

/** The cursors of a page from its first and last row (none for an empty page). */
export function pageCursors(
  first: StoredListRow | undefined,
  last: StoredListRow | undefined,
): PageCursors | null {
  return first && last
    ? {
        before: encodeCursor(first.sort_values, first.order_id),
        after: encodeCursor(last.sort_values, last.order_id),
      }
    : null;
}

/** A search's (or a filtered list's) total is counted exactly up to this many matches; beyond, the pager says "1,000+". */
export const SEARCH_COUNT_CAP = 1000;

/**
 * How many orders of a folder a search matches, counted exactly up to `cap` (the search's pager total).
 * A folder's plain total comes from the trigger-kept counts instead (counts.ts); a search's has to read
 * the matching rows, and for a common text that is most of a large folder (at a million orders, hundreds
 * of ms against a few for the page). Reading at most cap + 1 of them keeps it within the page's cost.
 */
export async function countMatches(
  db: Kysely<Database>,
  query: FilterQuery,
  cap = SEARCH_COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  const statement = compiledOnce(db, `matches|${cap}|${JSON.stringify(query)}`, () =>
    countMatchesQuery(query, cap),
  );
  const { rows } = await db.executeQuery(statement);
  const counted = rows[0]!.total;
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/**
 * The capped count's statement. With a search text the candidates come from the trigram index alone, and
 * the folder's rule is checked on them afterwards (the OFFSET 0 keeps it out of the scan): combined with a
 * big folder's own index the planner would first build a bitmap of the whole folder (300,000 entries for
 * New Orders at a million orders, ~150 ms), where stopping after cap + 1 matches reads a few thousand rows.
 */
export function countMatchesQuery(query: FilterQuery, cap = SEARCH_COUNT_CAP) {
  if (!query.search)
    return sql<{ total: number }>`
      SELECT count(*)::integer AS total
      FROM (SELECT 1 FROM orders WHERE ${filters(query)} LIMIT ${cap + 1}) AS matches`;
  const rest = filters({ ...query, search: undefined });
  return sql<{ total: number }>`
    SELECT count(*)::integer AS total
    FROM (
      SELECT 1 FROM (
        SELECT * FROM orders WHERE search_text LIKE ${likePattern(query.search)} OFFSET 0
      ) AS orders
      WHERE ${rest}
      LIMIT ${cap + 1}
    ) AS matches`;
}
