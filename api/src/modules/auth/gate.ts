import { Readable } from 'node:stream';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { Role, SessionUser } from '@earrival/shared/types';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { readToken, type VerifiedClaims } from './tokens';
import { SESSION_ENDED, sessionEndedMessage } from './sessionStore';
import type { Database } from '../../platform/db/schema';
import { prepared } from '../../platform/db/prepared';
import { forbidden as forbiddenError } from '../../platform/http/errors';
import { failureAnswer } from '../../platform/http/envelope';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../platform/http/security';

/** How often a session's last_seen_at is written at most (a session list shows it to the minute). */
export const SESSION_TOUCH_SECONDS = 60;

/**
 * The member and this token's session, in one round trip: two primary-key probes. Parameters in SQL order:
 * the jti ('' for a token without one, which matches no session), then the id. `stale` says the session's
 * last_seen_at is older than SESSION_TOUCH_SECONDS (it is then written later, off the call's path).
 */
/** What the gate reads of a member and one of their sessions (one query, or one for a batch). */
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

export const memberAndRevocation = (db: Kysely<Database>, jti: string, id: number) =>
  db
    .selectFrom('team_members as m')
    .leftJoin('member_sessions as s', (join) => join.on('s.id', '=', jti).onRef('s.member_id', '=', 'm.id'))
    .select(SESSION_COLUMNS)
    .where('m.id', '=', id);

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in member (set by `protect`), as the database has them; on a `readsOnly` route, until the
     * token's check answers, as the token names them (see `protect`).
     */
    member: SessionUser;
  }
  interface FastifyContextConfig {
    /** Roles allowed to call the route; absent = every signed-in member. */
    roles?: readonly Role[];
    /**
     * The route changes nothing, uses of the member only the id, and decides by role only through its
     * `roles` and `requireRole`: its handler may run while the token's database check is in flight.
     */
    readsOnly?: boolean;
  }
}

/** What the database says of a token whose signature is good: the member, or why the session is over. */
export type Verdict = { member: SessionUser } | { refused: string } | { failed: Error };

/** A role rule a call passed on the token's word: the refusal for another role, or null if it may. */
type RoleRule = (role: Role) => string | null;

/** A readsOnly call whose token check is still in flight: the check, and the role rules it passed so far. */
interface Overlap {
  verdict: Promise<Verdict>;
  claimedRole: Role;
  rules: RoleRule[];
}
const overlaps = new WeakMap<FastifyRequest, Overlap>();

const refusal = (message: string) => ({ status: 401, message, data: null });
const forbiddenBody = (message: string) => ({ status: 0, message, data: null });

function unauthorized(reply: FastifyReply, message: string) {
  return reply.status(401).send(refusal(message));
}

export function forbidden(reply: FastifyReply, message = 'You do not have permission to do this.') {
  return reply.status(403).send(forbiddenBody(message));
}

/** A route's own onRequest hooks as a list (none, one, or several). */
const hookList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

const routeRolesRule =
  (roles: readonly Role[]): RoleRule =>
  (role) =>
    roles.includes(role) ? null : `This is not available to the ${role} role.`;

/** The role check of a route that names its roles; it runs after the token check has set the member. */
function allowOnly(roles: readonly Role[]) {
  const rule = routeRolesRule(roles);
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const refused = rule(request.member.type);
    if (refused) return void forbidden(reply, refused);
    overlaps.get(request)?.rules.push(rule);
    done();
  };
}

/** A member's row and (left-joined) the session of the token; a missing session has a null session_id. */
interface MemberRow extends SessionUser {
  token_version: number;
  session_id: string | null;
  ended_at: Date | null;
  end_reason: string | null;
  stale: SqlBool | null;
}

export const ACCOUNT_GONE = 'Your account no longer exists. Please contact an administrator.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const PASSWORD_CHANGED = 'Your session has ended (password changed). Please sign in again.';

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
      rows = await db
        .selectFrom('team_members as m')
        .leftJoin('member_sessions as s', (join) =>
          join.onRef('s.member_id', '=', 'm.id').on('s.id', 'in', [...new Set(live.map((c) => c.jti!))]),
        )
        .select(SESSION_COLUMNS)
        .where('m.id', 'in', [...new Set(live.map((c) => c.id))])
        .execute();
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

/** The claims of the token each signed-in call came with (set by `protect`). */
const claimsOf = new WeakMap<FastifyRequest, VerifiedClaims>();

/** The session (the token's jti) the call was made with; undefined outside `protect`. */
export const sessionIdOf = (request: FastifyRequest): string | undefined => claimsOf.get(request)?.jti;

/**
 * A handler's own role rule (beyond the route's `roles`), e.g. a folder only some roles open. On a
 * readsOnly call a role the token names that may is taken at its word and confirmed before the answer
 * leaves; one that may not waits for the database's role, which decides: a refusal is never a guess.
 */
export async function requireRole(
  request: FastifyRequest,
  allows: (role: Role) => boolean,
  refusalFor: (role: Role) => string,
): Promise<void> {
  const rule: RoleRule = (role) => (allows(role) ? null : refusalFor(role));
  const overlap = overlaps.get(request);
  if (!rule(request.member.type)) return void overlap?.rules.push(rule);
  if (overlap) {
    const outcome = await overlap.verdict;
    if ('member' in outcome) request.member = outcome.member;
    // A refused or failed check: onSend answers its 401 (or the failure) in place of this refusal.
  }
  const refused = rule(request.member.type);
  if (refused) throw forbiddenError(refused);
  overlap?.rules.push(rule);
}

/**
 * Makes every route registered afterwards in this scope require a valid token (and the route's roles).
 * The signature is checked on onRequest, before the body is read, so an anonymous caller learns nothing
 * but "401" and costs no query. Then the member and the token's session are re-read from the database: a
 * deleted member, or a session that is missing or ended (signed out, password changed, ended from another
 * device or by an Admin) stops working at once, and a renamed member or changed role takes effect on the
 * next call.
 *
 * Most routes wait for that read before anything else runs. A `readsOnly` route does not: its handler
 * starts with the member the token names, so the check's round trip overlaps the route's own queries
 * instead of preceding them, and its answer, whatever it is, waits in onSend for the check. A refused token
 * still gets only its 401 (the route's answer is dropped). The member's id cannot differ (it is the row
 * the check read); their role can, so every role rule the call passed on the token's word is asked again
 * of the role the database has, and the first that refuses answers its 403. A route whose roles the
 * token's role does not pass waits for the check, so that a promotion counts at once.
 *
 * Per call this is the token check and one round trip; the rest is settled when a route is added: its
 * roles become the first of that route's own hooks (which run after its scope's, so the member is known
 * by then, and before any other hook of the route, as when the check was part of this one).
 */
export function protect(scope: FastifyInstance): void {
  scope.addHook('onClose', () => flushSessionTouches(scope.db));
  scope.addHook('onRoute', (route) => {
    if (route.schema) route.schema = { ...route.schema, security: [{ token: [] }] };
    const roles = route.config?.roles;
    if (roles) route.onRequest = [allowOnly(roles), ...hookList(route.onRequest)];
  });
  const template = () => memberAndRevocation(scope.db, '', 0);
  scope.addHook('onRequest', (request, reply, done) => {
    const check = readToken(scope.config.jwtSecret, request.headers.authorization);
    if (!check.ok) return void unauthorized(reply, check.message);
    const { claims } = check;
    claimsOf.set(request, claims);
    // Never cached (unlike the signature): an ended session or a password change counts on the next call.
    const lookup = prepared(scope.db, 'member-and-session', template, [claims.jti ?? '', claims.id]);
    const verdict = scope.db.executeQuery(lookup).then(
      ({ rows: [row] }): Verdict => judged(scope.db, row, claims),
      (error: unknown): Verdict => ({ failed: asError(error) }),
    );
    const { readsOnly, roles } = request.routeOptions.config;
    if (readsOnly && (!roles || roles.includes(claims.type))) {
      request.member = { id: claims.id, name: claims.name, email: claims.email, type: claims.type };
      overlaps.set(request, { verdict, claimedRole: claims.type, rules: [] });
      return done();
    }
    void verdict.then((outcome) => {
      if ('failed' in outcome) return done(outcome.failed);
      if ('refused' in outcome) return void unauthorized(reply, outcome.refused);
      request.member = outcome.member;
      done();
    });
  });
  // Every answer of an overlapped call passes here (success, error, 404 alike) and leaves only once the
  // token's check has answered. This scope's onSend runs before the routes' own (compression's among
  // them), so a replaced answer is still plain text here.
  scope.addHook('onSend', (request, reply, payload, done) => {
    const overlap = overlaps.get(request);
    if (!overlap) return done(null, payload);
    overlaps.delete(request);
    void overlap.verdict.then((outcome) => {
      // A failed check is answered here, not through the error handler: the route's own failure may have
      // used that handler already for this call, and Fastify would then fall back to its default one.
      if ('failed' in outcome) {
        const { code, body, retryAfterSeconds } = failureAnswer(outcome.failed as FastifyError, request);
        if (code === 503)
          reply.header('retry-after', String(retryAfterSeconds ?? UNAVAILABLE_RETRY_AFTER_SECONDS));
        return done(null, replaced(reply, payload, code, body));
      }
      if ('refused' in outcome) return done(null, replaced(reply, payload, 401, refusal(outcome.refused)));
      request.member = outcome.member;
      const { type } = outcome.member;
      const refused =
        type === overlap.claimedRole ? null : overlap.rules.map((rule) => rule(type)).find(Boolean);
      done(null, refused ? replaced(reply, payload, 403, forbiddenBody(refused)) : payload);
    });
  });
}

/** The answer an overlapped call sends instead of the one its route built. */
function replaced(reply: FastifyReply, dropped: unknown, status: number, body: object): string {
  // A streamed answer (a long page) is never read: closing it stops the reads behind it.
  if (dropped instanceof Readable) dropped.destroy();
  reply.removeHeader('content-length');
  reply.code(status).header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify(body);
}
