import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Viewer as PresenceViewer } from './schemas';
// The module's tables, declared into the platform's Database.
import type {} from './tables';

/** A viewer is forgotten this long after their last "viewing" call (the page repeats it every 20 s). */
export const PRESENCE_SECONDS = 45;

/** Who has the order open now, in the order they opened it. */
export async function viewersOf(db: Kysely<Database>, orderId: number): Promise<PresenceViewer[]> {
  const rows = await db
    .selectFrom('presence as p')
    .innerJoin('team_members as m', 'm.id', 'p.member_id')
    .select(['m.id', 'm.name', 'm.type'])
    .where('p.order_id', '=', orderId)
    .where('p.expires_at', '>', sql<Date>`now()`)
    .orderBy('m.name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, role: row.type }));
}

/**
 * Marks the member as viewing (or no longer viewing) the order. Returns whether the set of viewers others
 * see changed: a new or expired viewer arrived, or a viewer left. A repeat "still viewing" changes nothing.
 */
export async function setViewing(
  db: Kysely<Database>,
  orderId: number,
  memberId: number,
  viewing: boolean,
): Promise<boolean> {
  if (!viewing) {
    const removed = await db
      .deleteFrom('presence')
      .where('order_id', '=', orderId)
      .where('member_id', '=', memberId)
      .returning(sql<boolean>`expires_at > now()`.as('visible'))
      .executeTakeFirst();
    return removed?.visible ?? false;
  }
  const before = await db
    .selectFrom('presence')
    .select(sql<boolean>`expires_at > now()`.as('visible'))
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  await db
    .insertInto('presence')
    .values({
      order_id: orderId,
      member_id: memberId,
      expires_at: sql<Date>`now() + make_interval(secs => ${PRESENCE_SECONDS})`,
    })
    .onConflict((oc) =>
      oc
        .columns(['order_id', 'member_id'])
        .doUpdateSet({ expires_at: (eb) => eb.ref('excluded.expires_at') }),
    )
    .execute();
  return !before?.visible;
}

/** Removes expired viewers and returns the orders whose viewers changed (any process may run it). */
export async function sweepExpired(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .deleteFrom('presence')
    .where('expires_at', '<=', sql<Date>`now()`)
    .returning('order_id')
    .execute();
  return [...new Set(rows.map((row) => row.order_id))];
}
