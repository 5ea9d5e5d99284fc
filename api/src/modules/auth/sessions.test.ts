import jwt from 'jsonwebtoken';
import { sql } from 'kysely';
import { signToken } from './service/tokens';
import { publicSessionId } from './service/sessions';
import { databaseKinds } from '../../testing/harness';
import { call, makeOrders, useStaffSuite } from '../../testing/fixtures';
import {
  CHROME_ON_WINDOWS,
  SAFARI_ON_IOS,
  flushTouches,
  securityEvents,
  sessionsOf,
  signIn,
  tokenFor,
  userInfo,
} from './fixtures';

jest.setTimeout(60_000);

interface ListedSession {
  id: string;
  browser: string;
  ip: string;
  location?: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

const jtiOf = (token: string) => (jwt.decode(token) as { jti: string }).jti;

describe.each(databaseKinds())('sessions on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const app = () => suite.context.app;
  const logout = (token: string | undefined) => call(app(), token, 'POST', '/api/admin/logout', {});
  const list = async (token: string) => {
    const answer = await call(app(), token, 'GET', '/api/admin/sessions');
    expect(answer.code).toBe(200);
    return (answer.body.data as { sessions: ListedSession[] }).sessions;
  };
  const end = (token: string, id?: string) =>
    app().inject({
      method: 'DELETE',
      url: id === undefined ? '/api/admin/sessions' : `/api/admin/sessions/${id}`,
      headers: { authorization: token },
    });

  it('a sign-in opens a session row: the token’s jti, the address, the browser (cut to 512), the expiry', async () => {
    const long = `${CHROME_ON_WINDOWS} ${'x'.repeat(600)}`;
    const answer = await signIn(app(), 'team@example.com', 'demo1234', {
      ip: '198.51.100.4',
      userAgent: long,
    });
    const token = answer.body.jwtToken as string;
    const { jti, exp } = jwt.decode(token) as { jti: string; exp: number };
    const [row] = await sessionsOf(app(), suite.staff.Team.id).then((rows) =>
      rows.filter((r) => r.id === jti),
    );
    expect(row).toMatchObject({ id: jti, ip: '198.51.100.4', ended_at: null, end_reason: null });
    expect(row!.user_agent).toBe(long.slice(0, 512));
    expect(row!.expires_at.getTime()).toBe(exp * 1000);
    expect(await securityEvents(app(), 'sign-in-succeeded')).toEqual([
      expect.objectContaining({
        actor_id: suite.staff.Team.id,
        member_id: suite.staff.Team.id,
        email: 'team@example.com',
        detail: 'password',
        ip: '198.51.100.4',
      }),
    ]);
  });

  it('refuses a well-signed token that has no session (never opened, or from before sessions)', async () => {
    const { id, name, email, type } = suite.staff.Admin;
    const unopened = signToken(suite.context.config.jwtSecret, 600, { id, name, email, type }, 0);
    const beforeJti = jwt.sign({ id, name, email, type, tv: 0 }, suite.context.config.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: 600,
    });
    for (const token of [unopened, beforeJti]) {
      for (const url of ['/api/user_info', '/api/admin/get-orders-list/allOrder?page=1&limit=10']) {
        const answer = await call(app(), token, 'GET', url);
        expect(answer).toEqual({
          code: 401,
          body: { status: 401, message: 'Your session has ended. Please sign in again.', data: null },
        });
      }
    }
  });

  it('logout ends this session at once (every route answers 401 saying so); another session of the member still works', async () => {
    const laptop = await tokenFor(app(), 'admin@example.com');
    const phone = await tokenFor(app(), 'admin@example.com');
    const teamList = (token: string) => call(app(), token, 'GET', '/api/admin/get-team-member-list');
    // Used before: its verified signature is cached, which must not keep it alive.
    expect((await teamList(laptop)).code).toBe(200);

    expect(await logout(laptop)).toEqual({
      code: 200,
      body: { status: 1, message: 'You have been signed out.', data: null },
    });

    // Read calls overlap the token check with their own queries; their answers still wait for it.
    const reads = [
      await call(app(), laptop, 'GET', '/api/admin/get-orders-list/allOrder?page=1&limit=10'),
      await call(app(), laptop, 'POST', '/api/admin/search-order', {
        start: 0,
        end: 10,
        searchVal: 'smith',
        folderName: 'allOrder',
      }),
      await call(app(), laptop, 'GET', '/api/admin/get-all-folder-count'),
      await call(app(), laptop, 'GET', '/api/admin/get-orders-details/999999'),
      await call(app(), laptop, 'GET', '/api/admin/order-history/999999/remark'),
    ];
    // A page big enough to be compressed for a browser: the 401 still leaves as plain JSON.
    await makeOrders(app().db, [{}, {}, {}, {}, {}]);
    const compressed = await app().inject({
      url: '/api/admin/get-orders-list/allOrder?page=1&limit=100',
      headers: { authorization: laptop, 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBeUndefined();
    const sameForPhone = await app().inject({
      url: '/api/admin/get-orders-list/allOrder?page=1&limit=100',
      headers: { authorization: phone, 'accept-encoding': 'br, gzip' },
    });
    expect([sameForPhone.statusCode, sameForPhone.headers['content-encoding']]).toEqual([200, 'br']);
    reads.push({ code: compressed.statusCode, body: compressed.json() });
    for (const answer of [await userInfo(app(), laptop), await teamList(laptop), ...reads]) {
      expect(answer).toEqual({
        code: 401,
        body: { status: 401, message: 'You have signed out. Please sign in again.', data: null },
      });
    }
    expect((await userInfo(app(), phone)).code).toBe(200);
    expect((await teamList(phone)).code).toBe(200);
    // Logging out again with the ended session is a 401 too.
    expect((await logout(laptop)).code).toBe(401);

    const rows = await sessionsOf(app(), suite.staff.Admin.id);
    expect(rows.find((r) => r.id === jtiOf(laptop))).toMatchObject({ end_reason: 'logout' });
    expect(rows.find((r) => r.id === jtiOf(laptop))!.ended_at).toBeInstanceOf(Date);
    expect(rows.find((r) => r.id === jtiOf(phone))).toMatchObject({ ended_at: null });
    expect(await securityEvents(app(), 'session-ended')).toEqual([
      expect.objectContaining({
        member_id: suite.staff.Admin.id,
        actor_id: suite.staff.Admin.id,
        detail: 'logout: Chrome 131 on Windows, 203.0.113.9',
      }),
    ]);
    expect((await logout(undefined)).code).toBe(401);
    expect((await logout('garbage')).code).toBe(401);
  });

  it('lists my open, unexpired sessions newest first, with the browser, address and which is this one; never the token’s id', async () => {
    const first = await signIn(app(), 'manager@example.com', 'demo1234', { ip: '198.51.100.1' });
    const second = await signIn(app(), 'manager@example.com', 'demo1234', {
      ip: '198.51.100.2',
      userAgent: SAFARI_ON_IOS,
    });
    const ended = await tokenFor(app(), 'manager@example.com');
    await logout(ended);
    const expired = await tokenFor(app(), 'manager@example.com');
    await app()
      .db.updateTable('member_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', jtiOf(expired))
      .execute();
    // Oldest first in time, whatever the clock's resolution.
    const tokens = [first.body.jwtToken as string, second.body.jwtToken as string];
    for (const [i, token] of tokens.entries())
      await app()
        .db.updateTable('member_sessions')
        .set({ created_at: new Date(Date.now() - (10 - i) * 60_000) })
        .where('id', '=', jtiOf(token))
        .execute();

    const sessions = await list(tokens[0]!);
    expect(sessions.map((s) => ({ ...s, createdAt: '', lastSeenAt: '' }))).toEqual([
      // The fixture's own session (opened when the suite made the staff) is the newest.
      {
        id: publicSessionId(jtiOf(suite.staff.Manager.token)),
        browser: 'Unknown browser',
        ip: '127.0.0.1',
        createdAt: '',
        lastSeenAt: '',
        current: false,
      },
      {
        id: publicSessionId(jtiOf(tokens[1]!)),
        browser: 'Safari 17 on iOS',
        ip: '198.51.100.2',
        createdAt: '',
        lastSeenAt: '',
        current: false,
      },
      {
        id: publicSessionId(jtiOf(tokens[0]!)),
        browser: 'Chrome 131 on Windows',
        ip: '198.51.100.1',
        createdAt: '',
        lastSeenAt: '',
        current: true,
      },
    ]);
    for (const session of sessions) {
      expect(new Date(session.createdAt).toISOString()).toBe(session.createdAt);
      expect(new Date(session.lastSeenAt).toISOString()).toBe(session.lastSeenAt);
    }
    const text = JSON.stringify(sessions);
    for (const token of [...tokens, ended, expired]) expect(text).not.toContain(jtiOf(token));
    // Nobody else's.
    expect((await list(suite.staff.Team.token)).map((s) => s.ip)).toEqual(['127.0.0.1']);
  });

  it('names the country of each session’s address when the table knows it, and no location for a local one', async () => {
    const tokens: string[] = [];
    for (const ip of ['81.2.69.160', '::ffff:8.8.8.8'])
      tokens.push(
        (await signIn(app(), 'telecaller@example.com', 'demo1234', { ip, userAgent: SAFARI_ON_IOS })).body
          .jwtToken as string,
      );
    const sessions = await list(tokens[0]!);
    const byIp = Object.fromEntries(sessions.map((s) => [s.ip, s]));
    expect(byIp['81.2.69.160']).toMatchObject({ location: 'United Kingdom', current: true });
    expect(byIp['::ffff:8.8.8.8']).toMatchObject({ location: 'United States', current: false });
    // The suite's own session came from 127.0.0.1: nothing to tell, so no location at all.
    expect(byIp['127.0.0.1']).toBeDefined();
    expect(byIp['127.0.0.1']).not.toHaveProperty('location');
  });

  it('ends one of my sessions by its id (that device gets 401 saying why); another member’s, an unknown or an ended one is 404', async () => {
    const mine = await tokenFor(app(), 'team@example.com');
    const other = await tokenFor(app(), 'team@example.com', 'demo1234', '198.51.100.20');
    const [target] = (await list(mine)).filter((s) => s.ip === '198.51.100.20');
    const admins = await tokenFor(app(), 'admin@example.com');
    const [adminSession] = (await list(admins)).filter((s) => s.current);

    for (const id of [adminSession!.id, 'no-such-session', 'x'.repeat(64)]) {
      const refused = await end(mine, id);
      expect([refused.statusCode, refused.json()]).toEqual([
        404,
        { status: 0, message: 'Session not found.', data: null },
      ]);
    }
    expect((await userInfo(app(), admins)).code).toBe(200);
    const badId = await end(mine, 'not%20an%20id');
    expect(badId.statusCode).toBe(400);

    const ended = await end(mine, target!.id);
    expect([ended.statusCode, ended.json()]).toEqual([
      200,
      { status: 1, message: 'The session was signed out.', data: { ended: 1 } },
    ]);
    expect(await userInfo(app(), other)).toEqual({
      code: 401,
      body: {
        status: 401,
        message: 'This session was signed out from another session. Please sign in again.',
        data: null,
      },
    });
    expect((await userInfo(app(), mine)).code).toBe(200);
    expect((await end(mine, target!.id)).statusCode).toBe(404);
    expect(await securityEvents(app(), 'session-ended')).toEqual([
      expect.objectContaining({
        actor_id: suite.staff.Team.id,
        member_id: suite.staff.Team.id,
        detail: 'ended-by-member: Chrome 131 on Windows, 198.51.100.20',
      }),
    ]);
  });

  it('ends every session of mine but this one, and says how many', async () => {
    const here = await tokenFor(app(), 'telecaller@example.com');
    const elsewhere = [await tokenFor(app(), 'telecaller@example.com'), suite.staff.Telecaller.token];
    const answer = await end(here);
    expect([answer.statusCode, answer.json()]).toEqual([
      200,
      { status: 1, message: 'Signed out 2 other sessions.', data: { ended: 2 } },
    ]);
    for (const token of elsewhere) expect((await userInfo(app(), token)).code).toBe(401);
    expect((await userInfo(app(), here)).code).toBe(200);
    // Other members keep theirs.
    expect((await userInfo(app(), suite.staff.Admin.token)).code).toBe(200);
    const again = await end(here);
    expect(again.json()).toEqual({
      status: 1,
      message: 'There were no other sessions to sign out.',
      data: { ended: 0 },
    });
    expect(await securityEvents(app(), 'session-ended')).toHaveLength(2);
    // A session ended from its own device is a logout.
    const [self] = (await list(here)).filter((s) => s.current);
    const out = await end(here, self!.id);
    expect(out.json()).toEqual({ status: 1, message: 'You have been signed out.', data: { ended: 1 } });
    expect((await userInfo(app(), here)).body.message).toBe('You have signed out. Please sign in again.');
  });

  it('writes last_seen_at at most about once a minute per session, after the call', async () => {
    const token = await tokenFor(app(), 'nightstaff@example.com');
    const seen = async () =>
      (await sessionsOf(app(), suite.staff['Night Staff'].id)).find((r) => r.id === jtiOf(token))!
        .last_seen_at;
    const setSeen = (secondsAgo: number) =>
      app()
        .db.updateTable('member_sessions')
        .set({ last_seen_at: sql<Date>`now() - make_interval(secs => ${secondsAgo})` })
        .where('id', '=', jtiOf(token))
        .execute();

    await setSeen(300);
    const before = await seen();
    expect((await userInfo(app(), token)).code).toBe(200);
    await flushTouches(app());
    const after = await seen();
    expect(after.getTime()).toBeGreaterThan(before.getTime() + 250_000);

    // 30 s ago is recent enough: more calls write nothing.
    await setSeen(30);
    const recent = await seen();
    for (let i = 0; i < 3; i++) await userInfo(app(), token);
    await flushTouches(app());
    expect((await seen()).getTime()).toBe(recent.getTime());
  });
});
