import { encodeId } from '@earrival/shared/util';
import type { Gateway as PaymentGateway } from '../gateways/public';
import type { Member as TeamMember } from './schemas';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { call, createStaff, type Staff } from '../../testing/fixtures';
import { seedGateways } from '../../cli/seed/accounts';

// A guard against a hang, not a speed limit: a test here took up to 4.6 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(60_000);

describe.each(databaseKinds())('team and gateway calls on %s', (kind) => {
  let context: TestContext;
  let staff: Staff;
  useSuiteDatabase(kind, async (ready) => {
    context = ready;
    staff = await createStaff(ready.app);
    await seedGateways(ready.app.db);
  });
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(context.app, staff.Manager.token, method, url, payload);
  const login = (email: string, password: string) =>
    call(context.app, undefined, 'POST', '/api/admin/admin-login', { email, password });

  it('lists members and types, never with a password', async () => {
    const list = await as('GET', '/api/admin/get-team-member-list');
    expect((list.body.data as TeamMember[]).map((m) => m.type)).toEqual([
      'Admin',
      'Manager',
      'Team',
      'Telecaller',
      'Night Staff',
    ]);
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon/i);
    // A Manager may give only the types below its own rank.
    const types = await as('GET', '/api/admin/get-team-member-type');
    expect(types.body.data).toEqual(['Team', 'Telecaller', 'Night Staff']);
    const info = await as('GET', `/api/admin/team-member-info/${staff.Team.id}`);
    expect(info.body.data).toMatchObject({
      id: staff.Team.id,
      name: 'Priya Sharma',
      email: 'team@example.com',
      type: 'Team',
    });
    expect(info.body.data).not.toHaveProperty('password');
    expect(info.body.data).not.toHaveProperty('password_hash');
  });

  it('adds a member who can sign in; a duplicate e-mail gets a clear message', async () => {
    const added = await as('POST', '/api/admin/add-team-member', {
      name: 'Rosa Díaz',
      email: 'rosa@example.com',
      password: 'coralreef2026',
      type: 'Telecaller',
    });
    expect(added).toMatchObject({
      code: 200,
      body: { status: 1, data: { name: 'Rosa Díaz', email: 'rosa@example.com', type: 'Telecaller' } },
    });
    expect(JSON.stringify(added.body)).not.toContain('coralreef2026');
    expect((await login('rosa@example.com', 'coralreef2026')).body.status).toBe(1);
    const again = await as('POST', '/api/admin/add-team-member', {
      name: 'Rosa 2',
      email: 'Rosa@Example.com',
      password: 'coralreef2026',
      type: 'Team',
    });
    expect(again).toMatchObject({
      code: 409,
      body: { status: 0, message: 'A team member with the e-mail Rosa@Example.com already exists.' },
    });
  });

  it('updates a member: an empty password keeps the old one, a new name and a new type show at once, a new password signs them out', async () => {
    const keep = await as('POST', '/api/admin/update-team-member', {
      tmId: staff.Team.id,
      name: 'Priya S.',
      email: 'team@example.com',
      password: '',
      type: 'Team',
    });
    expect(keep.body).toMatchObject({ status: 1, data: { name: 'Priya S.', type: 'Team' } });
    expect((await call(context.app, staff.Team.token, 'GET', '/api/user_info')).body.data).toMatchObject({
      name: 'Priya S.',
      type: 'Team',
    });
    const moved = await as('POST', '/api/admin/update-team-member', {
      tmId: staff.Team.id,
      name: 'Priya S.',
      email: 'team@example.com',
      password: '',
      type: 'Night Staff',
    });
    expect(moved.body).toMatchObject({ status: 1, data: { type: 'Night Staff' } });
    // The session stays; the role counts on the very next call.
    expect((await call(context.app, staff.Team.token, 'GET', '/api/user_info')).body).toMatchObject({
      status: 1,
      data: { type: 'Night Staff' },
    });
    const signedIn = await login('team@example.com', 'demo1234');
    expect(signedIn.body).toMatchObject({ status: 1, data: { name: 'Priya S.', type: 'Night Staff' } });
    const change = await as('POST', '/api/admin/update-team-member', {
      tmId: String(staff.Team.id),
      name: 'Priya S.',
      email: 'team@example.com',
      password: 'tidal-pool-81',
      type: 'Night Staff',
    });
    expect(change.body.status).toBe(1);
    expect((await login('team@example.com', 'demo1234')).body.status).toBe(0);
    expect((await login('team@example.com', 'tidal-pool-81')).body.status).toBe(1);
    expect((await call(context.app, signedIn.body.jwtToken as string, 'GET', '/api/user_info')).code).toBe(
      401,
    );
  });

  it('deletes a member: they can no longer call or sign in', async () => {
    const deleted = await as('PUT', '/api/admin/delete-team-member', { teamMemberId: staff.Telecaller.id });
    expect(deleted.body).toEqual({ status: 1, message: 'Team member deleted successfully.', data: null });
    expect((await call(context.app, staff.Telecaller.token, 'GET', '/api/user_info')).code).toBe(401);
    expect((await login('telecaller@example.com', 'demo1234')).body.status).toBe(0);
  });

  it("lists gateways with is_active '1'/'0' and switches with an encoded id", async () => {
    const list = (await as('GET', '/api/admin/payment-gateways')).body.data as PaymentGateway[];
    expect(list.map((g) => g.is_active)).toEqual(['1', '0', '0', '0']);
    const paypal = list.find((g) => g.gateway_name === 'PayPal')!;
    const switched = await as('POST', '/api/admin/payment-gateway-setting', {
      gatewayId: encodeId(paypal.id),
    });
    expect(switched.body).toMatchObject({ status: 1, data: { id: paypal.id, is_active: '1' } });
    const after = (await as('GET', '/api/admin/payment-gateways')).body.data as PaymentGateway[];
    expect(after.filter((g) => g.is_active === '1').map((g) => g.gateway_name)).toEqual(['PayPal']);
  });

  it('keeps exactly one gateway active under concurrent switches, and the database refuses a second', async () => {
    const ids = (await context.app.db.selectFrom('payment_gateways').select('id').execute()).map((g) => g.id);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        as('POST', '/api/admin/payment-gateway-setting', { gatewayId: encodeId(ids[i % ids.length]!) }),
      ),
    );
    expect(results.every((r) => r.body.status === 1)).toBe(true);
    const active = await context.app.db
      .selectFrom('payment_gateways')
      .select('id')
      .where('is_active', '=', true)
      .execute();
    expect(active).toHaveLength(1);
    await expect(
      context.app.db.updateTable('payment_gateways').set({ is_active: true }).execute(),
    ).rejects.toThrow();
  });
});
