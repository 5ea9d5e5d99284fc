import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { ORDER_COLUMNS, folderPredicate, nextMonthStart } from '../orders/public';
import type { CountryRow, ProcessedRow } from './schemas';

export interface DateRange {
  /** 'YYYY-MM-DD', inclusive. */
  from?: string | undefined;
  /** 'YYYY-MM-DD', inclusive (the whole day). */
  to?: string | undefined;
}

function range(column: string, { from, to }: DateRange) {
  const parts = [sql`TRUE`];
  if (from) parts.push(sql`${sql.ref(column)} >= ${from}::date`);
  if (to) parts.push(sql`${sql.ref(column)} < ${to}::date + 1`);
  return sql.join(parts, sql` AND `);
}

/**
 * Orders per citizenship, created in the range (every status counts: the screen is about demand).
 * standard/priority split by processing mode; future = orders now in the Future Order folder.
 */
export async function countryOrders(db: Kysely<Database>, dates: DateRange): Promise<CountryRow[]> {
  const future = folderPredicate('futureOrder', ORDER_COLUMNS, { nextMonth: nextMonthStart() });
  const { rows } = await sql<CountryRow>`
    SELECT citizenship,
      count(*)::integer AS count,
      (count(*) FILTER (WHERE processing_mode = 'Regular Processing'))::integer AS standard_count,
      (count(*) FILTER (WHERE processing_mode = 'Priority Processing'))::integer AS priority_count,
      (count(*) FILTER (WHERE ${future}))::integer AS future_count
    FROM orders
    WHERE ${range('created_at', dates)}
    GROUP BY citizenship
    ORDER BY count DESC, citizenship`.execute(db);
  return rows;
}

/**
 * 'Processed' = moved to Completed: orders.processed_by_id / processed_at record the member and the moment
 * of the (latest) move to Completed. The range filters on that moment. Members are told apart by id (two
 * members may share a name); the name shown is the member's current one, or the recorded one for a
 * member who has since been deleted.
 */
export async function processedBy(db: Kysely<Database>, dates: DateRange): Promise<ProcessedRow[]> {
  const { rows } = await sql<ProcessedRow>`
    SELECT o.processed_by_id AS member_id,
           coalesce(max(m.name), max(o.processed_by)) AS processed_by,
           count(*)::integer AS count
    FROM orders o
    LEFT JOIN team_members m ON m.id = o.processed_by_id
    WHERE o.processed_by IS NOT NULL AND ${range('o.processed_at', dates)}
    GROUP BY o.processed_by_id, CASE WHEN o.processed_by_id IS NULL THEN o.processed_by END
    ORDER BY count DESC, processed_by, member_id`.execute(db);
  return rows;
}
