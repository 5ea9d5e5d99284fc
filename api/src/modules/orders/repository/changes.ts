import { sql, type Transaction } from 'kysely';
import type { ProcessStatus } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import { ORDER_COLUMNS, folderPredicate, nextMonthStart } from './folders';

type Trx = Transaction<Database>;

/** Locks the orders in id order (so concurrent multi-order calls cannot deadlock) and reads their state. */
export function lockOrders(trx: Trx, ids: number[]) {
  return trx
    .selectFrom('orders')
    .select(['order_id', 'process_status', 'assign_to', 'assigned_to_id', 'refund_date'])
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .forUpdate()
    .execute();
}

/** Which of the orders the Future Order folder holds, by the same predicate the lists and counts use. */
export async function futureOrderIds(trx: Trx, ids: number[]): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('orders')
    .select('order_id')
    .where('order_id', 'in', ids)
    .where(folderPredicate('futureOrder', ORDER_COLUMNS, { nextMonth: nextMonthStart() }))
    .execute();
  return new Set(rows.map((row) => row.order_id));
}

/** Sets the status; Completed also records who processed the order, Refunds the refund date if unset. */
export async function setStatus(trx: Trx, ids: number[], status: ProcessStatus, memberId: number) {
  await trx
    .updateTable('orders')
    .set({
      process_status: status,
      updated_at: sql`now()`,
      // The id is the reference; the row trigger writes the member's name beside it for display.
      ...(status === 'Completed' ? { processed_by_id: memberId, processed_at: sql`now()` } : {}),
      ...(status === 'Refunds' ? { refund_date: sql`coalesce(refund_date, now())` } : {}),
    })
    .where('order_id', 'in', ids)
    .execute();
}

/** Assigns the orders that are free (or already the member's); answers the ids it took. */
export async function takeOrders(trx: Trx, ids: number[], assigneeId: number): Promise<number[]> {
  const taken = await trx
    .updateTable('orders')
    .set({ assigned_to_id: assigneeId, updated_at: sql`now()` })
    .where('order_id', 'in', ids)
    .where((eb) => eb.or([eb('assigned_to_id', 'is', null), eb('assigned_to_id', '=', assigneeId)]))
    .returning(['order_id'])
    .execute();
  return taken.map((r) => r.order_id);
}

/** Who holds each of the orders (assign_to null: nobody), in id order. */
export function holdersOf(trx: Trx, ids: number[]) {
  return trx
    .selectFrom('orders')
    .select(['order_id', 'assign_to'])
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .execute();
}

export async function unassignOrders(trx: Trx, ids: number[]) {
  await trx
    .updateTable('orders')
    .set({ assigned_to_id: null, updated_at: sql`now()` })
    .where('order_id', 'in', ids)
    .execute();
}

/**
 * Whether the member's refused assignment of the order was recorded within the window. A
 * transaction-scoped advisory lock on (order, member) is taken first, so the check and the insert that
 * follows it are one step across processes.
 */
export async function lockRecentAssignConflict(
  trx: Trx,
  orderId: number,
  memberId: number,
  windowSeconds: number,
): Promise<boolean> {
  await sql`SELECT pg_advisory_xact_lock(${orderId}::integer, ${memberId}::integer)`.execute(trx);
  const recent = await trx
    .selectFrom('order_events')
    .select('id')
    .where('order_id', '=', orderId)
    .where('actor_id', '=', memberId)
    .where('action', '=', 'assign-conflict')
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirst();
  return recent !== undefined;
}
