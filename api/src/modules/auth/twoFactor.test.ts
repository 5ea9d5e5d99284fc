import { authenticator } from 'otplib';
import { databaseKinds } from '../../testing/harness';
import { call, useStaffSuite } from '../../testing/fixtures';
import { CODE_TRIES, REPLAYED_CODE, WRONG_CODE } from './twoFactorService';
import { TOTP_STEP_SECONDS } from './twoFactor';

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
  const suite = useStaffSuite(kind);
  const app = () => suite.context.app;

  const signIn = (email: string, password = 'demo1234') =>
    call(app(), undefined, 'POST', '/api/admin/admin-login', { email, password });
  const second = (pendingToken: string, code: string) =>
    call(app(), undefined, 'POST', '/api/admin/two-factor/sign-in', { pendingToken, code });

  /** Turns two-factor on for a member through Settings; returns the secret and the recovery codes. */
  async function turnOn(token: string) {
    const setup = await suite.as(token, 'POST', '/api/admin/two-factor/setup');
    expect(setup.code).toBe(200);
    const data = setup.body.data as { secret: string; otpauthUrl: string; qrDataUrl: string };
    expect(data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(data.otpauthUrl).toContain(`secret=${data.secret}`);
    const enabled = await suite.as(token, 'POST', '/api/admin/two-factor/enable', {
      code: codeAt(data.secret),
    });
    expect(enabled.code).toBe(200);
    const codes = (enabled.body.data as { recoveryCodes: string[] }).recoveryCodes;
    return { secret: data.secret, codes };
  }

  it('turns on in Settings with a current code, gives ten recovery codes stored hashed, and never returns the secret again', async () => {
    const token = suite.staff.Team.token;
    const setup = await suite.as(token, 'POST', '/api/admin/two-factor/setup');
    const { secret } = setup.body.data as { secret: string };
    const wrong = await suite.as(token, 'POST', '/api/admin/two-factor/enable', { code: wrongCode(secret) });
    expect(wrong).toEqual({ code: 400, body: { status: 0, message: WRONG_CODE, data: null } });
    const enabled = await suite.as(token, 'POST', '/api/admin/two-factor/enable', { code: codeAt(secret) });
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

    const status = await suite.as(token, 'GET', '/api/admin/two-factor');
    expect(status.body.data).toEqual({
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: 10,
      requiredForManagers: false,
      requiredForMe: false,
    });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    expect((await suite.as(token, 'POST', '/api/admin/two-factor/setup')).code).toBe(409);

    const list = await suite.as(suite.staff.Admin.token, 'GET', '/api/admin/get-team-member-list');
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
    expect((await second(pending, codeForStep(secret, used! + 1))).body.message).toBe(REPLAYED_CODE);

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

  it('a recovery code signs in once', async () => {
    const { codes } = await turnOn(suite.staff.Telecaller.token);
    const pending = (await signIn('telecaller@example.com')).body.pendingToken as string;
    const used = await second(pending, codes[3]!.toUpperCase());
    expect(used.code).toBe(200);
    expect(used.body.jwtToken).toEqual(expect.any(String));
    const again = await second(pending, codes[3]!);
    expect(again.body.message).toBe(WRONG_CODE);
    const status = await suite.as(suite.staff.Telecaller.token, 'GET', '/api/admin/two-factor');
    expect((status.body.data as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(9);
  });

  it('turns off with the password or a code, not without', async () => {
    const { secret } = await turnOn(suite.staff.Team.token);
    const off = (body: object) =>
      suite.as(suite.staff.Team.token, 'POST', '/api/admin/two-factor/disable', body);
    expect((await off({})).body.message).toBe(
      'Enter your password or a current code to turn two-factor sign-in off.',
    );
    expect((await off({ password: 'wrong-one' })).body.message).toBe('That password is not right.');
    expect((await off({ password: 'demo1234' })).code).toBe(200);
    expect((await signIn('team@example.com')).body.jwtToken).toEqual(expect.any(String));

    const again = await turnOn(suite.staff.Team.token);
    expect((await off({ code: codeAt(again.secret, 1) })).body.message).toBe('Two-factor sign-in is off.');
    expect(secret).not.toBe(again.secret);
  });

  it('an Admin requires it for Admin and Manager: they are led to set it up at sign-in; others are not; only an Admin may switch it', async () => {
    const require = (token: string, required: boolean) =>
      suite.as(token, 'PUT', '/api/admin/two-factor/requirement', { required });
    expect((await require(suite.staff.Manager.token, true)).code).toBe(403);
    const set = await require(suite.staff.Admin.token, true);
    expect(set.body).toMatchObject({
      status: 1,
      message: 'Two-factor sign-in is now required for Admin and Manager.',
      data: { requiredForManagers: true, requiredForMe: true },
    });

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
    const confirmed = await call(app(), undefined, 'POST', '/api/admin/two-factor/sign-in/confirm', {
      pendingToken: pending,
      code: codeAt(secret),
    });
    expect(confirmed.code).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect((await call(app(), confirmed.body.jwtToken as string, 'GET', '/api/user_info')).code).toBe(200);

    // While required, a Manager cannot turn it off.
    const off = await suite.as(suite.staff.Manager.token, 'POST', '/api/admin/two-factor/disable', {
      password: 'demo1234',
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
  });
});
