import { signToken } from '../../modules/auth/service/tokens';
import { unavailable } from '../errors';
import { DATABASE_UNAVAILABLE } from '../db/connection';
import {
  REFUSALS,
  ann,
  appWith,
  ended,
  row,
  tokenOf,
  type MemberRow,
} from '../../modules/auth/fixtures/gate';

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

  it("names the call's browser tab (X-Tab-Id) beside the member, and ignores a header that is not a short id", async () => {
    const { app } = await appWith(async () => ({ rows: [row()] }));
    const memberWith = async (url: string, tab: string) =>
      (await app.inject({ url, headers: { authorization: tokenOf(), 'x-tab-id': tab } })).json();
    for (const url of ['/me', '/reads']) {
      expect(await memberWith(url, 'lq2x-9f3k')).toEqual({ ...ann, tabId: 'lq2x-9f3k' });
      for (const bad of ['', 'a b', 'x'.repeat(65), 'tab<script>', 'ä'])
        expect(await memberWith(url, bad)).toEqual(ann);
    }
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
});
