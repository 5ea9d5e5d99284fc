import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import { sql, type Kysely } from 'kysely';
import type { SessionUser } from '@earrival/shared/types';
import type { Database } from '../../platform/db/schema';
import { issueToken, type IssuedToken } from './tokens';

/**
 * Sessions: one member_sessions row per signed-in device, keyed by its token's jti. A token opens nothing
 * without its row, and ending the row (logout, a password change, an Admin's reset ...) ends the token at
 * once, on every API process: the token check (plugins/auth.ts) reads the row with the member on every call.
 */

/** Why a session ended (member_sessions.end_reason); each has the sentence its next call is refused with. */
export const SESSION_END_REASONS = {
  logout: 'You have signed out. Please sign in again.',
  'ended-by-member': 'This session was signed out from another session. Please sign in again.',
  'password-changed': 'Your session has ended (password changed). Please sign in again.',
  'password-reset': 'Your session has ended (password reset). Please sign in again.',
  'password-set-by-admin':
    'Your session has ended (an administrator set a new password). Please sign in again.',
  'email-changed': 'Your session has ended (your e-mail address was changed). Please sign in again.',
  'role-changed': 'Your session has ended (your member type was changed). Please sign in again.',
  'two-factor-disabled': 'Your session has ended (two-factor sign-in turned off). Please sign in again.',
  'two-factor-reset':
    'Your session has ended (an administrator reset your two-factor sign-in). Please sign in again.',
  'two-factor-required':
    'Your session has ended: two-factor sign-in is now required for your role. Please sign in again to set it up.',
} as const;

export type SessionEndReason = keyof typeof SESSION_END_REASONS;

/** The refusal of a token without a session row (or one whose reason is unknown). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export const sessionEndedMessage = (reason: string | null): string =>
  (SESSION_END_REASONS as Record<string, string>)[reason ?? ''] ?? SESSION_ENDED;

/** Where a sign-in came from: request.ip and the User-Agent header. */
export interface SessionOrigin {
  ip: string;
  userAgent?: string | null | undefined;
}

export const USER_AGENT_MAX = 512;

/** Kept this long after they expire (a session list shows only unexpired ones), then deleted. */
const KEEP_EXPIRED = sql`interval '1 day'`;

/** Writes the session row of a token just signed, and deletes rows long expired. */
export async function openSession(
  db: Kysely<Database>,
  token: Pick<IssuedToken, 'jti' | 'expiresAt'>,
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
  reason: SessionEndReason,
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
  reason: SessionEndReason,
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
