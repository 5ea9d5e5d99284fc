import { sql, type Kysely } from 'kysely';
import type { Role } from '@earrival/shared/types';
import type { Database } from '../db/schema';

/** The NOTIFY channel every API process listens on. */
export const LIVE_CHANNEL = 'earrival_live';
/** How long a reconnecting stream can resume from its Last-Event-ID. */
export const RESUME_WINDOW_MINUTES = 10;

/**
 * What staff browsers receive. `audience` limits an event to some roles (none: every signed-in member);
 * it is never sent to the browser.
 */
export interface LiveEvent {
  id: number;
  type: 'counts-changed' | 'order-updated' | 'presence' | 'remote-released';
  data: Record<string, unknown>;
  audience?: Role[];
}

export type NewLiveEvent = Omit<LiveEvent, 'id'>;

/**
 * Stores the events and notifies every process, in the caller's transaction: PostgreSQL delivers a NOTIFY
 * only when its transaction commits, so nobody hears of a change that was rolled back.
 */
export async function publish(db: Kysely<Database>, events: NewLiveEvent[]): Promise<void> {
  for (const event of events) {
    const stored = { ...event.data, ...(event.audience ? { audience: event.audience } : {}) };
    const { id } = await db
      .insertInto('live_events')
      .values({ type: event.type, data: JSON.stringify(stored) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Only the id and type travel: a NOTIFY payload is capped at 8000 bytes, the stored row is not.
    await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${`${id}:${event.type}`})`.execute(db);
  }
}

const toLiveEvent = (row: { id: number; type: string; data: Record<string, unknown> }): LiveEvent => {
  const { audience, ...data } = row.data as Record<string, unknown> & { audience?: Role[] };
  return { id: Number(row.id), type: row.type as LiveEvent['type'], data, audience };
};

/** Events after `afterId` (at most `limit`, oldest first) still within the resume window. */
export async function eventsAfter(db: Kysely<Database>, afterId: number, limit = 500): Promise<LiveEvent[]> {
  const rows = await db
    .selectFrom('live_events')
    .select(['id', 'type', 'data'])
    .where('id', '>', afterId)
    .where('ts', '>', sql<Date>`now() - make_interval(mins => ${RESUME_WINDOW_MINUTES})`)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toLiveEvent);
}

/** The newest event id (a fresh stream starts after it). */
export async function lastEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Drops events older than the resume window (any process may; it is idempotent). */
export async function pruneEvents(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('live_events')
    .where('ts', '<', sql<Date>`now() - make_interval(mins => ${RESUME_WINDOW_MINUTES})`)
    .execute();
}
