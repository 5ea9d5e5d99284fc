import jwt from 'jsonwebtoken';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { call, createStaff, makeOrders, type Staff } from '../../testing/fixtures';

describe.each(databaseKinds())('logout on %s', (kind) => {
  let context: TestContext;
  let staff: Staff;
  useSuiteDatabase(kind, async (ready) => {
    context = ready;
    staff = await createStaff(ready.app);
  });

  const signIn = async (email: string) => {
    const { body } = await call(context.app, undefined, 'POST', '/api/admin/admin-login', {
      email,
      password: 'demo1234',
    });
    return body.jwtToken as string;
  };
  const logout = (token: string | undefined) => call(context.app, token, 'POST', '/api/admin/logout', {});
  const userInfo = (token: string) => call(context.app, token, 'GET', '/api/user_info');
  const teamList = (token: string) => call(context.app, token, 'GET', '/api/admin/get-team-member-list');

  it('revokes this token at once (user_info, admin and read routes answer 401); another token of the member still works', async () => {
    const laptop = await signIn('admin@example.com');
    const phone = await signIn('admin@example.com');
    // Used before: its verified signature is cached, which must not keep it alive.
    expect((await teamList(laptop)).code).toBe(200);

    const out = await logout(laptop);
    expect(out).toEqual({ code: 200, body: { status: 1, message: 'You have been signed out.', data: null } });

    // Read calls overlap the token check with their own queries; their answers still wait for it.
    const reads = [
      await call(context.app, laptop, 'GET', '/api/admin/get-orders-list/allOrder?page=1&limit=10'),
      await call(context.app, laptop, 'POST', '/api/admin/search-order', {
        start: 0,
        end: 10,
        searchVal: 'smith',
        folderName: 'allOrder',
      }),
      await call(context.app, laptop, 'GET', '/api/admin/get-all-folder-count'),
      await call(context.app, laptop, 'GET', '/api/admin/get-orders-details/999999'),
      await call(context.app, laptop, 'GET', '/api/admin/order-history/999999/remark'),
    ];
    // A page big enough to be compressed for a browser: the 401 still leaves as plain JSON.
    await makeOrders(context.app.db, [{}, {}, {}, {}, {}]);
    const compressed = await context.app.inject({
      url: '/api/admin/get-orders-list/allOrder?page=1&limit=100',
      headers: { authorization: laptop, 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBeUndefined();
    const sameForPhone = await context.app.inject({
      url: '/api/admin/get-orders-list/allOrder?page=1&limit=100',
      headers: { authorization: phone, 'accept-encoding': 'br, gzip' },
    });
    expect([sameForPhone.statusCode, sameForPhone.headers['content-encoding']]).toEqual([200, 'br']);
    reads.push({ code: compressed.statusCode, body: compressed.json() });
    for (const answer of [await userInfo(laptop), await teamList(laptop), ...reads]) {
      expect(answer.code).toBe(401);
      expect(answer.body).toEqual({
        status: 401,
        message: 'You have signed out. Please sign in again.',
        data: null,
      });
    }
    expect((await userInfo(phone)).code).toBe(200);
    expect((await teamList(phone)).code).toBe(200);
    // Logging out again with the revoked token is a 401 too.
    expect((await logout(laptop)).code).toBe(401);

    const { jti, exp } = jwt.decode(laptop) as { jti: string; exp: number };
    const rows = await context.app.db.selectFrom('revoked_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ jti, member_id: staff.Admin.id });
    expect(rows[0]!.expires_at.getTime()).toBe(exp * 1000);
  });

  it('every new token carries its own jti', async () => {
    const tokens = [await signIn('team@example.com'), staff.Team.token];
    const ids = tokens.map((t) => (jwt.decode(t) as { jti?: string }).jti);
    expect(ids).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('a token from before jti existed is still accepted, and its logout ends all of the member’s sessions', async () => {
    const member = {
      id: staff.Team.id,
      name: staff.Team.name,
      email: staff.Team.email,
      type: staff.Team.type,
    };
    const older = jwt.sign({ ...member, tv: 0 }, context.config.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: 600,
    });
    const current = await signIn('team@example.com');
    expect((await userInfo(older)).code).toBe(200);
    expect((await logout(older)).code).toBe(200);
    expect((await userInfo(older)).code).toBe(401);
    expect((await userInfo(current)).code).toBe(401);
    // Other members are not touched.
    expect((await userInfo(staff.Admin.token)).code).toBe(200);
  });

  it('needs a valid token, and prunes the rows of tokens that have expired', async () => {
    expect((await logout(undefined)).code).toBe(401);
    expect((await logout('garbage')).code).toBe(401);
    await context.app.db
      .insertInto('revoked_tokens')
      .values({ jti: 'long-gone', member_id: staff.Manager.id, expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await logout(staff.Manager.token)).code).toBe(200);
    const left = await context.app.db.selectFrom('revoked_tokens').select('jti').execute();
    expect(left.map((r) => r.jti)).toEqual([(jwt.decode(staff.Manager.token) as { jti: string }).jti]);
  });
});
