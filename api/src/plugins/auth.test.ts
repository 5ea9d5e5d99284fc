import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import type { Role } from '@earrival/shared/types';
import { signToken } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { protect } from './auth';

/**
 * The token check on its own: a small app whose database answers the member lookup as each test says
 * (or fails it), so every outcome of the check is seen without a server: who gets through, which 401,
 * the route's roles, and a lookup that fails.
 */
interface MemberRow {
  id: number;
  name: string;
  email: string;
  type: Role;
  token_version: number;
  revoked: boolean;
}

const secret = randomBytes(32).toString('hex');
const ann = { id: 7, name: 'Ann', email: 'ann@example.com', type: 'Team' as Role };
const tokenOf = (tokenVersion = 1) => signToken(secret, 3600, ann, tokenVersion);

async function appWith(lookup: (query: CompiledQuery) => Promise<{ rows: MemberRow[] }>) {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const queries: CompiledQuery[] = [];
  db.executeQuery = (async (query: CompiledQuery) => {
    queries.push(query);
    return lookup(query);
  }) as unknown as typeof db.executeQuery;
  const reached: string[] = [];
  const app: FastifyInstance = Fastify();
  app.decorate('db', db);
  app.decorate('config', { jwtSecret: secret } as Config);
  app.decorateRequest('member', null as unknown as FastifyRequest['member']);
  await app.register(async (scope) => {
    protect(scope);
    const member = async (request: FastifyRequest) => {
      reached.push(request.url);
      return request.member;
    };
    scope.get('/me', member);
    scope.get('/managers', { config: { roles: ['Admin', 'Manager'] } }, member);
    scope.get('/teams', { config: { roles: ['Team'] } }, member);
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
  return { app, queries, reached };
}

const row = (fields: Partial<MemberRow> = {}): MemberRow => ({
  ...ann,
  token_version: 1,
  revoked: false,
  ...fields,
});

describe('the token check (protect)', () => {
  it('lets a valid token through with the member as the database has it now', async () => {
    const { app, queries } = await appWith(async () => ({ rows: [row({ name: 'Ann Renamed' })] }));
    const response = await app.inject({ url: '/me', headers: { authorization: `Bearer ${tokenOf()}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...ann, name: 'Ann Renamed' });
    // One round trip: the token's own id (jti) and the member's id.
    expect(queries).toHaveLength(1);
    expect(queries[0]!.parameters).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), ann.id]);
  });

  it('answers 401 without a usable token, without asking the database', async () => {
    const { app, queries, reached } = await appWith(async () => ({ rows: [row()] }));
    for (const authorization of [undefined, 'Bearer nonsense', signToken('another secret!', 3600, ann, 1)]) {
      const response = await app.inject({ url: '/me', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().status).toBe(401);
    }
    expect([queries, reached]).toEqual([[], []]);
  });

  it('answers 401 for a deleted member, a password changed since, and a signed-out token', async () => {
    const cases: Array<[MemberRow[], string]> = [
      [[], 'Your account no longer exists. Please contact an administrator.'],
      [[row({ token_version: 2 })], 'Your session has ended (password changed). Please sign in again.'],
      [[row({ revoked: true })], 'You have signed out. Please sign in again.'],
    ];
    for (const [rows, message] of cases) {
      const { app, reached } = await appWith(async () => ({ rows }));
      const response = await app.inject({ url: '/me', headers: { authorization: tokenOf() } });
      expect([response.statusCode, response.json()]).toEqual([401, { status: 401, message, data: null }]);
      expect(reached).toEqual([]);
    }
  });

  it("keeps a route to its roles (403 naming the member's role, for GET and its HEAD), the member's role as read now", async () => {
    const { app, reached } = await appWith(async () => ({ rows: [row()] }));
    const authorization = tokenOf();
    for (const method of ['GET', 'HEAD'] as const) {
      const refused = await app.inject({ method, url: '/managers', headers: { authorization } });
      expect(refused.statusCode).toBe(403);
      if (method === 'GET')
        expect(refused.json()).toEqual({
          status: 0,
          message: 'This is not available to the Team role.',
          data: null,
        });
      expect((await app.inject({ method, url: '/teams', headers: { authorization } })).statusCode).toBe(200);
    }
    expect(reached).toEqual(['/teams', '/teams']);
    // Promoted since the token was signed: the role in the database counts.
    const promoted = await appWith(async () => ({ rows: [row({ type: 'Manager' })] }));
    const allowed = await promoted.app.inject({ url: '/managers', headers: { authorization } });
    expect([allowed.statusCode, allowed.json().type]).toEqual([200, 'Manager']);
  });

  it("runs a route's own hooks after the token and role checks, with the member known", async () => {
    const allowed = await appWith(async () => ({ rows: [row()] }));
    const response = await allowed.app.inject({ url: '/own-hook', headers: { authorization: tokenOf() } });
    expect(response.statusCode).toBe(200);
    expect(allowed.reached).toEqual(['hook Ann', '/own-hook']);
    const refused = await appWith(async () => ({ rows: [row({ type: 'Telecaller' })] }));
    const forbidden = await refused.app.inject({ url: '/own-hook', headers: { authorization: tokenOf() } });
    expect(forbidden.statusCode).toBe(403);
    expect(refused.reached).toEqual([]);
  });

  it('fails the call through the error handler when the lookup fails, and never reaches the route', async () => {
    for (const failure of [new Error('connection terminated'), undefined]) {
      const { app, reached } = await appWith(() => Promise.reject(failure));
      const response = await app.inject({ url: '/me', headers: { authorization: tokenOf() } });
      expect(response.statusCode).toBe(500);
      expect(reached).toEqual([]);
    }
  });
});
