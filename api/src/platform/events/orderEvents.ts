import type { Kysely } from 'kysely';
import type { OrderEventAction, SessionUser } from '@earrival/shared/types';
import type { Database } from '../../db/schema';

export type EventAction = OrderEventAction;

export interface OrderEvent {
  order_id: number;
  action: EventAction;
  from_value?: string | null;
  to_value?: string | null;
  detail?: string | null;
}

/** Appends to the orders' history (who, what, when); runs in the caller's transaction when given one. */
export async function recordEvents(
  db: Kysely<Database>,
  actor: { id: SessionUser['id'] | null; name: string } | null,
  events: OrderEvent[],
): Promise<void> {
  if (!events.length) return;
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
