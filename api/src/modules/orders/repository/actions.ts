import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { SessionUser } from '@earrival/shared/types';
import { mayUndoActionOf } from '@earrival/shared/policy';
import { statusLabel } from '@earrival/shared/status';
import type { Database } from '../../../platform/db/schema';
import { conflict, denied, notFound } from '../../../platform/http/errors';
import { recordEvents, type OrderEvent } from '../../../platform/events/orderEvents';

type Trx = Transaction<Database>;

/** What an undoable call did (the order's timeline says it in words; this is for the undo's own text). */
export type ActionKind = 'status' | 'delete' | 'refund-completed' | 'assign' | 'refund-requested';

/** How long after an action its Undo still works. */
export const UNDO_WINDOW_MINUTES = 10;

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

interface Restored {
  order_id: number;
  from_status: string;
  to_status: string;
  from_assignee: string | null;
  to_assignee: string | null;
  from_refund: boolean;
  to_refund: boolean;
}

/** One line of the order's timeline saying what the undo put back. */
function undoneText(r: Restored): string {
  const parts: string[] = [];
  if (r.from_status !== r.to_status) parts.push(`status back to ${statusLabel(r.to_status)}`);
  if (r.from_assignee !== r.to_assignee)
    parts.push(r.to_assignee ? `assigned back to ${r.to_assignee}` : 'returned to its queue');
  if (r.from_refund !== r.to_refund)
    parts.push(r.to_refund ? 'refund request restored' : 'refund request withdrawn');
  return parts.length ? parts.join(', ') : 'previous state restored';
}

/**
 * Undoes an action, all or nothing, in one transaction: the action row is locked first, so of two undos
 * of one action the second waits and then finds it undone. Only the member who acted or an Admin may undo
 * (the role policy), only within UNDO_WINDOW_MINUTES (by the database clock, against the stored time),
 * only once, and only if no order changed since (its state_version moved on): then nothing is restored.
 */
export async function undoAction(
  db: Kysely<Database>,
  member: SessionUser,
  actionId: string,
): Promise<{ orderIds: number[] }> {
  return db.transaction().execute(async (trx) => {
    const action = await trx
      .selectFrom('order_actions')
      .select([
        'actor_id',
        'undone_at',
        sql<boolean>`created_at < now() - make_interval(mins => ${UNDO_WINDOW_MINUTES})`.as('expired'),
      ])
      .where('id', '=', actionId)
      .forUpdate()
      .executeTakeFirst();
    if (!action) throw notFound('This action is unknown; nothing was undone.');
    if (!mayUndoActionOf(member, action.actor_id))
      throw denied('Only the member who made this change or an Admin can undo it.');
    if (action.undone_at) throw conflict('This action was already undone.');
    if (action.expired)
      throw conflict(
        `This action is more than ${UNDO_WINDOW_MINUTES} minutes old; it can no longer be undone.`,
      );

    const rows = await sql<{
      order_id: number;
      changed: boolean;
      assignee_gone: boolean;
    }>`
      SELECT o.order_id, o.state_version <> a.state_version AS changed,
        (a.assigned_to_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM team_members m WHERE m.id = a.assigned_to_id))
          AS assignee_gone
      FROM order_action_orders a JOIN orders o ON o.order_id = a.order_id
      WHERE a.action_id = ${actionId}::uuid
      ORDER BY o.order_id
      FOR UPDATE OF o`.execute(trx);
    const changed = rows.rows.find((r) => r.changed);
    if (changed) throw conflict(`Order ${changed.order_id} changed since; nothing was undone`);
    const gone = rows.rows.find((r) => r.assignee_gone);
    if (gone)
      throw conflict(
        `Order ${gone.order_id} was assigned to a member who no longer exists; nothing was undone.`,
      );

    // The before-image is read with the update, so each order's timeline can say what came back.
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
      .set({ undone_at: sql`now()`, undone_by_id: member.id })
      .where('id', '=', actionId)
      .execute();
    const lines = [...restored.rows].sort((a, b) => a.order_id - b.order_id);
    const events: OrderEvent[] = lines.map((r) => ({
      order_id: r.order_id,
      action: 'undone',
      from_value: r.from_status,
      to_value: r.to_status,
      detail: undoneText(r),
    }));
    await recordEvents(trx, member, events);
    return { orderIds: lines.map((r) => r.order_id) };
  });
}
