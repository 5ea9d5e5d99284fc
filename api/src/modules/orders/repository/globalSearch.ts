import { sql, type Kysely } from 'kysely';
import { FOLDER_NAMES, type ActionSource, type ProcessStatus } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import { ORDER_COLUMNS, folderPredicate, nextMonthStart, type FolderContext } from './folders';
import { likePattern } from './lists';

/** One row of the top bar's search: who, where it sits, how to reach it. */
export interface GlobalSearchRow {
  order_id: number;
  name: string;
  email: string;
  phone: string;
  status: ProcessStatus;
  folder: ActionSource;
}

export interface GlobalSearchQuery {
  /** Lower-cased text of at least 3 characters (a trigram substring), or undefined for an id alone. */
  text: string | undefined;
  /** The order id the text is, when it is a number. */
  orderId: number | undefined;
  /** The signed-in member: their My Orders is theirs alone. */
  memberId: number;
  /** False for a role that may not open Order History: only the queues it sees are searched. */
  everyOrder: boolean;
  limit: number;
}

/** The queues a row may be shown in, most specific first; Order History (allOrder) holds the rest. */
const QUEUES = FOLDER_NAMES.filter((folder) => folder !== 'allOrder');

/**
 * The folder predicates of the queues (and My Orders), OR-ed: the orders a role without Order History
 * may find. The same predicates as the lists, so the search never shows an order its queues hide.
 */
function visibleToQueues(ctx: FolderContext, memberId: number) {
  const mine = folderPredicate('newOrder', ORDER_COLUMNS, { ...ctx, memberId });
  return sql<boolean>`(${sql.join(
    [mine, ...QUEUES.map((folder) => folderPredicate(folder, ORDER_COLUMNS, ctx))],
    sql` OR `,
  )})`;
}

/** The queue that holds a row, in SQL: My Orders first, then the queues in the sidebar's order. */
function folderOf(ctx: FolderContext, memberId: number) {
  const cases = [
    sql`WHEN ${folderPredicate('newOrder', ORDER_COLUMNS, { ...ctx, memberId })} THEN 'myOrder'`,
    ...QUEUES.map(
      (folder) => sql`WHEN ${folderPredicate(folder, ORDER_COLUMNS, ctx)} THEN ${sql.lit(folder)}`,
    ),
  ];
  return sql`CASE ${sql.join(cases, sql` `)} ELSE 'allOrder' END`;
}

/**
 * The newest orders whose id, name, e-mail or telephone holds the text (the trigram index over
 * search_text, as the queues' search), plus the order of that id. Ten rows at most: the planner either
 * walks the primary key backwards until ten match (a common text) or reads the few trigram matches and
 * sorts them (a rare one); both stop early.
 */
export async function globalSearch(
  db: Kysely<Database>,
  query: GlobalSearchQuery,
): Promise<GlobalSearchRow[]> {
  const ctx: FolderContext = { nextMonth: nextMonthStart() };
  const matches: ReturnType<typeof sql<boolean>>[] = [];
  if (query.text) matches.push(sql<boolean>`search_text LIKE ${likePattern(query.text)}`);
  if (query.orderId !== undefined) matches.push(sql<boolean>`order_id = ${query.orderId}`);
  if (matches.length === 0) return [];
  const scope = query.everyOrder ? sql`TRUE` : visibleToQueues(ctx, query.memberId);
  const { rows } = await sql<GlobalSearchRow>`
    SELECT order_id,
           trim(first_name || ' ' || sur_name) AS name,
           email,
           trim(country_code || ' ' || phone_number) AS phone,
           process_status AS status,
           ${folderOf(ctx, query.memberId)} AS folder
    FROM orders
    WHERE (${sql.join(matches, sql` OR `)}) AND ${scope}
    ORDER BY order_id DESC
    LIMIT ${query.limit}`.execute(db);
  return rows;
}
