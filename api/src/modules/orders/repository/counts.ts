import { sql, type Kysely } from 'kysely';
import { QUEUES } from '@earrival/shared/queues';
import type { FolderName } from '@earrival/shared/types';
import type { ReportRange } from '@earrival/shared/dateRange';
import type { Database } from '../../../platform/db/schema';
import type { OrderCounts } from '../schemas/lists';
import { compiledOnce } from './compiled';
import { ORDER_COLUMNS, STATS_COLUMNS, folderPredicate, nextMonthStart, type FolderContext } from './folders';
import { countMatches, needsCountedTotal, type FilterQuery, type ListFilter } from './lists';

/** Every queue's count in one pass over order_folder_stats (a few hundred rows whatever the order volume). */
export function folderCountsQuery(
  db: Kysely<Database>,
  memberId: number | undefined,
  nextMonth = nextMonthStart(),
) {
  const counts = QUEUES.map((queue) => {
    // Without a member there is nobody's "My Orders": the count is 0.
    const where = !queue.mine
      ? folderPredicate(queue.folder, STATS_COLUMNS, { nextMonth })
      : memberId !== undefined
        ? folderPredicate(queue.folder, STATS_COLUMNS, { nextMonth, memberId })
        : sql`FALSE`;
    return sql`coalesce(sum(n) FILTER (WHERE ${where}), 0)::integer AS ${sql.ref(queue.countField)}`;
  });
  return sql<OrderCounts>`SELECT ${sql.join(counts)} FROM order_folder_stats`;
}

/** The counts, with myOrdersCount for the member whose id is given (the signed-in member). */
export async function folderCounts(db: Kysely<Database>, memberId: number | undefined): Promise<OrderCounts> {
  const { rows } = await folderCountsQuery(db, memberId).execute(db);
  return rows[0]!;
}

/** The assignee and mode filters over the counts table (it keeps 0 for "unassigned"). */
function statsFilter(filter: ListFilter | undefined) {
  const parts = [sql`TRUE`];
  if (filter?.assignee !== undefined)
    parts.push(sql`${STATS_COLUMNS.assigneeId} = ${filter.assignee === 'none' ? 0 : filter.assignee}`);
  if (filter?.mode) parts.push(sql`${STATS_COLUMNS.mode} = ${filter.mode}`);
  return sql.join(parts, sql` AND `);
}

/** How many orders one folder holds (the pager's total), from the same counts table. */
export function folderTotalQuery(
  folder: FolderName,
  ctx: FolderContext,
  processMonth?: string,
  filter?: ListFilter,
) {
  const where = folderPredicate(folder, STATS_COLUMNS, ctx);
  const month = processMonth ? sql`AND ${STATS_COLUMNS.month} = ${processMonth}` : sql``;
  return sql<{ total: number }>`
    SELECT coalesce(sum(n), 0)::integer AS total FROM order_folder_stats
    WHERE ${where} ${month} AND ${statsFilter(filter)}`;
}

export async function folderTotal(
  db: Kysely<Database>,
  folder: FolderName,
  ctx: FolderContext,
  processMonth?: string,
  filter?: Pick<ListFilter, 'assignee' | 'mode'>,
): Promise<number> {
  const picked = { assignee: filter?.assignee, mode: filter?.mode };
  const key = `total|${folder}|${ctx.nextMonth}|${ctx.memberId ?? ''}|${processMonth ?? ''}|${JSON.stringify(picked)}`;
  const statement = compiledOnce(db, key, () => folderTotalQuery(folder, ctx, processMonth, picked));
  const { rows } = await db.executeQuery(statement);
  return rows[0]!.total;
}

/**
 * A list's total: exact from the counts table while the filter names only assignee and mode (the columns
 * that table keeps); with a search, a citizenship or created days, the matching rows are counted up to
 * the search's cap (countMatches), so a filter over a million orders costs what a search does.
 */
export async function listTotal(
  db: Kysely<Database>,
  query: FilterQuery,
): Promise<{ total: number; capped: boolean }> {
  if (query.search || needsCountedTotal(query.filter)) return countMatches(db, query);
  const total = await folderTotal(db, query.folder, query.ctx, query.processMonth, query.filter);
  return { total, capped: false };
}

/** Future orders per process month ('01'..'12'), the months that have any. */
export async function futureMonths(db: Kysely<Database>) {
  const where = folderPredicate('futureOrder', STATS_COLUMNS, { nextMonth: nextMonthStart() });
  const { rows } = await sql<{ month: string; count: number }>`
    SELECT ${STATS_COLUMNS.month} AS month, sum(n)::integer AS count
    FROM order_folder_stats WHERE ${where} GROUP BY 1`.execute(db);
  return rows;
}

type CitizenshipCount = 'count' | 'standard_count' | 'priority_count' | 'future_count';

/**
 * Orders per citizenship created in the range (every status counts), split by processing mode, and how
 * many of them are now in the Future Order folder.
 */
export async function ordersByCitizenship(db: Kysely<Database>, { from, to }: ReportRange) {
  const future = folderPredicate('futureOrder', ORDER_COLUMNS, { nextMonth: nextMonthStart() });
  const { rows } = await sql<{ citizenship: string } & Record<CitizenshipCount, number>>`
    SELECT citizenship,
      count(*)::integer AS count,
      (count(*) FILTER (WHERE processing_mode = 'Regular Processing'))::integer AS standard_count,
      (count(*) FILTER (WHERE processing_mode = 'Priority Processing'))::integer AS priority_count,
      (count(*) FILTER (WHERE ${future}))::integer AS future_count
    FROM orders
    WHERE ${from ? sql`created_at >= ${from}::date` : sql`TRUE`}
      AND ${to ? sql`created_at < ${to}::date + 1` : sql`TRUE`}
    GROUP BY citizenship
    ORDER BY count DESC, citizenship`.execute(db);
  return rows;
}
