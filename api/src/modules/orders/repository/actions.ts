import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { SessionUser } from '../../../platform/http/schemas';

type Trx = Transaction<Database>;

/** What an undoable call did (the order's timeline says it in words; this is for the undo's own text). */
export type ActionKind = 'status' | 'delete' | 'refund-completed' | 'assign' | 'refund-requested';

/**
 * Runs `change` on the orders as one undoable action, in the caller's transaction: each order's state is
 * copied before the change, and after it only the orders the change really altered are kept, each with
 * the state_version it reached (migration 015's trigger bumps it). Returns the action's id, or null when
 * the change altered nothing (there is nothing to undo).
 *
 * The orders are locked first, in id order (as every multi-order change locks them), so the copy is the
 * state the change starts from, not one a concurrent call is about to replace.
 */
export async function undoable(
  trx: Trx,
  member: SessionUser,
  kind: ActionKind,
  ids: number[],
  change: () => Promise<void>,
): Promise<string | null> {
  await trx
    .selectFrom('orders')
    .select('order_id')
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .forUpdate()
    .execute();
  const id = randomUUID();
  await trx
    .insertInto('order_actions')
    .values({ id, kind, actor_id: member.id, actor_name: member.name })
    .execute();
  // Set-based copies: a bulk action of thousands of orders is two statements, not a row of parameters each.
  await sql`
    INSERT INTO order_action_orders (action_id, order_id, state_version, process_status, assigned_to_id,
      refund_date, processed_by_id, processed_by, processed_at)
    SELECT ${id}::uuid, order_id, state_version, process_status, assigned_to_id,
      refund_date, processed_by_id, processed_by, processed_at
    FROM orders WHERE order_id = ANY(${ids}::integer[])`.execute(trx);
  await change();
  // Until here state_version holds the version before the change: an unchanged order still matches it.
  await sql`
    DELETE FROM order_action_orders a USING orders o
    WHERE a.action_id = ${id}::uuid AND o.order_id = a.order_id AND o.state_version = a.state_version`.execute(
    trx,
  );
  const kept = await sql<{ n: number }>`
    UPDATE order_action_orders a SET state_version = o.state_version FROM orders o
    WHERE a.action_id = ${id}::uuid AND o.order_id = a.order_id
    RETURNING 1 AS n`.execute(trx);
  if (kept.rows.length) return id;
  await trx.deleteFrom('order_actions').where('id', '=', id).execute();
  return null;
}

/** Old actions cannot be undone any more; an hour later they are not kept either (the timeline is). */
export async function pruneActions(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('order_actions')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

/** What an undo put back of one order: its state before the undo and after. */
export interface Restored {
  order_id: number;
  from_status: string;
  to_status: string;
  from_assignee: string | null;
  to_assignee: string | null;
  from_refund: boolean;
  to_refund: boolean;
}

/** Locks the action row (of two undos of one action, the second waits) and reads it; undefined: none. */
export function lockAction(trx: Trx, actionId: string, windowMinutes: number) {
  return trx
    .selectFrom('order_actions')
    .select([
      'actor_id',
      'undone_at',
      sql<boolean>`created_at < now() - make_interval(mins => ${windowMinutes})`.as('expired'),
    ])
    .where('id', '=', actionId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Locks the action's orders and tells, for each, whether it changed since (its state_version moved on)
 * and whether the member it was assigned to is gone.
 */
export async function lockActionOrders(trx: Trx, actionId: string) {
  const { rows } = await sql<{ order_id: number; changed: boolean; assignee_gone: boolean }>`
    SELECT o.order_id, o.state_version <> a.state_version AS changed,
      (a.assigned_to_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM team_members m WHERE m.id = a.assigned_to_id))
        AS assignee_gone
    FROM order_action_orders a JOIN orders o ON o.order_id = a.order_id
    WHERE a.action_id = ${actionId}::uuid
    ORDER BY o.order_id
    FOR UPDATE OF o`.execute(trx);
  return rows;
}

/**
 * Puts the action's orders back as they were before it, and marks it undone by the member. The
 * before-image is read with the update, so each order's timeline can say what came back.
 */
export async function restoreAction(trx: Trx, actionId: string, memberId: number): Promise<Restored[]> {
  const restored = await sql<Restored>`
    WITH before AS (
      SELECT o.order_id, o.process_status, o.assign_to, o.refund_date
      FROM orders o JOIN order_action_orders a ON a.order_id = o.order_id
      WHERE a.action_id = ${actionId}::uuid
    )
    UPDATE orders o SET
      process_status = a.process_status,
      assigned_to_id = a.assigned_to_id,
      refund_date = a.refund_date,
      processed_by_id = CASE WHEN EXISTS (SELECT 1 FROM team_members m WHERE m.id = a.processed_by_id)
        THEN a.processed_by_id END,
      processed_by = a.processed_by,
      processed_at = a.processed_at,
      updated_at = now()
    FROM order_action_orders a, before b
    WHERE a.action_id = ${actionId}::uuid AND o.order_id = a.order_id AND b.order_id = a.order_id
    RETURNING o.order_id, b.process_status AS from_status, o.process_status AS to_status,
      b.assign_to AS from_assignee, o.assign_to AS to_assignee,
      b.refund_date IS NOT NULL AS from_refund, o.refund_date IS NOT NULL AS to_refund`.execute(trx);
  await trx
    .updateTable('order_actions')
    .set({ undone_at: sql`now()`, undone_by_id: memberId })
    .where('id', '=', actionId)
    .execute();
  return restored.rows;
}
