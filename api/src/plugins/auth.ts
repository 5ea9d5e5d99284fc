import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Role, SessionUser } from '@earrival/shared/types';
import type { Kysely } from 'kysely';
import { readToken } from '../auth/tokens';
import type { Database } from '../db/schema';
import { prepared } from '../db/prepared';

/**
 * The member and whether this token was revoked (logout), in one round trip: two primary-key probes.
 * Parameters in SQL order: the jti ('' for a token without one, which matches no row), then the id.
 */
export const memberAndRevocation = (db: Kysely<Database>, jti: string, id: number) =>
  db
    .selectFrom('team_members')
    .select((eb) => [
      'id',
      'name',
      'email',
      'type',
      'token_version',
      eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti)).as('revoked'),
    ])
    .where('id', '=', id);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, read fresh from the database on every call (set by `protect`). */
    member: SessionUser;
  }
  interface FastifyContextConfig {
    /** Roles allowed to call the route; absent = every signed-in member. */
    roles?: readonly Role[];
  }
}

function unauthorized(reply: FastifyReply, message: string) {
  return reply.status(401).send({ status: 401, message, data: null });
}

export function forbidden(reply: FastifyReply, message = 'You do not have permission to do this.') {
  return reply.status(403).send({ status: 0, message, data: null });
}

/** A route's own onRequest hooks as a list (none, one, or several). */
const hookList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** The role check of a route that names its roles; it runs after the token check has set the member. */
function allowOnly(roles: readonly Role[]) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const { type } = request.member;
    if (!roles.includes(type)) return void forbidden(reply, `This is not available to the ${type} role.`);
    done();
  };
}

/**
 * Makes every route registered afterwards in this scope require a valid token (and the route's roles).
 * It runs on onRequest, before the body is read, so an anonymous caller learns nothing but "401".
 * The member is re-read from the database: a deleted member or a revoked token (password changed, or
 * this token signed out) stops working at once, and a renamed member or changed role takes effect on
 * the next call.
 *
 * Per call this is the token check and one round trip; the rest is settled when a route is added: its
 * roles become the first of that route's own hooks (which run after its scope's, so the member is known
 * by then, and before any other hook of the route, as when the check was part of this one), and the
 * hooks take callbacks, so no promise of their own is made or awaited.
 */
export function protect(scope: FastifyInstance): void {
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
    // Never cached (unlike the signature): a revocation or password change takes effect on the next call.
    const lookup = prepared(scope.db, 'member-and-revocation', template, [claims.jti ?? '', claims.id]);
    scope.db.executeQuery(lookup).then(
      ({ rows: [row] }) => {
        if (!row)
          return void unauthorized(reply, 'Your account no longer exists. Please contact an administrator.');
        if (row.token_version !== claims.tv)
          return void unauthorized(reply, 'Your session has ended (password changed). Please sign in again.');
        if (row.revoked) return void unauthorized(reply, 'You have signed out. Please sign in again.');
        request.member = { id: row.id, name: row.name, email: row.email, type: row.type };
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
