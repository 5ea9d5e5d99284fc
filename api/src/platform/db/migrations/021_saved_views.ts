import { sql, type Kysely } from 'kysely';

/**
 * Lists that filter (issue 31):
 * - `saved_views`: a member's named filters of a queue (its path and query), listed in their sidebar.
 *   Gone with the member.
 * - `orders_citizenship`: the citizenship filter compares lower(citizenship); without this index a
 *   rare country on Order History (every order) walked the whole table to fill a page. The other filters
 *   have theirs: assigned_to_id (orders_assigned), created_at (orders_created, orders_status_created), and
 *   the processing mode is part of the New and Priority rules' own indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE saved_views (
      id serial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
      name text NOT NULL,
      path text NOT NULL,
      query text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX saved_views_member ON saved_views (member_id, id)`.execute(db);
  await sql`CREATE INDEX orders_citizenship ON orders (lower(citizenship), order_id)`.execute(db);
}
