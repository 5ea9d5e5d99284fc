import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { EventActor, OrderEvent } from '../schemas/events';

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
