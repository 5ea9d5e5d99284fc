import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { TokenCheck, Verdict } from '../../../platform/http/gate';
import { readToken, type VerifiedClaims } from './tokens';
import {
  SESSION_TOUCH_SECONDS,
  memberAndSession,
  membersAndSessions,
  touchSessions,
  type MemberRow,
} from '../repository/sessions';

/**
 * The token check that the token gate (platform/http/gate.ts) asks on every signed-in call: a token
 * opens nothing unless its signature is good, its member exists with the token's version, and its
 * session row is open. The row is read with the member on every call, so ending it (logout, a password
 * change, an Admin's reset ...) ends the token at once, on every API process.
 */

/** Why a session ended (member_sessions.end_reason); each has the sentence its next call is refused with. */
const SESSION_END_REASONS = {
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
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

const sessionEndedMessage = (reason: string | null): string =>
  (SESSION_END_REASONS as Record<string, string>)[reason ?? ''] ?? SESSION_ENDED;

const ACCOUNT_GONE = 'Your account no longer exists. Please contact an administrator.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const PASSWORD_CHANGED = 'Your session has ended (password changed). Please sign in again.';

/** The session's fate from the member's row. */
function verdictOf(row: MemberRow | undefined, claims: VerifiedClaims): Verdict {
  if (!row) return { refused: ACCOUNT_GONE };
  if (!row.session_id) return { refused: SESSION_ENDED };
  if (row.ended_at) return { refused: sessionEndedMessage(row.end_reason) };
  if (row.token_version !== claims.tv) return { refused: PASSWORD_CHANGED };
  return { member: { id: row.id, name: row.name, email: row.email, type: row.type } };
}

/**
 * last_seen_at of the sessions in use, written at most once a SESSION_TOUCH_SECONDS per session and never
 * on a call's path: the token check only notes that a session's time is stale, and one UPDATE a second
 * later writes every noted session at once (the statement skips one another process wrote meanwhile).
 */
interface Touches {
  pending: Set<string>;
  /** Sessions written lately by this process, with when: not noted again while their row catches up. */
  written: Map<string, number>;
  timer: NodeJS.Timeout | null;
}
const touchesByDb = new WeakMap<Kysely<Database>, Touches>();
const TOUCH_DELAY_MS = 1000;

function touchLater(db: Kysely<Database>, sessionId: string): void {
  let touches = touchesByDb.get(db);
  if (!touches) touchesByDb.set(db, (touches = { pending: new Set(), written: new Map(), timer: null }));
  const written = touches.written.get(sessionId);
  if (touches.pending.has(sessionId) || (written && Date.now() - written < SESSION_TOUCH_SECONDS * 1000))
    return;
  touches.pending.add(sessionId);
  touches.timer ??= setTimeout(() => void flushSessionTouches(db), TOUCH_DELAY_MS).unref();
}

/** Writes the noted last_seen_at times now (tests, and the app's close); failures are left for the next call. */
export async function flushSessionTouches(db: Kysely<Database>): Promise<void> {
  const touches = touchesByDb.get(db);
  if (!touches) return;
  if (touches.timer) clearTimeout(touches.timer);
  touches.timer = null;
  const ids = [...touches.pending];
  touches.pending.clear();
  const now = Date.now();
  for (const [id, at] of touches.written)
    if (now - at >= SESSION_TOUCH_SECONDS * 1000) touches.written.delete(id);
  if (!ids.length) return;
  for (const id of ids) touches.written.set(id, now);
  try {
    await touchSessions(db, ids);
  } catch {
    // Best effort (the database is away, or closing): a later call notes the session again.
    for (const id of ids) touches.written.delete(id);
  }
}

/** The verdict of a looked-up row, noting a stale session's time to be written later. */
function judged(db: Kysely<Database>, row: MemberRow | undefined, claims: VerifiedClaims): Verdict {
  const verdict = verdictOf(row, claims);
  if ('member' in verdict && row?.stale && row.session_id) touchLater(db, row.session_id);
  return verdict;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The check of a call's token (its Authorization header): its signature now, its member and session from
 * `db`. A good signature's claims come back too, naming the call's session.
 */
export function checkToken(
  db: Kysely<Database>,
  secret: string,
  authorization: string | undefined,
): TokenCheck & { claims?: VerifiedClaims } {
  const check = readToken(secret, authorization);
  if (!check.ok) return { refused: check.message };
  const { claims } = check;
  // Never cached (unlike the signature): an ended session or a password change counts on the next call.
  const verdict = memberAndSession(db, claims.jti ?? '', claims.id).then(
    (row): Verdict => judged(db, row, claims),
    (error: unknown): Verdict => ({ failed: asError(error) }),
  );
  const { id, name, email, type } = claims;
  return { claimed: { id, name, email, type }, verdict, claims };
}

/**
 * The verdicts of many tokens at once (the live stream checks every open stream every few seconds): one
 * query for all. Verdict i is token i's: refused when the token has expired (claims.exp), its session is
 * missing or ended, its member is deleted or its token version is old; otherwise the member as the
 * database has them now, with their CURRENT role. A failed query fails every verdict.
 */
export async function sessionVerdicts(
  db: Kysely<Database>,
  tokens: readonly VerifiedClaims[],
): Promise<Verdict[]> {
  const now = Date.now();
  const live = tokens.filter((claims) => claims.exp * 1000 > now && claims.jti);
  let rows: MemberRow[] = [];
  if (live.length)
    try {
      rows = await membersAndSessions(
        db,
        [...new Set(live.map((c) => c.jti!))],
        [...new Set(live.map((c) => c.id))],
      );
    } catch (error) {
      const failed = asError(error);
      return tokens.map(() => ({ failed }));
    }
  const members = new Map<number, MemberRow>();
  const sessions = new Map<string, MemberRow>();
  for (const row of rows) {
    if (!members.has(row.id))
      members.set(row.id, { ...row, session_id: null, ended_at: null, end_reason: null });
    if (row.session_id) sessions.set(row.session_id, row);
  }
  return tokens.map((claims): Verdict => {
    if (claims.exp * 1000 <= now) return { refused: SESSION_EXPIRED };
    if (!claims.jti) return { refused: SESSION_ENDED };
    const session = sessions.get(claims.jti);
    return judged(db, session?.id === claims.id ? session : members.get(claims.id), claims);
  });
}
