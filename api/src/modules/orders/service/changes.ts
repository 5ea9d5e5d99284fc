import type { Kysely, Transaction } from 'kysely';
import type { FolderName, ProcessStatus } from '@earrival/shared/types';
import { deleteScope, mayAssignTo, mayReturnOrderOf } from '@earrival/shared/policy';
import type { Database } from '../../../platform/db/schema';
import { badRequest, conflict, denied, notFound } from '../../../platform/errors';
import type { SessionUser } from '../../../platform/http/schemas';
import { recordEvents } from './events';
import { undoable } from '../repository/actions';
import { membersMatching } from '../repository/assignees';
import * as repo from '../repository/changes';

type Trx = Transaction<Database>;

/** Locks the orders (in id order, so concurrent multi-order calls cannot deadlock); all must exist. */
async function lockOrders(trx: Trx, ids: number[]) {
  const rows = await repo.lockOrders(trx, ids);
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.order_id));
    const missing = ids.filter((id) => !found.has(id));
    throw notFound(`Order not found: ${missing.join(', ')}`);
  }
  return rows;
}

/** The folder a delete comes from: the delete rules depend on it ('myOrder' = a My Orders table). */
export type DeleteSource = FolderName | 'myOrder';

/**
 * Delete rules come from the role policy (deleteScope). Where a role may delete only orders in the
 * Future Order folder, the database answers which orders are in it, through the same folder predicate the
 * lists and counts use: the rule lives in one place.
 */
async function checkDelete(trx: Trx, member: SessionUser, source: DeleteSource | undefined, ids: number[]) {
  const scope = deleteScope(member.type, source);
  if (scope === 'any') return;
  if (scope === 'none') throw denied(`The ${member.type} role cannot delete orders from this table.`);
  const allowed = await repo.futureOrderIds(trx, ids);
  const refused = ids.find((id) => !allowed.has(id));
  if (refused !== undefined) throw denied(`Only an Admin or a Manager can delete order ${refused}.`);
}

/** What a change did: how many orders it altered, and the action an Undo takes back (null: nothing to undo). */
export interface ChangeResult {
  updated: number;
  actionId: string | null;
}

/**
 * Moves orders to a status, all or nothing, as one undoable action. Moving to Completed records who
 * processed the order; moving to Refunds (refund completed) stamps the refund date if none was set.
 */
export async function moveOrders(
  db: Kysely<Database>,
  member: SessionUser,
  ids: number[],
  status: ProcessStatus,
  source?: DeleteSource,
): Promise<ChangeResult> {
  return db.transaction().execute(async (trx) => {
    const rows = await lockOrders(trx, ids);
    if (status === 'Deleted') await checkDelete(trx, member, source, ids);
    const changed = rows.filter((r) => r.process_status !== status);
    if (!changed.length) return { updated: 0, actionId: null };
    const changedIds = changed.map((r) => r.order_id);
    const action = status === 'Deleted' ? 'delete' : status === 'Refunds' ? 'refund-completed' : 'status';
    const actionId = await undoable(trx, member, action, changedIds, () =>
      repo.setStatus(trx, changedIds, status, member.id),
    );
    await recordEvents(
      trx,
      member,
      changed.map((r) => ({ order_id: r.order_id, action, from_value: r.process_status, to_value: status })),
    );
    return { updated: changed.length, actionId };
  });
}

/** A member an order is assigned to: the id is the reference, the name is for messages and history. */
export interface Assignee {
  id: number;
  name: string;
}

/**
 * The member an assignment names, resolved on the server. The browser sends a name (`assignto`, as the
 * screens always have) or an id (`assigntoId`); neither is trusted: the caller's own name or id means the
 * signed-in member, anything else must name exactly one existing member, and the role policy decides whether
 * the caller may assign to them. null (or an empty name) returns the orders to their folder.
 */
export async function resolveAssignee(
  db: Kysely<Database>,
  member: SessionUser,
  body: { assignto: string | null; assigntoId?: number | null },
): Promise<Assignee | null> {
  const name = body.assignto?.trim() || null;
  const id = body.assigntoId ?? null;
  if (id === null && name === null) return null;
  if (id === member.id || (id === null && name === member.name)) return { id: member.id, name: member.name };
  if (!mayAssignTo(member, id ?? -1)) throw denied('You can only assign orders to yourself.');
  const found = await membersMatching(db, id !== null ? { id } : { name: name! });
  if (!found.length)
    throw badRequest(id !== null ? `No team member has the id ${id}.` : `No team member is named ${name}.`);
  if (found.length > 1)
    throw badRequest(`Several team members are named ${name}: choose the member by id (assigntoId).`);
  return found[0]!;
}

/**
 * Assigns orders to a member (or returns them, assignee null), all or nothing. The UPDATE only takes
 * orders that are free (or already this member's): of two staff pressing 'Assign to me' together, the
 * second waits for the first's row lock, then finds the order taken and gets a clear refusal, which the
 * order's history records (see recordAssignConflict).
 */
export async function assignOrders(
  db: Kysely<Database>,
  member: SessionUser,
  ids: number[],
  assignee: Assignee | null,
): Promise<string | null> {
  let lost: { order_id: number; holder: string } | undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      if (assignee === null) return unassign(trx, member, ids);
      let taken: number[] = [];
      const actionId = await undoable(trx, member, 'assign', ids, async () => {
        taken = await repo.takeOrders(trx, ids, assignee.id);
      });
      if (taken.length !== ids.length) {
        const got = new Set(taken);
        const others = await repo.holdersOf(
          trx,
          ids.filter((id) => !got.has(id)),
        );
        const held = others.find((r) => r.assign_to !== null);
        if (held) {
          lost = { order_id: held.order_id, holder: held.assign_to! };
          throw conflict(`Order ${held.order_id} is already assigned to ${held.assign_to}`);
        }
        const found = new Set([...got, ...others.map((r) => r.order_id)]);
        throw notFound(`Order not found: ${ids.filter((id) => !found.has(id)).join(', ')}`);
      }
      await recordEvents(
        trx,
        member,
        ids.map((order_id) => ({ order_id, action: 'assign', to_value: assignee.name })),
      );
      return actionId;
    });
  } catch (error) {
    // The refused attempt is history too: written after the rollback, outside the failed transaction.
    if (lost) await recordAssignConflict(db, member, lost.order_id, assignee!, lost.holder);
    throw error;
  }
}

/** How long one member's refused 'Assign to me' on one order is recorded only once. */
export const CONFLICT_WINDOW_SECONDS = 10 * 60;

/**
 * Records a refused assignment in the order's history, at most once per member and order within
 * CONFLICT_WINDOW_SECONDS, so repeated clicks (or a script) cannot flood someone else's order history.
 * Who tried is the signed-in member; the assignee named is the resolved member, never the client's text.
 */
async function recordAssignConflict(
  db: Kysely<Database>,
  member: SessionUser,
  orderId: number,
  assignee: Assignee,
  holder: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await repo.lockRecentAssignConflict(trx, orderId, member.id, CONFLICT_WINDOW_SECONDS)) return;
    await recordEvents(trx, member, [
      {
        order_id: orderId,
        action: 'assign-conflict',
        to_value: assignee.name,
        detail: `already assigned to ${holder}`,
      },
    ]);
  });
}

async function unassign(trx: Trx, member: SessionUser, ids: number[]): Promise<string | null> {
  const rows = await lockOrders(trx, ids);
  const other = rows.find((r) => !mayReturnOrderOf(member, r.assigned_to_id));
  if (other)
    throw denied(
      `Order ${other.order_id} is assigned to ${other.assign_to}; only they or a Manager can return it.`,
    );
  const held = rows.filter((r) => r.assigned_to_id !== null);
  if (!held.length) return null;
  const heldIds = held.map((r) => r.order_id);
  const actionId = await undoable(trx, member, 'assign', heldIds, () => repo.unassignOrders(trx, heldIds));
  await recordEvents(
    trx,
    member,
    held.map((r) => ({ order_id: r.order_id, action: 'assign', from_value: r.assign_to, to_value: null })),
  );
  return actionId;
}
