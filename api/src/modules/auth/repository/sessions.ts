import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { SessionUser } from '../../../platform/http/schemas';
import { prepared } from '../../../platform/db/prepared';

/** The SQL of sessions: member_sessions rows opened, listed and ended, and what the token check reads. */

/** Where a sign-in came from: request.ip and the User-Agent header. */
export interface SessionOrigin {
  ip: string;
  userAgent?: string | null | undefined;
}

const USER_AGENT_MAX = 512;

/** Kept this long after they expire (a session list shows only unexpired ones), then deleted. */
const KEEP_EXPIRED = sql`interval '1 day'`;

/** Writes the session row of a token just signed, and deletes rows long expired. */
export async function openSession(
  db: Kysely<Database>,
  token: { jti: string; expiresAt: Date },
  memberId: number,
  origin: SessionOrigin,
): Promise<void> {
  await db
    .insertInto('member_sessions')
    .values({
      id: token.jti,
      member_id: memberId,
      expires_at: token.expiresAt,
      ip: origin.ip,
      // Text PostgreSQL refuses (NUL) is dropped: a sign-in never fails on its User-Agent.
      user_agent: origin.userAgent
        ? origin.userAgent.split('\u0000').join('').slice(0, USER_AGENT_MAX)
        : null,
    })
    .execute();
  await db
    .deleteFrom('member_sessions')
    .where('expires_at', '<', sql<Date>`now() - ${KEEP_EXPIRED}`)
    .execute();
}

/** A member's sessions that are open and unexpired, newest first. */
export async function openSessionsOf(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('member_sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export interface EndedSession {
  id: string;
  ip: string;
  user_agent: string | null;
}

/**
 * Ends a member's open sessions (those named by `ids`, or all of them but `exceptId`) and returns them.
 * Expired ones are left alone: their tokens are refused anyway.
 */
export async function endSessions(
  db: Kysely<Database>,
  which: { memberId: number; ids?: readonly string[]; exceptId?: string | undefined },
  reason: string,
): Promise<EndedSession[]> {
  if (which.ids && which.ids.length === 0) return [];
  let query = db
    .updateTable('member_sessions')
    .set({ ended_at: sql<Date>`now()`, end_reason: reason })
    .where('member_id', '=', which.memberId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (which.ids) query = query.where('id', 'in', which.ids);
  if (which.exceptId) query = query.where('id', '<>', which.exceptId);
  return query.returning(['id', 'ip', 'user_agent']).execute();
}

/**
 * Ends the open sessions of every member of the given roles who has not turned two-factor sign-in on
 * (the Admin's requirement was just switched on); returns them with their member.
 */
export async function endSessionsWithoutTwoFactor(
  db: Kysely<Database>,
  roles: readonly SessionUser['type'][],
  reason: string,
) {
  return db
    .updateTable('member_sessions')
    .set({ ended_at: sql<Date>`now()`, end_reason: reason })
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('member_id', 'in', (eb) =>
      eb
        .selectFrom('team_members')
        .select('team_members.id')
        .where('team_members.type', 'in', roles)
        .where('team_members.totp_secret', 'is', null),
    )
    .returning(['id', 'member_id', 'ip', 'user_agent'])
    .execute();
}

/** How often a session's last_seen_at is written at most (a session list shows it to the minute). */
export const SESSION_TOUCH_SECONDS = 60;

/**
 * What the token check reads of a member and one of their sessions (one query, or one for a batch).
 * `stale` says the session's last_seen_at is older than SESSION_TOUCH_SECONDS (it is then written later,
 * off the call's path).
 */
const SESSION_COLUMNS = [
  'm.id',
  'm.name',
  'm.email',
  'm.type',
  'm.token_version',
  's.id as session_id',
  's.ended_at',
  's.end_reason',
  // A literal, not a parameter: the statement's parameters stay the jti and the id.
  sql<SqlBool>`s.last_seen_at < now() - ${sql.raw(`interval '${SESSION_TOUCH_SECONDS} seconds'`)}`.as(
    'stale',
  ),
] as const;

/** A member's row and (left-joined) the session of the token; a missing session has a null session_id. */
export interface MemberRow extends SessionUser {
  token_version: number;
  session_id: string | null;
  ended_at: Date | null;
  end_reason: string | null;
  stale: SqlBool | null;
}

/**
 * The member and this token's session, in one round trip: two primary-key probes. Parameters in SQL order:
 * the jti ('' for a token without one, which matches no session), then the id.
 */
export const memberAndRevocation = (db: Kysely<Database>, jti: string, id: number) =>
  db
    .selectFrom('team_members as m')
    .leftJoin('member_sessions as s', (join) => join.on('s.id', '=', jti).onRef('s.member_id', '=', 'm.id'))
    .select(SESSION_COLUMNS)
    .where('m.id', '=', id);

/** memberAndRevocation run on every signed-in call: its statement is built once (platform/db/prepared). */
export async function memberAndSession(
  db: Kysely<Database>,
  jti: string,
  id: number,
): Promise<MemberRow | undefined> {
  const lookup = prepared(db, 'member-and-session', () => memberAndRevocation(db, '', 0), [jti, id]);
  const { rows } = await db.executeQuery(lookup);
  return rows[0];
}

/** The members of `ids` with (left-joined) whichever of the sessions `jtis` are theirs: a row per pair. */
export async function membersAndSessions(
  db: Kysely<Database>,
  jtis: readonly string[],
  ids: readonly number[],
): Promise<MemberRow[]> {
  return db
    .selectFrom('team_members as m')
    .leftJoin('member_sessions as s', (join) => join.onRef('s.member_id', '=', 'm.id').on('s.id', 'in', jtis))
    .select(SESSION_COLUMNS)
    .where('m.id', 'in', ids)
    .execute();
}

/**
 * Writes now as last_seen_at of the open sessions `ids`, skipping those whose time is fresh (another
 * process wrote it meanwhile).
 */
export async function touchSessions(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .where('ended_at', 'is', null)
    .where(
      'last_seen_at',
      '<',
      sql<Date>`now() - ${sql.raw(`interval '${SESSION_TOUCH_SECONDS - 10} seconds'`)}`,
    )
    .execute();
}
