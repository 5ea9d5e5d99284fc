import { sql, type Kysely } from 'kysely';

/**
 * Undo of staff actions (status moves, delete, refund, assign, refund requests):
 * - orders.state_version counts changes to what an undo restores (status, assignee, refund date, who
 *   processed it). A row trigger bumps it on every such change, whatever code path made it (a route, a
 *   member's deletion returning orders, a script), so "nobody changed the order since" is one comparison
 *   and cannot be missed by a caller that forgets to say so;
 * - order_actions holds one row per undoable call: who, when, whether it was undone;
 * - order_action_orders holds each order's state before the call and its state_version right after it.
 * An undo restores the orders whose state_version still matches, or none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  // A constant default adds the column without rewriting the table (PostgreSQL 11+), at any size.
  await run(`ALTER TABLE orders ADD COLUMN state_version integer NOT NULL DEFAULT 0`);
  await run(`
    CREATE FUNCTION orders_state_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.process_status IS DISTINCT FROM OLD.process_status
        OR NEW.assigned_to_id IS DISTINCT FROM OLD.assigned_to_id
        OR NEW.refund_date IS DISTINCT FROM OLD.refund_date
        OR NEW.processed_by_id IS DISTINCT FROM OLD.processed_by_id
        OR NEW.processed_at IS DISTINCT FROM OLD.processed_at THEN
        NEW.state_version := OLD.state_version + 1;
      END IF;
      RETURN NEW;
    END $$`);
  await run(`CREATE TRIGGER orders_state_version BEFORE UPDATE ON orders
    FOR EACH ROW EXECUTE FUNCTION orders_state_version()`);

  // No foreign key to team_members: an action outlives its member like the order's history does.
  await run(`
    CREATE TABLE order_actions (
      id uuid PRIMARY KEY,
      kind text NOT NULL,
      actor_id integer NOT NULL,
      actor_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      undone_at timestamptz,
      undone_by_id integer
    )`);
  await run(`CREATE INDEX order_actions_by_time ON order_actions (created_at)`);
  await run(`
    CREATE TABLE order_action_orders (
      action_id uuid NOT NULL REFERENCES order_actions (id) ON DELETE CASCADE,
      order_id integer NOT NULL REFERENCES orders (order_id) ON DELETE CASCADE,
      state_version integer NOT NULL,
      process_status text NOT NULL,
      assigned_to_id integer,
      refund_date timestamptz,
      processed_by_id integer,
      processed_by text,
      processed_at timestamptz,
      PRIMARY KEY (action_id, order_id)
    )`);
  await run(`CREATE INDEX order_action_orders_order ON order_action_orders (order_id)`);
}
