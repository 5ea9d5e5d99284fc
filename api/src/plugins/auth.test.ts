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
import { issueToken, readToken, signToken, type VerifiedClaims } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { flushSessionTouches, protect, requireRole, sessionVerdicts } from './auth';
import envelope from './envelope';
import { unavailable } from '../errors';
import { DATABASE_UNAVAILABLE } from '../db/connection';

/**
 * The token check on its own: a small app whose database answers the member-and-session lookup as each
 * test says (or fails it), so every outcome of the check is seen without a server: who gets through,
 * which 401, the route's roles, and a lookup that fails.
 */
interface MemberRow {
  id: number;
  name: string;
  email: string;
  type: Role;
  token_version: number;
  /** The token's session (left-joined): null when it has none. */
  session_id: string | null;
  ended_at: Date | null;
  end_reason: string | null;
  stale: boolean | null;
}

const secret = randomBytes(32).toString('hex');
const ann = { id: 7, name: 'Ann', email: 'ann@example.com', type: 'Team' as Role };
const tokenOf = (tokenVersion = 1, type: Role = ann.type) =>
  signToken(secret, 3600, { ...ann, type }, tokenVersion);

type Lookup = (query: CompiledQuery) => Promise<{ rows: MemberRow[] }>;

/** A database whose every statement (the lookup, and a later UPDATE of last_seen_at) is recorded and answered by `lookup`. */
function fakeDatabase(lookup: Lookup) {
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

const updates = (queries: CompiledQuery[]) => queries.filter((q) => /^update/i.test(q.sql));

async function appWith(lookup: Lookup) {
  const { db, queries } = fakeDatabase(lookup);
  const reached: string[] = [];
  const app: FastifyInstance = Fastify();
  app.decorate('db', db);
  app.decorate('config', { jwtSecret: secret } as Config);
  app.decorateRequest('member', null as unknown as FastifyRequest['member']);
  app.decorate('spaFallback', null);
  await app.register(envelope);
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

const row = (fields: Partial<MemberRow> = {}): MemberRow => ({
  ...ann,
  token_version: 1,
  session_id: 'the-session',
  ended_at: null,
  end_reason: null,
  stale: false,
  ...fields,
});
const ended = (end_reason: string | null) => row({ ended_at: new Date(), end_reason });

/** Every way the database says a session is over, with the sentence its 401 carries. */
const REFUSALS: Array<[MemberRow[], string]> = [
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

  it('answers 401 for a deleted member, a missing or ended session (saying why), and an old token version', async () => {
    for (const [rows, message] of REFUSALS) {
      const { app, reached } = await appWith(async () => ({ rows }));
      const response = await app.inject({ url: '/me', headers: { authorization: tokenOf() } });
      expect([response.statusCode, response.json()]).toEqual([401, { status: 401, message, data: null }]);
      expect(reached).toEqual([]);
    }
  });

  it("keeps a route to its roles (403 naming the member's role, for GET and its HEAD)", async () => {
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
  });

  it('takes the role the database has now: a member promoted since the token was signed may', async () => {
    const promoted = await appWith(async () => ({ rows: [row({ type: 'Manager' })] }));
    const allowed = await promoted.app.inject({ url: '/managers', headers: { authorization: tokenOf() } });
    expect([allowed.statusCode, allowed.json().type]).toEqual([200, 'Manager']);
  });

  it("runs a route's own hooks after the token and role checks, with the member known", async () => {
    const allowed = await appWith(async () => ({ rows: [row()] }));
    const response = await allowed.app.inject({ url: '/own-hook', headers: { authorization: tokenOf() } });
    expect(response.statusCode).toBe(200);
    expect(allowed.reached).toEqual(['hook Ann', '/own-hook']);
    const refused = await appWith(async () => ({ rows: [row({ type: 'Telecaller' })] }));
    const forbidden = await refused.app.inject({
      url: '/own-hook',
      headers: { authorization: tokenOf(1, 'Telecaller') },
    });
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

  describe('on a readsOnly route', () => {
    /** A lookup that answers only when the test says, to see what runs while it is in flight. */
    function heldLookup(answer: () => Promise<{ rows: MemberRow[] }>) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      return { release, lookup: () => released.then(answer) };
    }
    const settledWithin = (promise: Promise<unknown>, ms: number) =>
      Promise.race([
        promise.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), ms)),
      ]);

    it('runs the handler while the token check is in flight, and answers only once it has passed', async () => {
      const held = heldLookup(async () => ({ rows: [row({ name: 'Ann Renamed' })] }));
      const { app, reached } = await appWith(held.lookup);
      const answer = app.inject({ url: '/reads', headers: { authorization: tokenOf() } });
      expect(await settledWithin(answer, 50)).toBe(false);
      // The handler ran with the member the token names; nothing was sent yet.
      expect(reached).toEqual(['/reads']);
      held.release();
      const response = await answer;
      expect([response.statusCode, response.json()]).toEqual([200, ann]);
    });

    it('replaces whatever the route answered with the 401 when the token is refused', async () => {
      for (const [rows, message] of REFUSALS.slice(0, 4)) {
        const { app, reached } = await appWith(async () => ({ rows }));
        const urls = [
          '/reads',
          '/reads/missing',
          '/reads/text',
          '/reads/managers',
          '/reads/history',
          '/reads?x=%',
        ];
        for (const url of urls) {
          const response = await app.inject({ url, headers: { authorization: tokenOf() } });
          expect([url, response.statusCode, response.json()]).toEqual([
            url,
            401,
            { status: 401, message, data: null },
          ]);
          expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(response.body).not.toContain('Ann');
        }
        expect(reached).toEqual(['/reads', '/reads/missing', '/reads/text', '/reads?x=%']);
      }
    });

    it("keeps the route's own answers for a valid token: its 404, its text, its roles' 403", async () => {
      const { app } = await appWith(async () => ({ rows: [row()] }));
      const authorization = tokenOf();
      const missing = await app.inject({ url: '/reads/missing', headers: { authorization } });
      expect([missing.statusCode, missing.json().message]).toEqual([404, 'Order not found: 5']);
      const text = await app.inject({ url: '/reads/text', headers: { authorization } });
      expect([text.statusCode, text.body]).toEqual([200, 'the orders of Ann']);
      const refused = await app.inject({ url: '/reads/managers', headers: { authorization } });
      expect([refused.statusCode, refused.json().message]).toEqual([
        403,
        'This is not available to the Team role.',
      ]);
      const manager = await appWith(async () => ({ rows: [row({ type: 'Manager' })] }));
      const allowed = await manager.app.inject({
        url: '/reads/managers',
        headers: { authorization: tokenOf(1, 'Manager') },
      });
      expect([allowed.statusCode, allowed.json().type]).toEqual([200, 'Manager']);
    });

    it('asks every role rule the call passed again of the role the database has (demoted: 403)', async () => {
      const demoted = await appWith(async () => ({ rows: [row({ type: 'Team' })] }));
      const manager = tokenOf(1, 'Manager');
      for (const url of ['/reads/managers', '/reads/history']) {
        const response = await demoted.app.inject({ url, headers: { authorization: manager } });
        expect([url, response.statusCode, response.json()]).toEqual([
          url,
          403,
          { status: 0, message: expect.stringContaining('the Team role.'), data: null },
        ]);
        expect(response.body).not.toContain('Ann');
      }
      // A rule the call never passed does not refuse it: no role rule on /reads.
      const plain = await demoted.app.inject({ url: '/reads', headers: { authorization: manager } });
      expect(plain.statusCode).toBe(200);
    });

    it('waits for the database before refusing by role: a member promoted since may', async () => {
      const promoted = await appWith(async () => ({ rows: [row({ type: 'Manager' })] }));
      const team = tokenOf();
      for (const url of ['/reads/managers', '/reads/history']) {
        const response = await promoted.app.inject({ url, headers: { authorization: team } });
        expect([url, response.statusCode, response.json().type]).toEqual([url, 200, 'Manager']);
      }
      const stillTeam = await appWith(async () => ({ rows: [row()] }));
      const refused = await stillTeam.app.inject({ url: '/reads/history', headers: { authorization: team } });
      expect([refused.statusCode, refused.json().message]).toEqual([
        403,
        'Order History is not available to the Team role.',
      ]);
    });

    it('sends a streamed answer once the check passed, and never reads one whose token is refused', async () => {
      const passed = await appWith(async () => ({ rows: [row()] }));
      const sent = await passed.app.inject({ url: '/reads/stream', headers: { authorization: tokenOf() } });
      expect([sent.statusCode, sent.json()]).toEqual([200, { rows: [1, 2] }]);
      const refused = await appWith(async () => ({ rows: [ended('logout')] }));
      const answer = await refused.app.inject({
        url: '/reads/stream',
        headers: { authorization: tokenOf() },
      });
      expect(answer.statusCode).toBe(401);
      expect(refused.reached).toEqual(['/reads/stream']);
    });

    it("answers the lookup's failure as the error handler would, whatever the route answered", async () => {
      const broken = await appWith(() => Promise.reject(new Error('connection terminated')));
      for (const url of ['/reads', '/reads/missing', '/reads/fails']) {
        const response = await broken.app.inject({ url, headers: { authorization: tokenOf() } });
        expect([url, response.statusCode, response.json()]).toEqual([
          url,
          500,
          { status: 0, message: 'Something went wrong on our side. Please try again.', data: null },
        ]);
      }
      // The database down: the route's own 503 has used the error handler already; the answer is still
      // the envelope, with when to retry.
      const down = await appWith(() => Promise.reject(unavailable(DATABASE_UNAVAILABLE)));
      for (const url of ['/reads', '/reads/fails']) {
        const response = await down.app.inject({ url, headers: { authorization: tokenOf() } });
        expect([url, response.statusCode, response.json(), response.headers['retry-after']]).toEqual([
          url,
          503,
          { status: 0, message: DATABASE_UNAVAILABLE, data: null },
          '5',
        ]);
      }
    });
  });
  describe("a session's last_seen_at", () => {
    it('is written later, in one batched UPDATE, never on the call: the call costs its one lookup', async () => {
      const { app, db, queries } = await appWith(async () => ({ rows: [row({ stale: true })] }));
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({ url: '/me', headers: { authorization: tokenOf() } });
        expect(response.statusCode).toBe(200);
      }
      // Three calls answered with three lookups and nothing else yet.
      expect(queries.map((q) => q.sql.slice(0, 6).toLowerCase())).toEqual(['select', 'select', 'select']);
      await flushSessionTouches(db);
      expect(updates(queries)).toHaveLength(1);
      expect(updates(queries)[0]!.parameters).toContain('the-session');
      // Written a moment ago by this process: not noted again within the minute, even if a read lags.
      await app.inject({ url: '/me', headers: { authorization: tokenOf() } });
      await flushSessionTouches(db);
      expect(updates(queries)).toHaveLength(1);
    });

    it('is not written while it is fresh, nor for a refused token', async () => {
      const fresh = await appWith(async () => ({ rows: [row({ stale: false })] }));
      await fresh.app.inject({ url: '/me', headers: { authorization: tokenOf() } });
      await flushSessionTouches(fresh.db);
      expect(updates(fresh.queries)).toEqual([]);
      const over = await appWith(async () => ({ rows: [row({ stale: true, ended_at: new Date() })] }));
      expect((await over.app.inject({ url: '/me', headers: { authorization: tokenOf() } })).statusCode).toBe(
        401,
      );
      await flushSessionTouches(over.db);
      expect(updates(over.queries)).toEqual([]);
    });

    it('a failing write is swallowed (the next call notes the session again)', async () => {
      let failWrites = true;
      const { app, db, queries } = await appWith(async (query) => {
        if (/^update/i.test(query.sql) && failWrites) throw new Error('connection terminated');
        return { rows: [row({ stale: true })] };
      });
      await app.inject({ url: '/me', headers: { authorization: tokenOf() } });
      await expect(flushSessionTouches(db)).resolves.toBeUndefined();
      failWrites = false;
      await app.inject({ url: '/me', headers: { authorization: tokenOf() } });
      await flushSessionTouches(db);
      expect(updates(queries)).toHaveLength(2);
    });
  });
});

describe("sessionVerdicts (the live stream's batch check)", () => {
  const claimsOf = (token: string): VerifiedClaims => {
    const check = readToken(secret, token);
    if (!check.ok) throw new Error(check.message);
    return check.claims;
  };
  const session = (member: typeof ann & { type: Role }, tokenVersion = 1) => {
    const issued = issueToken(secret, 3600, member, tokenVersion);
    return { claims: claimsOf(issued.token), jti: issued.jti };
  };

  it('answers every token from one query: the current role, or why it is refused', async () => {
    const bob = { id: 8, name: 'Bob', email: 'bob@example.com', type: 'Manager' as Role };
    const gone = { id: 9, name: 'Gone', email: 'gone@example.com', type: 'Team' as Role };
    const good = session(ann);
    const promoted = session(ann);
    const loggedOut = session(ann);
    const noRow = session(ann);
    const oldVersion = session(bob, 0);
    const deleted = session(gone);
    const expired = { ...session(ann).claims, exp: Math.floor(Date.now() / 1000) - 5 };
    const withoutJti = { ...session(ann).claims, jti: undefined };
    const member = (fields: Partial<MemberRow>) => row(fields);
    const { db, queries } = fakeDatabase(async () => ({
      rows: [
        member({ session_id: good.jti, type: 'Manager' }),
        member({ session_id: promoted.jti, type: 'Manager' }),
        member({ session_id: loggedOut.jti, type: 'Manager', ended_at: new Date(), end_reason: 'logout' }),
        {
          ...bob,
          token_version: 1,
          session_id: oldVersion.jti,
          ended_at: null,
          end_reason: null,
          stale: false,
        },
      ],
    }));
    const verdicts = await sessionVerdicts(db, [
      good.claims,
      promoted.claims,
      loggedOut.claims,
      noRow.claims,
      oldVersion.claims,
      deleted.claims,
      expired,
      withoutJti,
    ]);
    expect(verdicts).toEqual([
      { member: { ...ann, type: 'Manager' } },
      { member: { ...ann, type: 'Manager' } },
      { refused: 'You have signed out. Please sign in again.' },
      { refused: 'Your session has ended. Please sign in again.' },
      { refused: 'Your session has ended (password changed). Please sign in again.' },
      { refused: 'Your account no longer exists. Please contact an administrator.' },
      { refused: 'Your session has expired. Please sign in again.' },
      { refused: 'Your session has ended. Please sign in again.' },
    ]);
    expect(queries).toHaveLength(1);
    // The expired token and the one without a jti are not asked about.
    expect(queries[0]!.parameters).toEqual(
      expect.arrayContaining([
        good.jti,
        promoted.jti,
        loggedOut.jti,
        noRow.jti,
        oldVersion.jti,
        deleted.jti,
        7,
        8,
        9,
      ]),
    );
    expect(queries[0]!.parameters).toHaveLength(9);
  });

  it('asks nothing for no tokens or only expired ones, and fails every verdict when the query fails', async () => {
    const quiet = fakeDatabase(async () => ({ rows: [] }));
    expect(await sessionVerdicts(quiet.db, [])).toEqual([]);
    const expired = { ...session(ann).claims, exp: Math.floor(Date.now() / 1000) - 1 };
    expect(await sessionVerdicts(quiet.db, [expired])).toEqual([
      { refused: 'Your session has expired. Please sign in again.' },
    ]);
    expect(quiet.queries).toEqual([]);
    const broken = fakeDatabase(() => Promise.reject(new Error('connection terminated')));
    const verdicts = await sessionVerdicts(broken.db, [session(ann).claims, session(ann).claims]);
    expect(verdicts).toEqual([
      { failed: new Error('connection terminated') },
      { failed: new Error('connection terminated') },
    ]);
  });
});
