import { authenticator } from 'otplib';
import type { Member as TeamMember } from './schemas';
import { TOO_COMMON, WEAK_PASSWORD } from '../auth/public';
import { databaseKinds } from '../../testing/harness';
import { call } from '../../testing/fixtures';
import { securityEvents, sessionsOf, tokenFor, useMailSuite, userInfo } from '../auth/fixtures';

jest.setTimeout(120_000);

/** Manage Team and sign-in security: who may reset two-factor, what edits end, what the log says. */
describe.each(databaseKinds())('Manage Team security on %s', (kind) => {
  const suite = useMailSuite(kind);
  const app = () => suite.app();
  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(app(), token, method, url, payload);
  const resetTwoFactor = (token: string, id: number | string) =>
    as(token, 'POST', `/api/admin/team/${id}/two-factor/reset`, {});
  const listed = async (token: string) =>
    (await as(token, 'GET', '/api/admin/get-team-member-list')).body.data as Array<
      TeamMember & { twoFactor: boolean }
    >;

  /** Turns two-factor on for a member through their own Settings. */
  async function turnOn(token: string) {
    const setup = await as(token, 'POST', '/api/admin/two-factor/setup');
    const { secret } = setup.body.data as { secret: string };
    const enabled = await as(token, 'POST', '/api/admin/two-factor/enable', {
      code: authenticator.generate(secret),
    });
    expect(enabled.code).toBe(200);
  }

  it("an Admin resets a member's two-factor: it is off, the recovery codes are gone, all their sessions end, they get a notice, and it is recorded", async () => {
    const { Admin, Team } = suite.staff;
    await turnOn(Team.token);
    const phone = await call(app(), undefined, 'POST', '/api/admin/admin-login', {
      email: 'team@example.com',
      password: 'demo1234',
    });
    expect(phone.body.twoFactor).toBe('verify');
    expect((await listed(Admin.token)).find((m) => m.id === Team.id)!.twoFactor).toBe(true);

    const answer = await resetTwoFactor(Admin.token, Team.id);
    expect(answer).toEqual({
      code: 200,
      body: {
        status: 1,
        message: 'Two-factor sign-in of Priya Sharma was reset, and they were signed out everywhere.',
        data: null,
      },
    });
    expect(await userInfo(app(), Team.token)).toEqual({
      code: 401,
      body: {
        status: 401,
        message:
          'Your session has ended (an administrator reset your two-factor sign-in). Please sign in again.',
        data: null,
      },
    });
    expect((await sessionsOf(app(), Team.id)).map((s) => s.end_reason)).toEqual(['two-factor-reset']);
    const row = await app()
      .db.selectFrom('team_members')
      .select(['totp_secret', 'totp_enabled_at'])
      .where('id', '=', Team.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_enabled_at: null });
    expect(await app().db.selectFrom('recovery_codes').select('id').execute()).toEqual([]);
    expect((await listed(Admin.token)).find((m) => m.id === Team.id)!.twoFactor).toBe(false);
    // The password alone signs them in again.
    expect(typeof (await tokenFor(app(), 'team@example.com'))).toBe('string');

    const [mail] = await suite.mailsTo('team@example.com');
    expect(mail!.headers.subject).toBe('Your two-factor sign-in was reset');
    expect(mail!.text).toContain('An administrator (Olivia Bennett) turned two-factor sign-in off');

    const events = await securityEvents(app(), 'two-factor-reset', 'session-ended');
    expect(events.map((e) => [e.event, e.actor_id, e.member_id])).toEqual([
      ['two-factor-reset', Admin.id, Team.id],
      ['session-ended', Admin.id, Team.id],
    ]);
    expect(events[0]!.detail).toBe('Priya Sharma <team@example.com>: two-factor off, recovery codes deleted');

    // Again: nothing to reset.
    expect(await resetTwoFactor(Admin.token, Team.id)).toEqual({
      code: 409,
      body: { status: 0, message: 'Two-factor sign-in is not on for Priya Sharma.', data: null },
    });
  });

  it('only an Admin resets two-factor, never their own, and not a member who does not exist', async () => {
    const { Admin, Manager, Team } = suite.staff;
    await turnOn(Team.token);
    await turnOn(Admin.token);
    const byManager = await resetTwoFactor(Manager.token, Team.id);
    expect([byManager.code, byManager.body.message]).toEqual([
      403,
      'This is not available to the Manager role.',
    ]);
    expect((await resetTwoFactor(Team.token, Team.id)).code).toBe(403);
    expect(await resetTwoFactor(Admin.token, Admin.id)).toEqual({
      code: 403,
      body: {
        status: 0,
        message:
          'You cannot reset your own two-factor sign-in in Manage Team (turn it off under Two-Factor Sign-In).',
        data: null,
      },
    });
    expect((await resetTwoFactor(Admin.token, 9999)).code).toBe(404);
    expect((await resetTwoFactor(Admin.token, 'abc')).code).toBe(400);
    expect((await as(Admin.token, 'GET', '/api/admin/two-factor')).body.data).toMatchObject({
      enabled: true,
    });
    expect((await as(Team.token, 'GET', '/api/admin/two-factor')).body.data).toMatchObject({ enabled: true });
    expect(await securityEvents(app(), 'two-factor-reset')).toEqual([]);
    // Another Admin may reset an Admin's.
    const second = await as(Admin.token, 'POST', '/api/admin/add-team-member', {
      name: 'Second Admin',
      email: 'second@example.com',
      password: 'coral-reef-2026',
      type: 'Admin',
    });
    const secondToken = await tokenFor(app(), 'second@example.com', 'coral-reef-2026');
    expect((await resetTwoFactor(secondToken, Admin.id)).code).toBe(200);
    expect((second.body.data as { id: number }).id).toBeGreaterThan(0);
  });

  it('records who added, edited and deleted whom, with what changed (never the password), and a type change as role-changed', async () => {
    const { Admin } = suite.staff;
    const added = await as(Admin.token, 'POST', '/api/admin/add-team-member', {
      name: 'Rosa Díaz',
      email: 'rosa@example.com',
      password: 'coral-reef-2026',
      type: 'Team',
    });
    const id = (added.body.data as { id: number }).id;
    const update = (fields: Record<string, unknown>) =>
      as(Admin.token, 'POST', '/api/admin/update-team-member', {
        tmId: id,
        name: 'Rosa Díaz',
        email: 'rosa@example.com',
        password: '',
        type: 'Team',
        ...fields,
      });
    expect((await update({ name: 'Rosa Diaz', type: 'Manager', password: 'harbour-lights-7' })).code).toBe(
      200,
    );
    expect((await update({ name: 'Rosa Diaz', type: 'Manager' })).code).toBe(200);
    expect((await as(Admin.token, 'PUT', '/api/admin/delete-team-member', { teamMemberId: id })).code).toBe(
      200,
    );

    const events = await securityEvents(
      app(),
      'member-created',
      'member-updated',
      'role-changed',
      'member-deleted',
    );
    expect(events.map((e) => [e.event, e.actor_id, e.member_id, e.detail])).toEqual([
      ['member-created', Admin.id, id, 'Rosa Díaz <rosa@example.com>, type Team'],
      [
        'member-updated',
        Admin.id,
        id,
        'name "Rosa Díaz" → "Rosa Diaz"; type Team → Manager; password changed',
      ],
      ['role-changed', Admin.id, id, 'Team → Manager'],
      // The second save changed nothing: nothing is recorded for it.
      ['member-deleted', Admin.id, id, 'Rosa Diaz <rosa@example.com>, type Manager'],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/coral-reef-2026|harbour-lights-7/);
  });

  it("a new password or e-mail ends all of that member's sessions (saying why); a new name or type ends none (the role counts on the next call)", async () => {
    const { Manager, Telecaller } = suite.staff;
    const edit = (fields: Record<string, unknown>) =>
      as(Manager.token, 'POST', '/api/admin/update-team-member', {
        tmId: Telecaller.id,
        name: 'Daniel Okafor',
        email: 'telecaller@example.com',
        password: '',
        type: 'Telecaller',
        ...fields,
      });
    const cases: Array<[Record<string, unknown>, string | null]> = [
      [{ name: 'Dan Okafor' }, null],
      [
        { password: 'harbour-lights-7' },
        'Your session has ended (an administrator set a new password). Please sign in again.',
      ],
      [{ type: 'Team' }, null],
      [
        { email: 'dan@example.com' },
        'Your session has ended (your e-mail address was changed). Please sign in again.',
      ],
    ];
    let state = { password: 'demo1234', email: 'telecaller@example.com', type: 'Telecaller', name: 'Dan' };
    for (const [fields, message] of cases) {
      const tokens = [
        await tokenFor(app(), state.email, state.password),
        await tokenFor(app(), state.email, state.password),
      ];
      const answer = await edit({ ...state, name: 'Dan Okafor', password: '', ...fields });
      expect(answer.code).toBe(200);
      state = { ...state, ...(fields as Partial<typeof state>) };
      for (const token of tokens) {
        const info = await userInfo(app(), token);
        if (message === null) expect(info).toMatchObject({ code: 200, body: { data: { type: state.type } } });
        else expect(info).toEqual({ code: 401, body: { status: 401, message, data: null } });
      }
    }
    // The Manager who edited keeps theirs.
    expect((await userInfo(app(), Manager.token)).code).toBe(200);
  });

  it('refuses one of the 10,000 most common passwords when adding or editing a member', async () => {
    const { Admin, Team } = suite.staff;
    const add = await as(Admin.token, 'POST', '/api/admin/add-team-member', {
      name: 'Common',
      email: 'common@example.com',
      password: 'Password1',
      type: 'Team',
    });
    expect(add).toEqual({ code: 400, body: { status: 0, message: TOO_COMMON, data: null } });
    const edit = await as(Admin.token, 'POST', '/api/admin/update-team-member', {
      tmId: Team.id,
      name: 'Priya Sharma',
      email: 'team@example.com',
      password: 'letmein1',
      type: 'Team',
    });
    expect(edit).toEqual({ code: 400, body: { status: 0, message: TOO_COMMON, data: null } });
    // Nor the demo password, a run of characters, or this service's own name, each saying why.
    for (const [password, message] of [
      ['demo1234', WEAK_PASSWORD.demo],
      ['abcdef', WEAK_PASSWORD.pattern],
      ['admin123', TOO_COMMON],
      ['earrival2026', WEAK_PASSWORD.product],
    ] as const) {
      const weakAdd = await as(Admin.token, 'POST', '/api/admin/add-team-member', {
        name: 'Weak',
        email: 'weak@example.com',
        password,
        type: 'Team',
      });
      expect({ password, ...weakAdd }).toEqual({
        password,
        code: 400,
        body: { status: 0, message, data: null },
      });
      const weakEdit = await as(Admin.token, 'POST', '/api/admin/update-team-member', {
        tmId: Team.id,
        name: 'Priya Sharma',
        email: 'team@example.com',
        password,
        type: 'Team',
      });
      expect({ password, ...weakEdit }).toEqual({
        password,
        code: 400,
        body: { status: 0, message, data: null },
      });
    }
    expect((await userInfo(app(), Team.token)).code).toBe(200);
    expect(await securityEvents(app(), 'member-created', 'member-updated')).toEqual([]);
  });
});
