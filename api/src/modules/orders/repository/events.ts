import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { SessionUser } from '../../../platform/http/schemas';
import type { OrderEventAction } from '../schemas/events';

/**
 * Who made a change: a member (and the browser tab they made it in, when the call named one), or null for
 * the system (intake, the mail worker), whose events reach every tab.
 */
export type EventActor = { id: SessionUser['id'] | null; name: string; tabId?: string } | null;

/** One entry of an order's event log: what happened, from what, to what. */
export interface OrderEvent {
  order_id: number;
  action: OrderEventAction;
  from_value?: string | null;
  to_value?: string | null;
  detail?: string | null;
}

/** Appends to the orders' history: who (null: the system), what, when. */
export async function insertEvents(
  db: Kysely<Database>,
  actor: EventActor,
  events: OrderEvent[],
): Promise<void> {
  await db
    .insertInto('order_events')
    .values(
      events.map((e) => ({
        order_id: e.order_id,
        actor_id: actor?.id ?? null,
        actor_name: actor?.name ?? 'system',
        action: e.action,
        from_value: e.from_value ?? null,
        to_value: e.to_value ?? null,
        detail: e.detail ?? null,
      })),
    )
    .execute();
}
