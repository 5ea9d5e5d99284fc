import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';

export interface OrderAssignee {
  id: number;
  name: string;
  /** Orders assigned to the member now, whatever their folder. */
  orders: number;
}

/**
 * The members who have orders assigned, for the lists' assignee filter: read from the trigger-kept counts
 * (a few hundred rows whatever the order volume), so every role may ask without scanning orders.
 */
export async function orderAssignees(db: Kysely<Database>): Promise<OrderAssignee[]> {
  const { rows } = await sql<OrderAssignee>`
    SELECT m.id, m.name, sum(s.n)::integer AS orders
    FROM order_folder_stats s
    JOIN team_members m ON m.id = s.assignee_id
    WHERE s.assignee_id <> 0
    GROUP BY m.id, m.name
    HAVING sum(s.n) > 0
    ORDER BY lower(m.name), m.id`.execute(db);
  return rows;
}

/** At most two members with this id, or else this name (two: the name is not unique). */
export function membersMatching(db: Kysely<Database>, match: { id: number } | { name: string }) {
  const query = db.selectFrom('team_members').select(['id', 'name']).orderBy('id').limit(2);
  return 'id' in match
    ? query.where('id', '=', match.id).execute()
    : query.where('name', '=', match.name).execute();
}
