import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { Role } from '@earrival/shared/types';
import { forbidden as forbiddenError } from '../errors';
import { fail, failureAnswer } from './envelope';
import type { SessionUser } from './schemas';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './security';

/**
 * The token gate: `protect` makes a scope's routes require a signed-in member and the route's roles. It
 * knows nothing of tokens or sessions: it asks the verifier it was registered with (the auth module's).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** What `protect` asks about each call's token (given when the gate is registered). */
    tokenVerifier: TokenVerifier;
  }
  interface FastifyRequest {
    /**
     * The signed-in member (set by `protect`), as the database has them; on a `readsOnly` route, until the
     * token's check answers, as the token names them (see `protect`).
     */
    member: SignedInMember;
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

/**
 * The signed-in member, and the browser tab the call came from (its X-Tab-Id), if it named one: the live
 * events of the change carry it back, so that tab skips the echo of what it did itself.
 */
export type SignedInMember = SessionUser & { tabId?: string };

/** A tab id is the browser's own short token; anything else in the header is ignored, never refused. */
const TAB_ID = /^[A-Za-z0-9-]{1,64}$/;

function signedIn(request: FastifyRequest, member: SessionUser): SignedInMember {
  const tabId = request.headers['x-tab-id'];
  return typeof tabId === 'string' && TAB_ID.test(tabId) ? { ...member, tabId } : member;
}

/** What the database says of a token whose signature is good: the member, or why the session is over. */
export type Verdict = { member: SessionUser } | { refused: string } | { failed: Error };

/**
 * A call's token as read without a query: refused at once (the 401's message), or the member it names and
 * the verdict of the database's check, still in flight.
 */
export type TokenCheck = { refused: string } | { claimed: SessionUser; verdict: Promise<Verdict> };

export interface TokenVerifier {
  check(request: FastifyRequest): TokenCheck;
  /** Writes what the verifier left for later, when the app closes. */
  close(): Promise<void>;
}

/** Registers the verifier `protect` asks, once for the app. */
export const tokenGate = fp(
  async function tokenGate(app: FastifyInstance, { verifier }: { verifier: TokenVerifier }) {
    app.decorate('tokenVerifier', verifier);
    app.addHook('onClose', () => verifier.close());
  },
  { name: 'token-gate' },
);

/** A role rule a call passed on the token's word: the refusal for another role, or null if it may. */
type RoleRule = (role: Role) => string | null;

/** A readsOnly call whose token check is still in flight: the check, and the role rules it passed so far. */
interface Overlap {
  verdict: Promise<Verdict>;
  claimedRole: Role;
  rules: RoleRule[];
}
const overlaps = new WeakMap<FastifyRequest, Overlap>();

function unauthorized(reply: FastifyReply, message: string) {
  return reply.status(401).send(fail(message, 401));
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
    if (refused) return void reply.status(403).send(fail(refused));
    overlaps.get(request)?.rules.push(rule);
    done();
  };
}

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
    if ('member' in outcome) request.member = signedIn(request, outcome.member);
    // A refused or failed check: onSend answers its 401 (or the failure) in place of this refusal.
  }
  const refused = rule(request.member.type);
  if (refused) throw forbiddenError(refused);
  overlap?.rules.push(rule);
}

/**
 * Makes every route registered afterwards in this scope require a valid token (and the route's roles).
 * The verifier reads the token on onRequest, before the body is read, so an anonymous caller learns
 * nothing but "401" and costs no query. Then its database check says whether the member and the token's
 * session are still good (the auth module's verifier), and who
 * the member is now.
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
  scope.addHook('onRoute', (route) => {
    if (route.schema) route.schema = { ...route.schema, security: [{ token: [] }] };
    const roles = route.config?.roles;
    if (roles) route.onRequest = [allowOnly(roles), ...hookList(route.onRequest)];
  });
  scope.addHook('onRequest', (request, reply, done) => {
    const check = scope.tokenVerifier.check(request);
    if ('refused' in check) return void unauthorized(reply, check.refused);
    const { claimed, verdict } = check;
    const { readsOnly, roles } = request.routeOptions.config;
    if (readsOnly && (!roles || roles.includes(claimed.type))) {
      request.member = signedIn(request, claimed);
      overlaps.set(request, { verdict, claimedRole: claimed.type, rules: [] });
      return done();
    }
    void verdict.then((outcome) => {
      if ('failed' in outcome) return done(outcome.failed);
      if ('refused' in outcome) return void unauthorized(reply, outcome.refused);
      request.member = signedIn(request, outcome.member);
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
      if ('refused' in outcome) return done(null, replaced(reply, payload, 401, fail(outcome.refused, 401)));
      request.member = signedIn(request, outcome.member);
      const { type } = outcome.member;
      const refused =
        type === overlap.claimedRole ? null : overlap.rules.map((rule) => rule(type)).find(Boolean);
      done(null, refused ? replaced(reply, payload, 403, fail(refused)) : payload);
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
