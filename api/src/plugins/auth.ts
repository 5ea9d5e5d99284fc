import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Makes every route registered afterwards in this scope require a valid token (and the route's roles).
 * It runs on onRequest, before the body is read, so an anonymous caller learns nothing but "401".
 * The member is re-read from the database: a deleted member or a revoked token (password changed, or
 * this token signed out) stops working at once, and a renamed member or changed role takes effect on
 * the next call.
 */
export function protect(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (route.schema) route.schema = { ...route.schema, security: [{ token: [] }] };
  });
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const check = readToken(scope.config.jwtSecret, request.headers.authorization);
    if (!check.ok) return unauthorized(reply, check.message);
    // Never cached (unlike the signature): a revocation or password change takes effect on the next call.
    const lookup = prepared(scope.db, 'member-and-revocation', () => memberAndRevocation(scope.db, '', 0), [
      check.claims.jti ?? '',
      check.claims.id,
    ]);
    const row = (await scope.db.executeQuery(lookup)).rows[0];
    if (!row) return unauthorized(reply, 'Your account no longer exists. Please contact an administrator.');
    if (row.token_version !== check.claims.tv) {
      return unauthorized(reply, 'Your session has ended (password changed). Please sign in again.');
    }
    if (row.revoked) return unauthorized(reply, 'You have signed out. Please sign in again.');
    request.member = { id: row.id, name: row.name, email: row.email, type: row.type };
    const roles = request.routeOptions.config.roles;
    if (roles && !roles.includes(row.type))
      return forbidden(reply, `This is not available to the ${row.type} role.`);
  });
}
