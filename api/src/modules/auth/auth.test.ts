import jwt from 'jsonwebtoken';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { call, createStaff, type Staff } from '../../testing/fixtures';
import { signToken } from './service/tokens';
import { typedTextHash } from './service/typedAddress';

// A guard against a hang, not a speed limit: a test here took up to 5.9 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(60_000);

describe.each(databaseKinds())('auth calls on %s', (kind) => {
  let context: TestContext;
  let staff: Staff;
  useSuiteDatabase(kind, async (ready) => {
    context = ready;
    staff = await createStaff(ready.app);
  });

  const login = (email: string, password: string) =>
    call(context.app, undefined, 'POST', '/api/admin/admin-login', { email, password });

  it('signs in with status 1, the member and a JWT carrying id, name, email, type and expiry', async () => {
    const { code, body } = await login('Manager@Example.com', 'demo1234');
    expect(code).toBe(200);
    expect(body).toMatchObject({
      status: 1,
      data: { name: 'Marcus Reyes', email: 'manager@example.com', type: 'Manager' },
    });
    expect(body.message).toEqual(expect.any(String));
    const claims = jwt.decode(body.jwtToken as string) as Record<string, unknown>;
    expect(claims).toMatchObject({ id: staff.Manager.id, name: 'Marcus Reyes', type: 'Manager', tv: 0 });
    expect(claims.exp).toEqual(expect.any(Number));
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('refuses a wrong password or an unknown e-mail with status 0 and the same message', async () => {
    const wrong = await login('admin@example.com', 'nope');
    const unknown = await login('ghost@example.com', 'demo1234');
    for (const { code, body } of [wrong, unknown]) {
      expect(code).toBe(400);
      expect(body).toEqual({ status: 0, message: 'Invalid email or password', data: null });
    }
  });

  it('never keeps what was typed as the e-mail when it names no member: "unknown address" and a keyed hash', async () => {
    const typed = 'hunter2-supersecret!';
    // Five failures from one source, then the sixth is throttled: both kinds of record.
    for (let i = 0; i < 5; i++) expect((await login(` ${typed.toUpperCase()} `, 'x')).code).toBe(400);
    expect((await login(typed, 'x')).code).toBe(429);
    const rows = await context.app.db
      .selectFrom('security_events')
      .selectAll()
      .where('event', 'in', ['sign-in-failed', 'sign-in-throttled'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(6);
    const hash = typedTextHash(context.config.jwtSecret, typed);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    for (const row of rows) {
      expect(row).toMatchObject({ email: null, member_id: null });
      expect(row.detail).toMatch(new RegExp(`^unknown address \\(keyed hash ${hash}\\)`));
      expect(JSON.stringify(row).toLowerCase()).not.toContain('hunter2');
    }
    // Keyed: another server secret gives another hash, so the hash cannot be checked without ours.
    expect(typedTextHash('another-secret-another-secret-another', typed)).not.toBe(hash);
    // Nor in the screen's answer or its CSV export.
    for (const url of ['/api/admin/security-events', '/api/admin/security-events/export']) {
      const answer = await context.app.inject({ url, headers: { authorization: staff.Admin.token } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(hash);
      expect(answer.body.toLowerCase()).not.toContain('hunter2');
    }
    // A member's own address is kept as it is: the record is about their account.
    expect((await login('Admin@example.com', 'wrong')).code).toBe(400);
    const wrong = await context.app.db
      .selectFrom('security_events')
      .select(['email', 'member_id', 'detail'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(wrong).toEqual({
      email: 'admin@example.com',
      member_id: staff.Admin.id,
      detail: 'wrong password',
    });
  });

  it('answers user_info for a raw token and for a Bearer token', async () => {
    const { token } = staff.Team;
    for (const header of [token, `Bearer ${token}`]) {
      const { code, body } = await call(context.app, header, 'GET', '/api/user_info');
      expect(code).toBe(200);
      expect(body).toEqual({
        status: 1,
        message: 'OK',
        data: { id: staff.Team.id, name: 'Priya Sharma', email: 'team@example.com', type: 'Team' },
      });
    }
  });

  it('answers 401 with status 401 for a missing, malformed, foreign-signed or expired token', async () => {
    const member = {
      id: staff.Admin.id,
      name: staff.Admin.name,
      email: staff.Admin.email,
      type: staff.Admin.type,
    };
    const foreign = signToken('another-secret', 3600, member, 0);
    const expired = jwt.sign(
      { ...member, tv: 0, exp: Math.floor(Date.now() / 1000) - 60 },
      context.config.jwtSecret,
    );
    for (const token of [undefined, 'garbage', foreign, expired]) {
      const { code, body } = await call(context.app, token, 'GET', '/api/user_info');
      expect(code).toBe(401);
      expect(body).toMatchObject({ status: 401, data: null });
      expect(body.message).toEqual(expect.any(String));
    }
    const { body } = await call(context.app, expired, 'GET', '/api/admin/get-all-folder-count');
    expect(body.message).toMatch(/expired/i);
  });

  it('stops a deleted member at once', async () => {
    await context.app.db.deleteFrom('team_members').where('id', '=', staff.Telecaller.id).execute();
    const { code, body } = await call(
      context.app,
      staff.Telecaller.token,
      'GET',
      '/api/admin/get-all-folder-count',
    );
    expect(code).toBe(401);
    expect(body.status).toBe(401);
  });
});
