import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import type { Kysely } from 'kysely';
import type { Actor } from '../../../platform/actor';
import type { Database } from '../../../platform/db/schema';
import { notFound } from '../../../platform/errors';
import type { SessionUser } from '../../../platform/http/schemas';
import { iso } from '../../../platform/http/serialize';
import { logSecurityEvent } from '../../securityLog/public';
import { countryOf } from '../../visitor/public';
import { issueToken, type IssuedToken } from './tokens';
import type { SessionEndReason } from './sessionCheck';
import {
  endSessions,
  openSession,
  openSessionsOf,
  type EndedSession,
  type SessionOrigin,
} from '../repository/sessions';

/**
 * Sessions: one member_sessions row per signed-in device, keyed by its token's jti. A token opens nothing
 * without its row, and ending the row (logout, a password change, an Admin's reset ...) ends the token at
 * once, on every API process: the token check (sessionCheck.ts) reads the row with the member on every call.
 */

/** Signs a token for the member and opens its session: what every sign-in answers with. */
export async function startSession(
  db: Kysely<Database>,
  secret: string,
  ttlSeconds: number,
  member: SessionUser,
  tokenVersion: number,
  origin: SessionOrigin,
): Promise<IssuedToken> {
  const issued = issueToken(secret, ttlSeconds, member, tokenVersion);
  await openSession(db, issued, member.id, origin);
  return issued;
}

/**
 * The id a session is shown and ended by: a hash of its jti, so the token's own id never leaves the
 * server in a list (or a log) even to its owner, and a leaked list names nothing a token could be matched to.
 */
export const publicSessionId = (jti: string): string =>
  createHash('sha256').update(`member-session:${jti}`).digest('base64url').slice(0, 22);

/** "Chrome 131 on Windows", from the User-Agent by a maintained parser (bowser). */
export function browserLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}

/** Records 'session-ended' once per ended session: the reason, and the browser and address it was. */
export async function logEndedSessions(
  db: Kysely<Database>,
  actor: Actor,
  ended: ReadonlyArray<EndedSession & { member_id?: number }>,
  reason: SessionEndReason,
  memberId?: number,
): Promise<void> {
  for (const session of ended)
    await logSecurityEvent(db, actor, {
      event: 'session-ended',
      memberId: session.member_id ?? memberId ?? null,
      detail: `${reason}: ${browserLabel(session.user_agent)}, ${session.ip}`,
    });
}

/**
 * Ends a member's open sessions (those named by `ids`, or all but `exceptId`) for `reason`, recording each
 * ended one; returns how many ended. `db` may be the change's transaction.
 */
export async function endSessionsOf(
  db: Kysely<Database>,
  actor: Actor,
  which: {
    memberId: number;
    ids?: readonly string[];
    exceptId?: string | undefined;
    reason: SessionEndReason;
  },
): Promise<number> {
  const ended = await endSessions(db, which, which.reason);
  await logEndedSessions(db, actor, ended, which.reason, which.memberId);
  return ended.length;
}

/** Ends the session of the call (sign out); the member's other sessions stay. */
export async function signOut(db: Kysely<Database>, actor: Actor, sessionId?: string): Promise<void> {
  if (sessionId)
    await db
      .transaction()
      .execute((trx) =>
        endSessionsOf(trx, actor, { memberId: actor.memberId!, ids: [sessionId], reason: 'logout' }),
      );
}

/**
 * The signed-in member's open sessions, newest first, marking the call's own, each with the country of its
 * address when the offline table knows it (no location for a local address).
 */
export async function mySessions(db: Kysely<Database>, memberId: number, current?: string) {
  const rows = await openSessionsOf(db, memberId);
  return Promise.all(
    rows.map(async (row) => {
      const location = await countryOf(row.ip);
      return {
        id: publicSessionId(row.id),
        browser: browserLabel(row.user_agent),
        ip: row.ip,
        ...(location ? { location } : {}),
        createdAt: iso(row.created_at)!,
        lastSeenAt: iso(row.last_seen_at)!,
        current: row.id === current,
      };
    }),
  );
}

const SESSION_NOT_FOUND = 'Session not found.';

/**
 * Ends one of the signed-in member's sessions by its public id (404 for another member's or an unknown
 * one); says whether it was the call's own (a logout).
 */
export async function endMySession(db: Kysely<Database>, actor: Actor, publicId: string, current?: string) {
  const memberId = actor.memberId!;
  const rows = await openSessionsOf(db, memberId);
  const row = rows.find((r) => publicSessionId(r.id) === publicId);
  if (!row) throw notFound(SESSION_NOT_FOUND);
  const reason = row.id === current ? 'logout' : 'ended-by-member';
  const ended = await db
    .transaction()
    .execute((trx) => endSessionsOf(trx, actor, { memberId, ids: [row.id], reason }));
  if (!ended) throw notFound(SESSION_NOT_FOUND);
  return { ended, own: reason === 'logout' };
}

/** Ends every session of the signed-in member but the call's own; returns how many ended. */
export const endMyOtherSessions = (db: Kysely<Database>, actor: Actor, current?: string): Promise<number> =>
  db
    .transaction()
    .execute((trx) =>
      endSessionsOf(trx, actor, { memberId: actor.memberId!, exceptId: current, reason: 'ended-by-member' }),
    );
