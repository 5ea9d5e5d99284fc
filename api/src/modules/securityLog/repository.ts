import { sql, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../platform/db/schema';
// The module's tables, declared into the platform's Database.
import type {} from './tables';

/** The Security Log's SQL: security_events appended, read with the names of the actor and the member, swept. */

export interface EventFilter {
  memberId?: number | undefined;
  event?: string | undefined;
  /** 'YYYY-MM-DD' (UTC), inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface EventRecord {
  id: number;
  created_at: Date;
  event: string;
  actor_id: number | null;
  actor_name: string | null;
  member_id: number | null;
  member_name: string | null;
  email: string | null;
  ip: string;
  user_agent: string | null;
  detail: string | null;
}

type Query = SelectQueryBuilder<Database, 'security_events', object>;

function filtered(db: Kysely<Database>, { memberId, event, from, to }: EventFilter): Query {
  let query: Query = db.selectFrom('security_events');
  if (memberId !== undefined)
    query = query.where((eb) =>
      eb.or([eb('security_events.member_id', '=', memberId), eb('security_events.actor_id', '=', memberId)]),
    );
  if (event !== undefined) query = query.where('security_events.event', '=', event);
  // Qualified: the page joins team_members, which has a created_at of its own.
  if (from !== undefined) query = query.where('security_events.created_at', '>=', sql<Date>`${from}::date`);
  if (to !== undefined) query = query.where('security_events.created_at', '<', sql<Date>`${to}::date + 1`);
  return query;
}

const withNames = (query: Query) =>
  query
    .leftJoin('team_members as actor', 'actor.id', 'security_events.actor_id')
    .leftJoin('team_members as concerned', 'concerned.id', 'security_events.member_id')
    .select([
      'security_events.id',
      'security_events.created_at',
      'security_events.event',
      'security_events.actor_id',
      'actor.name as actor_name',
      'security_events.member_id',
      'concerned.name as member_name',
      'security_events.email',
      'security_events.ip',
      'security_events.user_agent',
      'security_events.detail',
    ]);

/** One page of events, newest first, and how many match. */
export async function eventPage(
  db: Kysely<Database>,
  filter: EventFilter,
  page: number,
  limit: number,
): Promise<{ rows: EventRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    withNames(filtered(db, filter))
      .orderBy('security_events.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as EventRecord[], total: Number(count.n) };
}

/** Events newest first, `size` at a time, below the id `before` (keyset paging for the export). */
export async function eventsBefore(
  db: Kysely<Database>,
  filter: EventFilter,
  before: number | null,
  size: number,
): Promise<EventRecord[]> {
  let query = filtered(db, filter);
  if (before !== null) query = query.where('security_events.id', '<', before);
  const rows = await withNames(query).orderBy('security_events.id', 'desc').limit(size).execute();
  return rows as EventRecord[];
}

/** Appends one record (security_events is append-only). `db` may be the change's transaction. */
export async function insertSecurityEvent(
  db: Kysely<Database>,
  record: Insertable<Database['security_events']>,
): Promise<void> {
  await db.insertInto('security_events').values(record).execute();
}

/** Deletes the records older than `days`: call it in a transaction (the trigger lets only that delete through). */
export async function deleteEventsOlderThan(trx: Kysely<Database>, days: number): Promise<number> {
  await sql`SET LOCAL earrival.security_retention = 'on'`.execute(trx);
  const result = await trx
    .deleteFrom('security_events')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
