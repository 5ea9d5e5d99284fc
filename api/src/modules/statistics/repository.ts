import { sql, type Kysely } from 'kysely';
import type { ReportRange } from '@earrival/shared/dateRange';
import type { Database } from '../../platform/db/schema';
import type { ProcessedRow } from './schemas';

function range(column: string, { from, to }: ReportRange) {
  const parts = [sql`TRUE`];
  if (from) parts.push(sql`${sql.ref(column)} >= ${from}::date`);
  if (to) parts.push(sql`${sql.ref(column)} < ${to}::date + 1`);
  return sql.join(parts, sql` AND `);
}

/**
 * 'Processed' = moved to Completed: orders.processed_by_id / processed_at record the member and the moment
 * of the (latest) move to Completed. The range filters on that moment. Members are told apart by id (two
 * members may share a name); the name shown is the member's current one, or the recorded one for a
 * member who has since been deleted.
 */
export async function processedBy(db: Kysely<Database>, dates: ReportRange): Promise<ProcessedRow[]> {
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
