import { authenticator } from 'otplib';
import { PASSWORD_CHECK_LIMITS } from './service/signInGuard';
import { databaseKinds } from '../../testing/harness';
import { call } from '../../testing/fixtures';
import { CODE_TRIES, REPLAYED_CODE, WRONG_CODE } from './service/twoFactorCodes';
import { PENDING_INVALID, PENDING_USED, TOTP_STEP_SECONDS } from './service/totp';
import { securityEvents, sessionsOf, tokenFor, useMailSuite, userInfo } from './fixtures';

jest.setTimeout(90_000);

/** The code of the app for a given step offset (0: now); the test computes codes as the phone would. */
const codeAt = (secret: string, stepOffset = 0) =>
  authenticator.clone({ epoch: Date.now() + stepOffset * TOTP_STEP_SECONDS * 1000 }).generate(secret);

const codeForStep = (secret: string, step: number) =>
  authenticator.clone({ epoch: step * TOTP_STEP_SECONDS * 1000 }).generate(secret);

/** A code other than the ones accepted now (±1 step): certainly wrong. */
const wrongCode = (secret: string) => {
  const near = new Set([-1, 0, 1].map((o) => codeAt(secret, o)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
};

describe.each(databaseKinds())('two-factor sign-in on %s', (kind) => {
  const suite = useMailSuite(kind);
  const app = () => suite.context.app;
  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(app(), token, method, url, payload);

  const signIn = (email: string, password = 'demo1234') =>
    call(app(), undefined, 'POST', '/api/admin/admin-login', { email, password });
  const second = (pendingToken: string, code: string) =>
    call(app(), undefined, 'POST', '/api/admin/two-factor/sign-in', { pendingToken, code });

  /** Turns two-factor on for a member through Settings; returns the secret and the recovery codes. */
  async function turnOn(token: string) {
    const setup = await as(token, 'POST', '/api/admin/two-factor/setup');
    expect(setup.code).toBe(200);
    const data = setup.body.data as { secret: string; otpauthUrl: string; qrDataUrl: string };
    expect(data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(data.otpauthUrl).toContain(`secret=${data.secret}`);
    const enabled = await as(token, 'POST', '/api/admin/two-factor/enable', {
      code: codeAt(data.secret),
    });
    expect(enabled.code).toBe(200);
    const codes = (enabled.body.data as { recoveryCodes: string[] }).recoveryCodes;
    return { secret: data.secret, codes };
  }

  it('turns on in Settings with a current code, gives ten recovery codes stored hashed, and never returns the secret again', async () => {
    const token = suite.staff.Team.token;
    const setup = await as(token, 'POST', '/api/admin/two-factor/setup');
    const { secret } = setup.body.data as { secret: string };
    const wrong = await as(token, 'POST', '/api/admin/two-factor/enable', { code: wrongCode(secret) });
    expect(wrong).toEqual({ code: 400, body: { status: 0, message: WRONG_CODE, data: null } });
    const enabled = await as(token, 'POST', '/api/admin/two-factor/enable', { code: codeAt(secret) });
    expect(enabled.body.message).toBe('Two-factor sign-in is on. Keep your recovery codes somewhere safe.');
    const codes = (enabled.body.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));

    const row = await app()
      .db.selectFrom('team_members')
      .select(['totp_secret', 'totp_enabled_at'])
      .where('id', '=', suite.staff.Team.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    const stored = await app().db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash).join()).not.toContain(codes[0]!.slice(0, 5));

    const status = await as(token, 'GET', '/api/admin/two-factor');
    expect(status.body.data).toEqual({
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: 10,
      requiredForManagers: false,
      requiredForMe: false,
    });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    expect((await as(token, 'POST', '/api/admin/two-factor/setup')).code).toBe(409);

    const list = await as(suite.staff.Admin.token, 'GET', '/api/admin/get-team-member-list');
    const flags = Object.fromEntries(
      (list.body.data as Array<{ email: string; twoFactor: boolean }>).map((m) => [m.email, m.twoFactor]),
    );
    expect(flags).toMatchObject({ 'team@example.com': true, 'admin@example.com': false });
  });

  it('asks for the code after the password: no session before it, a wrong code says so, a used code is not accepted twice', async () => {
    const { secret } = await turnOn(suite.staff.Team.token);
    const first = await signIn('team@example.com');
    expect(first.code).toBe(200);
    expect(first.body).toMatchObject({
      status: 1,
      message: 'Enter the 6-digit code from your authenticator app.',
      data: null,
      twoFactor: 'verify',
    });
    expect(first.body.jwtToken).toBeUndefined();
    const pending = first.body.pendingToken as string;
    // The pending token opens nothing.
    expect((await call(app(), pending, 'GET', '/api/user_info')).code).toBe(401);

    expect(await second(pending, wrongCode(secret))).toEqual({
      code: 400,
      body: { status: 0, message: WRONG_CODE, data: null },
    });
    // The step that turned it on was used: its code is refused as used (replay), the next one works.
    const { totp_last_step: used } = await app()
      .db.selectFrom('team_members')
      .select('totp_last_step')
      .where('id', '=', suite.staff.Team.id)
      .executeTakeFirstOrThrow();
    const replay = await second(pending, codeForStep(secret, used!));
    expect(replay.body.message).toBe(REPLAYED_CODE);
    const next = await second(pending, codeForStep(secret, used! + 1));
    expect(next.code).toBe(200);
    expect(next.body.message).toBe(`Welcome, ${suite.staff.Team.name}`);
    expect((await call(app(), next.body.jwtToken as string, 'GET', '/api/user_info')).code).toBe(200);
    // The pending token gave its session: a second use is refused, even with a good code, and spends none.
    for (const code of [codeAt(secret, 1), codeForStep(secret, used! + 1), wrongCode(secret)]) {
      const twice = await second(pending, code);
      expect(twice).toEqual({ code: 400, body: { status: 0, message: PENDING_USED, data: null } });
    }
    // One session came of it (beside the one the suite made).
    expect((await sessionsOf(app(), suite.staff.Team.id)).filter((r) => !r.ended_at)).toHaveLength(2);

    const events = await securityEvents(
      app(),
      'two-factor-failed',
      'two-factor-enabled',
      'sign-in-succeeded',
    );
    expect(events.map((e) => [e.event, e.member_id, e.detail])).toEqual([
      ['two-factor-enabled', suite.staff.Team.id, 'turned on in Settings'],
      ['two-factor-failed', suite.staff.Team.id, 'sign-in: wrong code'],
      ['two-factor-failed', suite.staff.Team.id, 'sign-in: code used before'],
      ['sign-in-succeeded', suite.staff.Team.id, 'password + authenticator code'],
    ]);

    expect((await second('forged.token.value', codeAt(secret))).code).toBe(400);
    expect((await second(pending, 'abc')).code).toBe(400);
  });

  it('throttles wrong codes per member (429 + Retry-After), even with the right code', async () => {
    const { secret } = await turnOn(suite.staff.Team.token);
    const pending = (await signIn('team@example.com')).body.pendingToken as string;
    for (let i = 0; i < CODE_TRIES.freeAttempts; i++)
      expect((await second(pending, wrongCode(secret))).code).toBe(400);
    const refused = await second(pending, codeAt(secret, 1));
    expect(refused.code).toBe(429);
    expect(refused.body.message).toMatch(/^Too many wrong codes\. Please try again in \d+ seconds\.$/);
  });

  it('a recovery code signs in once, and its use is recorded', async () => {
    const { codes } = await turnOn(suite.staff.Telecaller.token);
    const pending = (await signIn('telecaller@example.com')).body.pendingToken as string;
    const used = await second(pending, codes[3]!.toUpperCase());
    expect(used.code).toBe(200);
    expect(used.body.jwtToken).toEqual(expect.any(String));
    expect((await second(pending, codes[3]!)).body.message).toBe(PENDING_USED);
    const fresh = (await signIn('telecaller@example.com')).body.pendingToken as string;
    expect((await second(fresh, codes[3]!)).body.message).toBe(WRONG_CODE);
    const status = await as(suite.staff.Telecaller.token, 'GET', '/api/admin/two-factor');
    expect((status.body.data as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(9);
    const events = await securityEvents(app(), 'recovery-code-used', 'sign-in-succeeded');
    expect(events.map((e) => [e.event, e.member_id, e.detail])).toEqual([
      ['recovery-code-used', suite.staff.Telecaller.id, 'for sign-in'],
      ['sign-in-succeeded', suite.staff.Telecaller.id, 'password + recovery code'],
    ]);
    expect(JSON.stringify(events)).not.toContain(codes[3]!.slice(0, 5));
  });

  it('a pending sign-in ends when the password changes before its code is typed', async () => {
    const { secret } = await turnOn(suite.staff.Team.token);
    const pending = (await signIn('team@example.com')).body.pendingToken as string;
    const change = await as(suite.staff.Team.token, 'POST', '/api/admin/change-password', {
      currentPassword: 'demo1234',
      newPassword: 'quiet-river-42',
      confirmPassword: 'quiet-river-42',
    });
    expect(change.code).toBe(200);
    expect(await second(pending, codeAt(secret, 1))).toEqual({
      code: 400,
      body: { status: 0, message: PENDING_INVALID, data: null },
    });
  });

  it('turns off only with the password AND a current code: other sessions end, a notice is mailed, it is recorded', async () => {
    const { secret, codes } = await turnOn(suite.staff.Team.token);
    const here = suite.staff.Team.token;
    const elsewhere = await call(app(), undefined, 'POST', '/api/admin/two-factor/sign-in', {
      pendingToken: (await signIn('team@example.com')).body.pendingToken,
      code: codeAt(secret, 1),
    });
    const phone = elsewhere.body.jwtToken as string;
    const off = (body: object) => as(here, 'POST', '/api/admin/two-factor/disable', body);
    const refused = (message: string) => ({ code: 400, body: { status: 0, message, data: null } });
    expect(await off({ password: '', code: codeAt(secret, 1) })).toEqual(
      refused('Enter your password to turn two-factor sign-in off.'),
    );
    expect(await off({ password: 'demo1234', code: ' ' })).toEqual(
      refused(
        'Enter the 6-digit code from your authenticator app (or a recovery code) to turn two-factor sign-in off.',
      ),
    );
    // One of the two alone is not enough (the body needs both).
    expect((await off({ password: 'demo1234' })).code).toBe(400);
    expect((await off({ code: codeAt(secret, 1) })).code).toBe(400);
    expect(await off({ password: 'wrong-one', code: codeAt(secret, 1) })).toEqual(
      refused('That password is not right.'),
    );
    expect(await off({ password: 'demo1234', code: wrongCode(secret) })).toEqual(refused(WRONG_CODE));
    expect((await as(here, 'GET', '/api/admin/two-factor')).body.data).toMatchObject({ enabled: true });

    const done = await off({ password: 'demo1234', code: codes[0]! });
    expect(done).toEqual({
      code: 200,
      body: {
        status: 1,
        message: 'Two-factor sign-in is off. Your other sessions were signed out.',
        data: null,
      },
    });
    expect((await userInfo(app(), here)).code).toBe(200);
    expect(await userInfo(app(), phone)).toEqual({
      code: 401,
      body: {
        status: 401,
        message: 'Your session has ended (two-factor sign-in turned off). Please sign in again.',
        data: null,
      },
    });
    expect((await signIn('team@example.com')).body.jwtToken).toEqual(expect.any(String));
    expect(await app().db.selectFrom('recovery_codes').select('id').execute()).toEqual([]);

    const [mail] = await suite.mailsTo('team@example.com');
    expect(mail!.headers.subject).toBe('Two-factor sign-in was turned off');
    expect(mail!.text).toContain('from the address 127.0.0.1');

    const events = await securityEvents(
      app(),
      'two-factor-disabled',
      'two-factor-disable-failed',
      'recovery-code-used',
    );
    expect(events.map((e) => [e.event, e.detail])).toEqual([
      ['two-factor-disable-failed', 'wrong password'],
      ['two-factor-disable-failed', 'turning two-factor off: wrong code'],
      ['recovery-code-used', 'for turning two-factor off'],
      ['two-factor-disabled', null],
    ]);
  });

  it('throttles wrong passwords when turning it off like sign-in: 429 with Retry-After long before the 60th', async () => {
    const { secret } = await turnOn(suite.staff.Manager.token);
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) {
      const answer = await as(suite.staff.Manager.token, 'POST', '/api/admin/two-factor/disable', {
        password: `guess-${i}`,
        code: codeAt(secret),
      });
      codes.push(answer.code);
      if (answer.code === 429)
        expect(answer.body.message).toMatch(
          /^Too many wrong passwords\. Please try again in \d+ (seconds?|minutes?)\.$/,
        );
    }
    expect(codes.indexOf(429)).toBe(PASSWORD_CHECK_LIMITS.freeAttempts);
    expect(codes.filter((c) => c !== 429).length).toBeLessThan(10);
    // Even the right password is refused while the member waits. The lock doubles with each counted
    // failure; on a slow machine the loop above may outlast the last one, so ask while one is surely on:
    // right after a wrong password answered with a wait of a few seconds.
    const disable = (password: string) =>
      app().inject({
        method: 'POST',
        url: '/api/admin/two-factor/disable',
        headers: { authorization: suite.staff.Manager.token },
        payload: { password, code: codeAt(secret) },
      });
    let wait = 0;
    for (let i = 0; i < 10 && wait < 3; i++) {
      const wrong = await disable(`guess-again-${i}`);
      wait = wrong.statusCode === 429 ? Number(wrong.headers['retry-after']) : 0;
      // A short lock: let it pass, so the next wrong password counts and the lock doubles.
      if (wait > 0 && wait < 3) await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
    expect(wait).toBeGreaterThanOrEqual(3);
    const raw = await disable('demo1234');
    expect(raw.statusCode).toBe(429);
    expect(Number(raw.headers['retry-after'])).toBeGreaterThan(0);
    expect((await as(suite.staff.Manager.token, 'GET', '/api/admin/two-factor')).body.data).toMatchObject({
      enabled: true,
    });
  });

  it('an Admin (with it on) requires it for Admin and Manager: their sessions without it end, they set it up at sign-in; others are not touched; only an Admin may switch it', async () => {
    const require = (token: string, required: boolean) =>
      as(token, 'PUT', '/api/admin/two-factor/requirement', { required });
    expect((await require(suite.staff.Manager.token, true)).code).toBe(403);
    expect(await require(suite.staff.Admin.token, true)).toEqual({
      code: 409,
      body: {
        status: 0,
        message:
          'Turn on two-factor sign-in for your own account first (Settings), then require it for Admin and Manager.',
        data: null,
      },
    });
    await turnOn(suite.staff.Admin.token);
    const managerLaptop = await tokenFor(app(), 'manager@example.com');
    const set = await require(suite.staff.Admin.token, true);
    expect(set.body).toMatchObject({
      status: 1,
      message:
        'Two-factor sign-in is now required for Admin and Manager. 2 sessions of members without it ended.',
      data: { requiredForManagers: true, requiredForMe: true },
    });
    for (const token of [suite.staff.Manager.token, managerLaptop])
      expect(await userInfo(app(), token)).toEqual({
        code: 401,
        body: {
          status: 401,
          message:
            'Your session has ended: two-factor sign-in is now required for your role. Please sign in again to set it up.',
          data: null,
        },
      });
    for (const token of [suite.staff.Admin.token, suite.staff.Team.token])
      expect((await userInfo(app(), token)).code).toBe(200);
    const events = await securityEvents(app(), 'two-factor-requirement', 'session-ended');
    expect(events.map((e) => [e.event, e.member_id, e.actor_id])).toEqual([
      ['two-factor-requirement', null, suite.staff.Admin.id],
      ['session-ended', suite.staff.Manager.id, suite.staff.Admin.id],
      ['session-ended', suite.staff.Manager.id, suite.staff.Admin.id],
    ]);
    expect(events[0]!.detail).toBe('on for Admin and Manager; 2 session(s) of members without it ended');

    expect((await signIn('team@example.com')).body.jwtToken).toEqual(expect.any(String));
    const first = await signIn('manager@example.com');
    expect(first.body).toMatchObject({
      data: null,
      twoFactor: 'setup',
      message: 'Two-factor sign-in is required for the Manager role. Set it up to continue.',
    });
    const pending = first.body.pendingToken as string;
    // A setup token is not a verify token.
    expect((await second(pending, '123456')).code).toBe(400);
    const setup = await call(app(), undefined, 'POST', '/api/admin/two-factor/sign-in/setup', {
      pendingToken: pending,
    });
    const { secret } = setup.body.data as { secret: string };
    const confirm = (code: string) =>
      call(app(), undefined, 'POST', '/api/admin/two-factor/sign-in/confirm', {
        pendingToken: pending,
        code,
      });
    const confirmed = await confirm(codeAt(secret));
    expect(confirmed.code).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    const manager = confirmed.body.jwtToken as string;
    expect((await call(app(), manager, 'GET', '/api/user_info')).code).toBe(200);
    // Once: the same pending token gives no second session.
    expect((await confirm(codeAt(secret, 1))).body.message).toBe(PENDING_USED);

    // While required, a Manager cannot turn it off.
    const off = await as(manager, 'POST', '/api/admin/two-factor/disable', {
      password: 'demo1234',
      code: codeAt(secret, 1),
    });
    expect(off).toEqual({
      code: 409,
      body: {
        status: 0,
        message: 'Two-factor sign-in is required for the Manager role; it cannot be turned off.',
        data: null,
      },
    });
    expect((await signIn('manager@example.com')).body.twoFactor).toBe('verify');

    const unset = await require(suite.staff.Admin.token, false);
    expect(unset.body.message).toBe('Two-factor sign-in is no longer required.');
    expect((await securityEvents(app(), 'two-factor-requirement')).map((e) => e.detail)).toEqual([
      'on for Admin and Manager; 2 session(s) of members without it ended',
      'off',
    ]);
  });
});
