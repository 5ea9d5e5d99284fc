import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
// The module's tables, declared into the platform's Database.
import type {} from './tables';

export interface SavedViewRow {
  id: number;
  name: string;
  path: string;
  query: string;
  created_at: Date;
}

/** A member's views, oldest first (the order they were saved in). */
export async function viewsOf(db: Kysely<Database>, memberId: number): Promise<SavedViewRow[]> {
  return db
    .selectFrom('saved_views')
    .select(['id', 'name', 'path', 'query', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/**
 * Holds the member's row until the transaction ends, so two saves at once count one after the other
 * (the per-member limit holds under concurrency); false when the member is gone.
 */
export async function lockMember(tx: Transaction<Database>, memberId: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM team_members WHERE id = ${memberId} FOR UPDATE`.execute(tx);
  return rows.length > 0;
}

export async function viewCount(tx: Transaction<Database>, memberId: number): Promise<number> {
  const row = await tx
    .selectFrom('saved_views')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nameTaken(tx: Transaction<Database>, memberId: number, name: string): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM saved_views WHERE member_id = ${memberId} AND lower(name) = lower(${name})`.execute(tx);
  return rows.length > 0;
}

export async function insertView(
  tx: Transaction<Database>,
  view: { memberId: number; name: string; path: string; query: string },
): Promise<SavedViewRow> {
  return tx
    .insertInto('saved_views')
    .values({ member_id: view.memberId, name: view.name, path: view.path, query: view.query })
    .returning(['id', 'name', 'path', 'query', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Deletes the member's own view; another member's id deletes nothing. */
export async function deleteView(db: Kysely<Database>, memberId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_views')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
