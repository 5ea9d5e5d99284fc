import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type QueryResult,
} from 'kysely';
import type { Role } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import { DATABASE_UNAVAILABLE } from '../../../platform/db/connection';
import envelope from '../../../platform/http/envelope';
import { unavailable } from '../../../platform/http/errors';
import { protect, requireRole, tokenGate } from '../../../platform/http/gate';
import type { MemberRow } from '../repository/sessions';
import { sessionVerifier } from '../service/sessionCheck';
import { signToken } from '../service/tokens';

/*
 * The token check on its own (platform/http/gate.test.ts, service/sessionCheck.test.ts): a small app
 * whose database answers the member-and-session lookup as each test says (or fails it), so every outcome
 * of the check is seen without a server: who gets through, which 401, the route's roles, and a lookup
 * that fails.
 */
export type { MemberRow };

export const secret = randomBytes(32).toString('hex');
export const ann = { id: 7, name: 'Ann', email: 'ann@example.com', type: 'Team' as Role };
export const tokenOf = (tokenVersion = 1, type: Role = ann.type) =>
  signToken(secret, 3600, { ...ann, type }, tokenVersion);

export type Lookup = (query: CompiledQuery) => Promise<{ rows: MemberRow[] }>;

/** A database whose every statement (the lookup, and a later UPDATE of last_seen_at) is recorded and answered by `lookup`. */
export function fakeDatabase(lookup: Lookup) {
  const queries: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      queries.push(query);
      return (await lookup(query)) as unknown as QueryResult<R>;
    },
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => ({
        init: async () => {},
        acquireConnection: async () => connection,
        beginTransaction: async () => {},
        commitTransaction: async () => {},
        rollbackTransaction: async () => {},
        releaseConnection: async () => {},
        destroy: async () => {},
      }),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, queries };
}

export const updates = (queries: CompiledQuery[]) => queries.filter((q) => /^update/i.test(q.sql));

export async function appWith(lookup: Lookup) {
  const { db, queries } = fakeDatabase(lookup);
  const reached: string[] = [];
  const app: FastifyInstance = Fastify();
  app.decorate('db', db);
  app.decorateRequest('member', null as unknown as FastifyRequest['member']);
  app.decorate('spaFallback', null);
  await app.register(envelope);
  await app.register(tokenGate, { verifier: sessionVerifier(db, secret) });
  await app.register(async (scope) => {
    protect(scope);
    const member = async (request: FastifyRequest) => {
      reached.push(request.url);
      return request.member;
    };
    scope.get('/me', member);
    scope.get('/managers', { config: { roles: ['Admin', 'Manager'] } }, member);
    scope.get('/teams', { config: { roles: ['Team'] } }, member);
    scope.get('/reads', { config: { readsOnly: true } }, member);
    scope.get('/reads/managers', { config: { readsOnly: true, roles: ['Admin', 'Manager'] } }, member);
    scope.get('/reads/missing', { config: { readsOnly: true } }, async (request, reply) => {
      reached.push(request.url);
      return reply.status(404).send({ status: 0, message: 'Order not found: 5', data: null });
    });
    // A handler's own role rule, as Order History's: Team may not open it.
    scope.get('/reads/history', { config: { readsOnly: true } }, async (request) => {
      await requireRole(
        request,
        (role) => role !== 'Team',
        (role) => `Order History is not available to the ${role} role.`,
      );
      reached.push(request.url);
      return request.member;
    });
    // A long page is a stream whose parts are read from the database as it is sent.
    scope.get('/reads/stream', { config: { readsOnly: true } }, async (request, reply) => {
      reached.push(request.url);
      async function* parts() {
        for (const part of ['{"rows":[', '1,2', ']}']) {
          reached.push(`read ${part}`);
          yield part;
        }
      }
      return reply.type('application/json; charset=utf-8').send(Readable.from(parts()));
    });
    // A route whose own query failed (the database went away for it too).
    scope.get('/reads/fails', { config: { readsOnly: true } }, async () => {
      throw unavailable(DATABASE_UNAVAILABLE);
    });
    scope.get('/reads/text', { config: { readsOnly: true } }, async (request, reply) => {
      reached.push(request.url);
      return reply.type('text/plain').send(`the orders of ${request.member.name}`);
    });
    // A route with hooks of its own keeps them; they run after the token and role checks.
    scope.get(
      '/own-hook',
      {
        config: { roles: ['Team'] },
        onRequest: (request, _reply, done) => {
          reached.push(`hook ${request.member.name}`);
          done();
        },
      },
      member,
    );
  });
  return { app, db, queries, reached };
}

export const row = (fields: Partial<MemberRow> = {}): MemberRow => ({
  ...ann,
  token_version: 1,
  session_id: 'the-session',
  ended_at: null,
  end_reason: null,
  stale: false,
  ...fields,
});
export const ended = (end_reason: string | null) => row({ ended_at: new Date(), end_reason });

/** Every way the database says a session is over, with the sentence its 401 carries. */
export const REFUSALS: Array<[MemberRow[], string]> = [
  [[], 'Your account no longer exists. Please contact an administrator.'],
  [[row({ session_id: null })], 'Your session has ended. Please sign in again.'],
  [[ended('logout')], 'You have signed out. Please sign in again.'],
  [[ended('password-changed')], 'Your session has ended (password changed). Please sign in again.'],
  [[ended('ended-by-member')], 'This session was signed out from another session. Please sign in again.'],
  [
    [ended('two-factor-reset')],
    'Your session has ended (an administrator reset your two-factor sign-in). Please sign in again.',
  ],
  [[ended('something-new')], 'Your session has ended. Please sign in again.'],
  [[row({ token_version: 2 })], 'Your session has ended (password changed). Please sign in again.'],
];
