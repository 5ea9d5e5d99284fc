import type { Kysely } from 'kysely';
import { mayUndoActionOf } from '@earrival/shared/policy';
import { statusLabel } from '@earrival/shared/status';
import type { Database } from '../../../platform/db/schema';
import type { SessionUser } from '../../../platform/http/schemas';
import { conflict, denied, notFound } from '../../../platform/errors';
import { recordEvents } from './events';
import * as repo from '../repository/actions';
import type { OrderEvent } from '../schemas/events';

/** How long after an action its Undo still works. */
export const UNDO_WINDOW_MINUTES = 10;

/** One line of the order's timeline saying what the undo put back. */
function undoneText(r: repo.Restored): string {
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
    const action = await repo.lockAction(trx, actionId, UNDO_WINDOW_MINUTES);
    if (!action) throw notFound('This action is unknown; nothing was undone.');
    if (!mayUndoActionOf(member, action.actor_id))
      throw denied('Only the member who made this change or an Admin can undo it.');
    if (action.undone_at) throw conflict('This action was already undone.');
    if (action.expired)
      throw conflict(
        `This action is more than ${UNDO_WINDOW_MINUTES} minutes old; it can no longer be undone.`,
      );

    const rows = await repo.lockActionOrders(trx, actionId);
    const changed = rows.find((r) => r.changed);
    if (changed) throw conflict(`Order ${changed.order_id} changed since; nothing was undone`);
    const gone = rows.find((r) => r.assignee_gone);
    if (gone)
      throw conflict(
        `Order ${gone.order_id} was assigned to a member who no longer exists; nothing was undone.`,
      );

    const restored = await repo.restoreAction(trx, actionId, member.id);
    const lines = [...restored].sort((a, b) => a.order_id - b.order_id);
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

/**
 * Prunes old actions once an hour (whichever process runs this: it is idempotent across processes).
 * Answers the function that stops it.
 */
export function pruneActionsHourly(db: Kysely<Database>): () => void {
  const pruning = setInterval(() => {
    repo.pruneActions(db).catch(() => undefined);
  }, 3_600_000);
  pruning.unref();
  return () => clearInterval(pruning);
}
