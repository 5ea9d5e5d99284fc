import jwt from 'jsonwebtoken';
import { TOO_COMMON, WEAK_PASSWORD } from './service/commonPasswords';
import { PASSWORD_CHECK_LIMITS } from './service/signInGuard';
import { databaseKinds } from '../../testing/harness';
import { call } from '../../testing/fixtures';
import {
  SAFARI_ON_IOS,
  securityEvents,
  sessionsOf,
  signIn,
  tokenFor,
  useMailSuite,
  userInfo,
} from './fixtures';

jest.setTimeout(120_000);

describe.each(databaseKinds())('change my password on %s', (kind) => {
  const suite = useMailSuite(kind);
  const app = () => suite.app();
  const change = (token: string, body: Record<string, unknown>) =>
    call(app(), token, 'POST', '/api/admin/change-password', body);
  const passwords = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
    currentPassword,
    newPassword,
    confirmPassword,
  });
  const refusal = (message: string) => ({ code: 400, body: { status: 0, message, data: null } });
  const storedHash = async (id: number) =>
    (
      await app()
        .db.selectFrom('team_members')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('changes it with the current one: every session ends (this one too, as the product signs out after), a notice is mailed, and it is recorded', async () => {
    const here = await tokenFor(app(), 'team@example.com');
    const phone = await tokenFor(app(), 'team@example.com', 'demo1234', '198.51.100.30');
    const response = await app().inject({
      method: 'POST',
      url: '/api/admin/change-password',
      headers: { authorization: here, 'user-agent': SAFARI_ON_IOS },
      remoteAddress: '198.51.100.77',
      payload: passwords('demo1234', 'sunshine-harbour-9'),
    });
    expect({ code: response.statusCode, body: response.json() }).toEqual({
      code: 200,
      body: {
        status: 1,
        message: 'Password updated successfully. Please sign in again.',
        data: null,
      },
    });
    for (const token of [here, phone, suite.staff.Team.token])
      expect(await userInfo(app(), token)).toEqual({
        code: 401,
        body: {
          status: 401,
          message: 'Your session has ended (password changed). Please sign in again.',
          data: null,
        },
      });
    // Other members are not touched.
    expect((await userInfo(app(), suite.staff.Admin.token)).code).toBe(200);
    expect((await signIn(app(), 'team@example.com', 'demo1234')).code).toBe(400);
    expect((await signIn(app(), 'team@example.com', 'sunshine-harbour-9')).code).toBe(200);
    expect(await storedHash(suite.staff.Team.id)).toMatch(/^\$argon2id\$/);

    const ended = (await sessionsOf(app(), suite.staff.Team.id)).filter((s) => s.ended_at);
    expect(ended.map((s) => s.end_reason)).toEqual([
      'password-changed',
      'password-changed',
      'password-changed',
    ]);

    const [mail] = await suite.mailsTo('team@example.com');
    expect(mail!.headers.subject).toBe('Your password was changed');
    expect(mail!.text).toContain('from the address 198.51.100.77 (Safari 17 on iOS)');
    expect(mail!.text).toMatch(/on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(mail!.raw).not.toContain('sunshine-harbour-9');
    expect(mail!.raw).not.toMatch(/https?:\/\//);

    const events = await securityEvents(app(), 'password-changed', 'session-ended');
    expect(events.map((e) => [e.event, e.member_id, e.actor_id])).toEqual([
      ['session-ended', suite.staff.Team.id, suite.staff.Team.id],
      ['session-ended', suite.staff.Team.id, suite.staff.Team.id],
      ['session-ended', suite.staff.Team.id, suite.staff.Team.id],
      ['password-changed', suite.staff.Team.id, suite.staff.Team.id],
    ]);
    expect(JSON.stringify(events)).not.toContain('sunshine-harbour-9');
  });

  it('ends the only session too (the token version stays: the session row ends it)', async () => {
    const only = suite.staff.Manager.token;
    const answer = await change(only, passwords('demo1234', 'quiet-river-42'));
    expect(answer.body.message).toBe('Password updated successfully. Please sign in again.');
    expect((await userInfo(app(), only)).code).toBe(401);
    expect((jwt.decode(only) as { tv: number }).tv).toBe(0);
  });

  it('refuses, in this order: no current password, no new one, a short one, no confirmation, a mismatch, a common one, a wrong current one; the password stays', async () => {
    const token = suite.staff.Telecaller.token;
    const before = await storedHash(suite.staff.Telecaller.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [passwords('', 'quiet-river-42'), 'Please enter your Current Password.'],
      [passwords('demo1234', ''), 'Please enter your New Password.'],
      [passwords('demo1234', '12345'), 'New Password must be at least 6 characters.'],
      [passwords('demo1234', 'quiet-river-42', ''), 'Please confirm your New Password.'],
      [
        passwords('demo1234', 'quiet-river-42', 'quiet-river-43'),
        'New Password and Confirm Password do not match.',
      ],
      [passwords('demo1234', 'password1'), TOO_COMMON],
      [passwords('demo1234', 'Dragon'), TOO_COMMON],
      [passwords('demo1234', 'Qwerty123'), TOO_COMMON],
      // Past the 10,000 most common, and what the list lacks: each refusal says why.
      [passwords('demo1234', 'admin123'), TOO_COMMON],
      [passwords('demo1234', 'abcdef'), WEAK_PASSWORD.pattern],
      [passwords('demo1234', '987654'), WEAK_PASSWORD.pattern],
      [passwords('demo1234', 'xoxoxo'), WEAK_PASSWORD.pattern],
      [passwords('demo1234', 'demo1234'), WEAK_PASSWORD.demo],
      [passwords('demo1234', 'Demo1234'), WEAK_PASSWORD.demo],
      [passwords('demo1234', 'e-Arrival2026'), WEAK_PASSWORD.product],
      [passwords('demo1234', 'Cuba-2026!'), WEAK_PASSWORD.product],
      [passwords('wrong-one', 'quiet-river-42'), 'Current Password is incorrect.'],
    ];
    for (const [body, message] of cases) expect(await change(token, body)).toEqual(refusal(message));
    // The body is checked by its schema too: a missing field is a 400 with the envelope.
    const missing = await change(token, { newPassword: 'quiet-river-42' });
    expect([missing.code, missing.body.status]).toEqual([400, 0]);
    expect(await storedHash(suite.staff.Telecaller.id)).toBe(before);
    expect((await userInfo(app(), token)).code).toBe(200);
    // Only the wrong current password is a security event; the typed texts are never logged.
    const failed = await securityEvents(app(), 'password-change-failed');
    expect(failed).toEqual([
      expect.objectContaining({ member_id: suite.staff.Telecaller.id, detail: 'wrong current password' }),
    ]);
    expect(JSON.stringify(failed)).not.toContain('wrong-one');
  });

  it('throttles wrong current passwords per member like sign-in: 429 with Retry-After long before the 60th, and the right one waits too', async () => {
    const token = suite.staff['Night Staff'].token;
    const codes: number[] = [];
    let refused: Awaited<ReturnType<typeof change>> | undefined;
    for (let i = 0; i < 60; i++) {
      const answer = await change(token, passwords(`guess-${i}`, 'quiet-river-42'));
      codes.push(answer.code);
      if (answer.code === 429 && !refused) refused = answer;
    }
    // 5 attempts go ahead; the 5th failure locks the next one.
    expect(codes.slice(0, PASSWORD_CHECK_LIMITS.freeAttempts)).toEqual(
      Array(PASSWORD_CHECK_LIMITS.freeAttempts).fill(400),
    );
    expect(codes[PASSWORD_CHECK_LIMITS.freeAttempts]).toBe(429);
    expect(codes.filter((c) => c === 400).length).toBeLessThan(10);
    expect(refused!.body).toEqual({
      status: 0,
      message: expect.stringMatching(
        /^Too many wrong passwords\. Please try again in \d+ (seconds?|minutes?)\.$/,
      ),
      data: null,
    });
    const raw = await app().inject({
      method: 'POST',
      url: '/api/admin/change-password',
      headers: { authorization: token },
      payload: passwords('demo1234', 'quiet-river-42'),
    });
    expect(raw.statusCode).toBe(429);
    expect(Number(raw.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(app(), 'nightstaff@example.com', 'demo1234')).code).toBe(200);
    const events = await securityEvents(app(), 'password-change-failed');
    expect(events.filter((e) => e.detail === 'too many wrong passwords').length).toBeGreaterThan(40);
    // Another member is not slowed.
    expect((await change(suite.staff.Team.token, passwords('nope-nope', 'quiet-river-42'))).code).toBe(400);
  });
});
