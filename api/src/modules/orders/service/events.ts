import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { publish, type NewLiveEvent } from '../../../platform/events/live';
import { insertEvents } from '../repository/events';
import type { EventActor, OrderChange, OrderEvent, OrderEventAction } from '../schemas/events';

/** What each action tells staff screens that have the order open (order-updated's `changes`). */
const CHANGE_OF: Record<Exclude<OrderEventAction, 'created'>, OrderChange> = {
  status: 'status',
  assign: 'assign',
  'assign-conflict': 'assign',
  delete: 'delete',
  'refund-requested': 'refund',
  'refund-completed': 'refund',
  comment: 'comment',
  transaction: 'payment',
  language: 'edit',
  upload: 'document',
  mail: 'mail',
  // An undo restores status, assignee or refund: screens refetch the order as after a status move.
  undone: 'status',
};

/** Actions that move an order between queues, so the sidebar counts change. */
const MOVES: ReadonlySet<OrderEventAction> = new Set([
  'created',
  'status',
  'assign',
  'delete',
  'refund-requested',
  'refund-completed',
  'undone',
]);

/**
 * What open screens hear of these events: one order-updated per order, and counts-changed when an order
 * moved between queues.
 */
export function liveEventsOf(actor: EventActor, events: OrderEvent[]): NewLiveEvent[] {
  const byOrder = new Map<number, Set<OrderChange>>();
  // A new order is no screen's open order yet: it only changes the counts.
  for (const e of events) {
    if (e.action === 'created') continue;
    const changes = byOrder.get(e.order_id) ?? new Set<OrderChange>();
    changes.add(CHANGE_OF[e.action]);
    byOrder.set(e.order_id, changes);
  }
  // The tab that made the change refreshed already from its own bus event: it skips events naming it.
  const tab = actor?.tabId ? { tabId: actor.tabId } : {};
  const live: NewLiveEvent[] = [...byOrder].map(([orderId, changes]) => ({
    type: 'order-updated',
    // Automatic changes (the mail worker's tries) name nobody.
    data: {
      orderId,
      changes: [...changes],
      ...(actor?.id ? { by: { id: actor.id, name: actor.name } } : {}),
      ...tab,
    },
  }));
  if (events.some((e) => MOVES.has(e.action))) live.push({ type: 'counts-changed', data: tab });
  return live;
}

/**
 * Appends to the orders' history (who, what, when) and tells every process's open staff screens, in the
 * caller's transaction when given one (the live events are then sent only if it commits).
 */
export async function recordEvents(
  db: Kysely<Database>,
  actor: EventActor,
  events: OrderEvent[],
): Promise<void> {
  if (!events.length) return;
  await insertEvents(db, actor, events);
  await publish(db, liveEventsOf(actor, events));
}
