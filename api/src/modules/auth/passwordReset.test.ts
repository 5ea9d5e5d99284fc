import { loadConfig } from '../../config';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  truncateAll,
  type TestContext,
} from '../../testing/harness';
import { call, createStaff, type Staff } from '../../testing/fixtures';
import { startTestSmtp, type TestSmtp } from '../../platform/mailer/testing';
import { TOO_COMMON } from './service/commonPasswords';
import { LINK_NOT_VALID, RESET_LIMITS, hashResetToken } from './service/passwordReset';
import { securityEvents, sessionsOf } from './fixtures';

jest.setTimeout(90_000);

const NOTICE =
  'If this e-mail belongs to a staff account, we have sent it a link to set a new password. The link works for 1 hour.';

async function until<T>(probe: () => T | Promise<T>, accept: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(databaseKinds())('forgot password on %s', (kind) => {
  let smtp: TestSmtp;
  let context: TestContext;
  let staff: Staff;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    context = await createTestContext(kind, {
      mail: { ...loadConfig().mail, provider1Url: smtp.url, staffUrl: 'https://office.example' },
    });
  }, 60_000);
  afterAll(async () => {
    await destroyTestContext(context);
    await smtp.close();
  });
  beforeEach(async () => {
    await truncateAll(context.database);
    staff = await createStaff(context.app);
    smtp.received.length = 0;
    smtp.accepted.length = 0;
  });

  const forgot = (email: string, ip = '203.0.113.5') =>
    context.app.inject({
      method: 'POST',
      url: '/api/admin/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });
  const reset = (token: string, newPassword: string) =>
    call(context.app, undefined, 'POST', '/api/admin/reset-password', { token, newPassword });
  const signIn = (email: string, password: string) =>
    call(context.app, undefined, 'POST', '/api/admin/admin-login', { email, password });

  /** The mailed link's token, from the text of the newest mail to `to`. */
  const linkTokenFor = async (to: string, count = 1) => {
    const mails = await until(
      () => smtp.accepted.filter((m) => m.to.includes(to)),
      (list) => list.length >= count,
      `mail ${count} to ${to}`,
    );
    const text = mails[count - 1]!.text;
    const match = /https:\/\/office\.example\/reset-password#token=([A-Za-z0-9_-]+)/.exec(text);
    expect(match).not.toBeNull();
    return match![1]!;
  };

  it('answers a member and a stranger alike, and mails only the member a link whose token is stored hashed', async () => {
    const stranger = await forgot('nobody@example.com');
    const member = await forgot('Team@Example.com');
    expect(stranger.statusCode).toBe(200);
    expect(member.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ status: 1, message: NOTICE, data: null });
    expect(member.body).toBe(stranger.body);

    const token = await linkTokenFor('team@example.com');
    const mail = smtp.accepted[0]!;
    expect(mail.headers.subject).toBe('Set a new password for the Cuba e-Arrival back office');
    expect(mail.text).toContain('within 1 hour');
    // Jobs run in order: by the time the member's mail is out, the stranger's request was worked too.
    expect(smtp.received.map((m) => m.to)).toEqual([['team@example.com']]);

    const rows = await context.app.db.selectFrom('password_resets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.member_id).toBe(staff.Team.id);
    expect(rows[0]!.fingerprint).toMatch(/^[0-9a-f]{64}$/);

    // Both requests are recorded alike, with the address as typed and nothing that tells them apart.
    const requested = await securityEvents(context.app, 'password-reset-requested');
    expect(requested.map((e) => [e.email, e.member_id, e.actor_id, e.detail])).toEqual([
      ['nobody@example.com', null, null, null],
      ['team@example.com', null, null, null],
    ]);
    expect(rows[0]!.token_hash).toBe(hashResetToken(token));
    expect(rows[0]!.token_hash).not.toContain(token);
    const lifetime = rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime();
    expect(Math.abs(lifetime - 3600_000)).toBeLessThan(60_000);
  });

  it('sets the new password once, ends every session of the member, and the link does not work twice', async () => {
    await forgot('team@example.com');
    const token = await linkTokenFor('team@example.com');
    const before = await signIn('team@example.com', 'demo1234');
    expect(before.code).toBe(200);

    expect(await reset(token, 'short')).toEqual({
      code: 400,
      body: { status: 0, message: 'New Password must be at least 6 characters.', data: null },
    });
    expect(await reset(token, '')).toEqual({
      code: 400,
      body: { status: 0, message: 'Please enter your New Password.', data: null },
    });
    // One of the 10,000 most common passwords is refused, and the link still works after.
    expect(await reset(token, 'Baseball1')).toEqual({
      code: 400,
      body: { status: 0, message: TOO_COMMON, data: null },
    });
    expect(await reset(token, 'a-new-secret-1')).toEqual({
      code: 200,
      body: { status: 1, message: 'Your new password is set. Please sign in with it.', data: null },
    });
    for (const old of [staff.Team.token, before.body.jwtToken as string]) {
      const answer = await call(context.app, old, 'GET', '/api/user_info');
      expect(answer.code).toBe(401);
    }
    expect((await call(context.app, staff.Admin.token, 'GET', '/api/user_info')).code).toBe(200);
    expect((await signIn('team@example.com', 'demo1234')).code).toBe(400);
    expect((await signIn('team@example.com', 'a-new-secret-1')).code).toBe(200);
    const ended = (await sessionsOf(context.app, staff.Team.id)).filter((r) => r.ended_at);
    expect(ended.map((r) => r.end_reason)).toEqual(['password-reset', 'password-reset']);

    // The member is told, without the password or any link.
    const notice = await until(
      () => smtp.accepted.filter((m) => m.headers.subject === 'Your password was reset'),
      (list) => list.length === 1,
      'the reset notice',
    );
    expect(notice[0]!.to).toEqual(['team@example.com']);
    expect(notice[0]!.text).toContain('with a password reset link');
    expect(notice[0]!.raw).not.toContain('a-new-secret-1');
    expect(notice[0]!.raw).not.toContain('reset-password#token');
    const events = await securityEvents(context.app, 'password-reset', 'session-ended');
    expect(events.map((e) => [e.event, e.member_id])).toEqual([
      ['session-ended', staff.Team.id],
      ['session-ended', staff.Team.id],
      ['password-reset', staff.Team.id],
    ]);
    expect(JSON.stringify(events)).not.toContain(token);

    expect(await reset(token, 'another-one-2')).toEqual({
      code: 400,
      body: { status: 0, message: LINK_NOT_VALID, data: null },
    });
    expect((await reset('made-up-token', 'another-one-2')).code).toBe(400);
    expect((await signIn('team@example.com', 'a-new-secret-1')).code).toBe(200);
  });

  it('a link works until its hour is over, not after', async () => {
    await forgot('manager@example.com');
    const token = await linkTokenFor('manager@example.com');
    const hash = hashResetToken(token);
    const expireIn = (ms: number) =>
      context.app.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() + ms) })
        .where('token_hash', '=', hash)
        .execute();
    await expireIn(-1000);
    expect((await reset(token, 'too-late-123')).body.message).toBe(LINK_NOT_VALID);
    await expireIn(60_000);
    expect((await reset(token, 'just-in-time-123')).code).toBe(200);
    expect((await signIn('manager@example.com', 'just-in-time-123')).code).toBe(200);
  });

  it('a link stops working once the password or the e-mail address changed after it was mailed', async () => {
    await forgot('team@example.com');
    const afterPasswordChange = await linkTokenFor('team@example.com');
    const changed = await call(context.app, staff.Team.token, 'POST', '/api/admin/change-password', {
      currentPassword: 'demo1234',
      newPassword: 'quiet-river-42',
      confirmPassword: 'quiet-river-42',
    });
    expect(changed.code).toBe(200);
    expect(await reset(afterPasswordChange, 'too-late-123')).toEqual({
      code: 400,
      body: { status: 0, message: LINK_NOT_VALID, data: null },
    });
    expect((await signIn('team@example.com', 'quiet-river-42')).code).toBe(200);

    await forgot('telecaller@example.com');
    const afterEmailChange = await linkTokenFor('telecaller@example.com');
    const moved = await call(context.app, staff.Admin.token, 'POST', '/api/admin/update-team-member', {
      tmId: staff.Telecaller.id,
      name: staff.Telecaller.name,
      email: 'tele.new@example.com',
      password: '',
      type: 'Telecaller',
    });
    expect(moved.code).toBe(200);
    expect((await reset(afterEmailChange, 'too-late-123')).body.message).toBe(LINK_NOT_VALID);
    expect((await signIn('tele.new@example.com', 'demo1234')).code).toBe(200);
  });

  it('mails an address at most 3 times an hour (answering alike) and refuses a caller past its limit with 429', async () => {
    const { perAddress, perSource } = RESET_LIMITS;
    for (let i = 0; i < perAddress.limit + 1; i++) {
      const answer = await forgot('admin@example.com', '198.51.100.7');
      expect([answer.statusCode, answer.json().message]).toEqual([200, NOTICE]);
    }
    await linkTokenFor('admin@example.com', perAddress.limit);
    // The 4th request was answered but mails nothing: other addresses still get theirs in order.
    await forgot('team@example.com', '198.51.100.7');
    await linkTokenFor('team@example.com');
    expect(smtp.received.filter((m) => m.to.includes('admin@example.com'))).toHaveLength(perAddress.limit);

    for (let i = perAddress.limit + 2; i < perSource.limit; i++)
      await forgot(`x${i}@example.com`, '198.51.100.7');
    const refused = await forgot('someone@example.com', '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many password reset requests\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another caller is not refused.
    expect((await forgot('someone@example.com', '198.51.100.8')).statusCode).toBe(200);
  });

  it('refuses bad input with a clear 400', async () => {
    const empty = await forgot('   ');
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Please enter your e-mail address.']);
    const missing = await call(context.app, undefined, 'POST', '/api/admin/reset-password', { token: 'x' });
    expect(missing.code).toBe(400);
    expect(missing.body.status).toBe(0);
  });
});
