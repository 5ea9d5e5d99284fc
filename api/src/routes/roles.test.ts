import { ROLES, type Role } from '@earrival/shared/types';
import { encodeId } from '@earrival/shared/util';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  truncateAll,
  type TestContext,
} from '../testing/harness';
import { call, createStaff, futureDate, makeOrder, type Staff } from '../testing/fixtures';
import { hashPassword } from '../auth/passwords';
import { signToken } from '../auth/tokens';

type Method = 'GET' | 'POST' | 'PUT';
interface RouteCase {
  name: string;
  method: Method;
  url: string;
  /** Built fresh for each caller, so every allowed call is valid on its own. */
  body?: (role: Role) => Promise<unknown> | unknown;
  allowed: readonly Role[] | 'all';
}

const MANAGERS = ['Admin', 'Manager'] as const;

// Adding and editing members hashes passwords (argon2): give the suites time on a busy machine.
jest.setTimeout(60_000);

/** Every admin route x every role and no token: 200 for the allowed roles, 403 for the others, 401 without token. */
describe.each(databaseKinds())('role x route matrix on %s', (kind) => {
  let context: TestContext;
  let staff: Staff;
  let orderId: number;
  let spareHash: string;
  beforeAll(async () => {
    context = await createTestContext(kind);
    await truncateAll(context.database);
    staff = await createStaff(context.app);
    orderId = await makeOrder(context.app.db, { refund_date: new Date() });
    spareHash = await hashPassword('spare-password');
  }, 60_000);
  afterAll(() => destroyTestContext(context));

  const db = () => context.app.db;
  const spareMember = async (role: Role) =>
    (
      await db()
        .insertInto('team_members')
        .values({
          name: `Spare ${role} ${Math.random()}`,
          email: `spare-${Math.random()}@example.com`,
          type: 'Team',
          password_hash: spareHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const routes: RouteCase[] = [
    { name: 'user_info', method: 'GET', url: '/api/user_info', allowed: 'all' },
    {
      name: 'change-password',
      method: 'POST',
      url: '/api/admin/change-password',
      body: () => ({ newPassword: 'demo1234' }),
      allowed: 'all',
    },
    {
      name: 'folder counts',
      method: 'GET',
      url: '/api/admin/get-all-folder-count?userName=Priya%20Sharma',
      allowed: 'all',
    },
    {
      name: 'new order list',
      method: 'GET',
      url: '/api/admin/get-orders-list/newOrder?page=1&limit=10&delay=1',
      allowed: 'all',
    },
    {
      name: 'Order History list',
      method: 'GET',
      url: '/api/admin/get-orders-list/allOrder?page=1&limit=10',
      allowed: ['Admin', 'Manager', 'Team', 'Night Staff'],
    },
    {
      name: 'future month counts',
      method: 'GET',
      url: '/api/admin/get-future-order-month-count',
      allowed: 'all',
    },
    {
      name: 'search new',
      method: 'POST',
      url: '/api/admin/search-order',
      body: () => ({ start: 0, end: 10, searchVal: 'ana', folderName: 'newOrder' }),
      allowed: 'all',
    },
    {
      name: 'search history',
      method: 'POST',
      url: '/api/admin/search-order',
      body: () => ({ start: 0, end: 10, searchVal: 'ana', folderName: 'allOrder' }),
      allowed: ['Admin', 'Manager', 'Team', 'Night Staff'],
    },
    {
      name: 'delete a future order',
      method: 'PUT',
      url: '/api/admin/change-order-status',
      body: async () => ({
        orderId: [await makeOrder(db(), { processing_date: futureDate() })],
        updatingStatus: 'Deleted',
        permanentDeletedFlag: false,
        folderName: 'futureOrder',
      }),
      allowed: 'all',
    },
    {
      name: 'delete a new order',
      method: 'PUT',
      url: '/api/admin/change-order-status',
      body: async () => ({
        orderId: [await makeOrder(db())],
        updatingStatus: 'Deleted',
        permanentDeletedFlag: false,
        folderName: 'newOrder',
      }),
      allowed: MANAGERS,
    },
    {
      name: 'delete from My Orders',
      method: 'PUT',
      url: '/api/admin/change-order-status',
      body: async () => ({
        orderId: [await makeOrder(db(), { assign_to: 'Priya Sharma' })],
        updatingStatus: 'Deleted',
        folderName: 'myOrder',
      }),
      allowed: ['Admin'],
    },
    {
      name: 'move status',
      method: 'PUT',
      url: '/api/admin/move-order-status',
      body: () => ({ orderId, updatingStatus: 'Pending' }),
      allowed: 'all',
    },
    {
      name: 'assign (return)',
      method: 'PUT',
      url: '/api/admin/assign-order-status',
      body: () => ({ orderId: [orderId], assignto: null }),
      allowed: 'all',
    },
    {
      name: 'refunded it',
      method: 'PUT',
      url: '/api/admin/move-to-complete-refund',
      body: () => ({ orderId: [orderId] }),
      allowed: 'all',
    },
    {
      name: 'order detail',
      method: 'GET',
      url: `/api/admin/get-orders-details/${encodeId(100001)}`,
      allowed: 'all',
    },
    {
      name: 'add remark',
      method: 'POST',
      url: '/api/admin/add-new-remark',
      body: (role) => ({ orderId, remark: `note by ${role}` }),
      allowed: 'all',
    },
    {
      name: 'transaction',
      method: 'POST',
      url: '/api/admin/save-transaction-details',
      body: () => ({ orderId, transactionId: 't1', merchantName: 'Stripe' }),
      allowed: 'all',
    },
    {
      name: 'country orders',
      method: 'POST',
      url: '/api/admin/get-country-order-list',
      body: () => ({}),
      allowed: 'all',
    },
    {
      name: 'processed by',
      method: 'POST',
      url: '/api/admin/get-processed-by-count',
      body: () => ({}),
      allowed: MANAGERS,
    },
    { name: 'team list', method: 'GET', url: '/api/admin/get-team-member-list', allowed: MANAGERS },
    { name: 'team types', method: 'GET', url: '/api/admin/get-team-member-type', allowed: MANAGERS },
    {
      name: 'team add',
      method: 'POST',
      url: '/api/admin/add-team-member',
      body: (role) => ({
        name: `New ${role}`,
        email: `new-${Math.random()}@example.com`,
        password: 'secret1',
        type: 'Team',
      }),
      allowed: MANAGERS,
    },
    { name: 'team info', method: 'GET', url: '/api/admin/team-member-info/1', allowed: MANAGERS },
    {
      name: 'team update',
      method: 'POST',
      url: '/api/admin/update-team-member',
      body: async (role) => ({
        tmId: await spareMember(role),
        name: 'Renamed',
        email: `r-${Math.random()}@example.com`,
        password: '',
        type: 'Team',
      }),
      allowed: MANAGERS,
    },
    {
      name: 'team delete',
      method: 'PUT',
      url: '/api/admin/delete-team-member',
      body: async (role) => ({ teamMemberId: await spareMember(role) }),
      allowed: MANAGERS,
    },
    { name: 'gateway list', method: 'GET', url: '/api/admin/payment-gateways', allowed: MANAGERS },
    {
      name: 'gateway switch',
      method: 'POST',
      url: '/api/admin/payment-gateway-setting',
      body: () => ({ gatewayId: encodeId(1) }),
      allowed: MANAGERS,
    },
  ];

  /** A fresh token (change-password in the matrix revokes the previous one). */
  async function tokenOf(role: Role): Promise<string> {
    const m = await db()
      .selectFrom('team_members')
      .select(['id', 'name', 'email', 'type', 'token_version'])
      .where('id', '=', staff[role].id)
      .executeTakeFirstOrThrow();
    return signToken(
      context.config.jwtSecret,
      600,
      { id: m.id, name: m.name, email: m.email, type: m.type },
      m.token_version,
    );
  }

  it.each(routes.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    await db()
      .insertInto('payment_gateways')
      .values({ gateway_name: 'Stripe', is_active: true })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const outcome: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const role of ROLES) {
      const body = route.body ? await route.body(role) : undefined;
      const { code, body: envelope } = await call(
        context.app,
        await tokenOf(role),
        route.method,
        route.url,
        body,
      );
      outcome[role] = code;
      expected[role] = route.allowed === 'all' || route.allowed.includes(role) ? 200 : 403;
      expect(envelope.status).toBe(code === 200 ? 1 : 0);
    }
    const anonymous = await call(
      context.app,
      undefined,
      route.method,
      route.url,
      route.body ? await route.body('Admin') : undefined,
    );
    outcome.none = anonymous.code;
    expected.none = 401;
    expect(anonymous.body.status).toBe(401);
    expect(outcome).toEqual(expected);
  });
});

/** Manage Team by rank: who may give which type, and who may edit or delete whom. */
describe.each(databaseKinds())('team hierarchy on %s', (kind) => {
  let context: TestContext;
  let staff: Staff;
  let hash: string;
  beforeAll(async () => {
    context = await createTestContext(kind);
    hash = await hashPassword('spare-password');
  }, 60_000);
  afterAll(() => destroyTestContext(context));
  beforeEach(async () => {
    await truncateAll(context.database);
    staff = await createStaff(context.app);
  });

  const db = () => context.app.db;
  const member = async (type: Role) =>
    (
      await db()
        .insertInto('team_members')
        .values({
          name: `${type} ${Math.random()}`,
          email: `${Math.random()}@example.com`,
          type,
          password_hash: hash,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const typeOf = async (id: number) =>
    (await db().selectFrom('team_members').select('type').where('id', '=', id).executeTakeFirst())?.type;
  const update = (actor: Role, tmId: number, type: Role, password = '') =>
    call(context.app, staff[actor].token, 'POST', '/api/admin/update-team-member', {
      tmId,
      name: 'Changed',
      email: `c-${Math.random()}@example.com`,
      password,
      type,
    });
  const remove = (actor: Role, teamMemberId: number) =>
    call(context.app, staff[actor].token, 'PUT', '/api/admin/delete-team-member', { teamMemberId });

  it('gives only the types below the actor (Admin: every type) when adding, and lists those types', async () => {
    const outcome: Record<string, Record<string, number>> = {};
    for (const actor of ['Admin', 'Manager'] as const) {
      outcome[actor] = {};
      for (const type of ROLES) {
        const { code } = await call(context.app, staff[actor].token, 'POST', '/api/admin/add-team-member', {
          name: 'New',
          email: `n-${Math.random()}@example.com`,
          password: 'secret1',
          type,
        });
        outcome[actor][type] = code;
      }
    }
    expect(outcome).toEqual({
      Admin: { Admin: 200, Manager: 200, Team: 200, Telecaller: 200, 'Night Staff': 200 },
      Manager: { Admin: 403, Manager: 403, Team: 200, Telecaller: 200, 'Night Staff': 200 },
    });
    const types = await call(context.app, staff.Manager.token, 'GET', '/api/admin/get-team-member-type');
    expect(types.body.data).toEqual(['Team', 'Telecaller', 'Night Staff']);
  });

  it('lets a Manager edit or delete only lower ranks; an Admin any other member', async () => {
    const outcome: Record<string, Record<string, string>> = {};
    for (const actor of ['Admin', 'Manager'] as const) {
      outcome[actor] = {};
      for (const type of ROLES) {
        const edited = await update(
          actor,
          await member(type),
          type === 'Admin' ? 'Admin' : 'Team',
          'taken-over',
        );
        const deleted = await remove(actor, await member(type));
        outcome[actor][type] = `${edited.code}/${deleted.code}`;
      }
    }
    expect(outcome).toEqual({
      Admin: {
        Admin: '200/200',
        Manager: '200/200',
        Team: '200/200',
        Telecaller: '200/200',
        'Night Staff': '200/200',
      },
      Manager: {
        Admin: '403/403',
        Manager: '403/403',
        Team: '200/200',
        Telecaller: '200/200',
        'Night Staff': '200/200',
      },
    });
  });

  it('refuses a Manager taking over an Admin: new password, promotion, deletion; nothing changes', async () => {
    const before = await db().selectFrom('team_members').selectAll().orderBy('id').execute();
    const takeOver = await update('Manager', staff.Admin.id, 'Admin', 'owned-you');
    expect(takeOver).toMatchObject({ code: 403, body: { status: 0, data: null } });
    expect(takeOver.body.message).toBe('A Manager cannot change or delete a member of type Admin.');
    expect((await update('Manager', staff.Team.id, 'Admin')).code).toBe(403);
    expect((await update('Manager', staff.Team.id, 'Manager')).code).toBe(403);
    expect((await update('Manager', staff.Manager.id, 'Admin')).code).toBe(403);
    expect((await remove('Manager', staff.Admin.id)).code).toBe(403);
    expect(await db().selectFrom('team_members').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('lets nobody change their own type or account through Manage Team', async () => {
    for (const actor of ['Admin', 'Manager'] as const) {
      const own = await update(actor, staff[actor].id, actor === 'Admin' ? 'Manager' : 'Admin');
      expect(own.code).toBe(403);
      expect(own.body.message).toMatch(/your own account/);
      expect(await typeOf(staff[actor].id)).toBe(actor);
    }
  });

  it('keeps the last Admin when two Admins demote or delete each other at the same moment', async () => {
    const second = await member('Admin');
    const token = signToken(
      context.config.jwtSecret,
      600,
      { id: second, name: 'Second', email: 's@example.com', type: 'Admin' },
      0,
    );
    const [a, b] = await Promise.all([
      update('Admin', second, 'Manager'),
      call(context.app, token, 'POST', '/api/admin/update-team-member', {
        tmId: staff.Admin.id,
        name: 'Demoted',
        email: 'admin@example.com',
        password: '',
        type: 'Manager',
      }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 403]);
    const admins = await db().selectFrom('team_members').select('id').where('type', '=', 'Admin').execute();
    expect(admins).toHaveLength(1);
  });

  it('reads a demoted actor afresh: an Admin just made Manager cannot act as Admin', async () => {
    await db()
      .updateTable('team_members')
      .set({ type: 'Manager' })
      .where('id', '=', staff.Admin.id)
      .execute();
    const second = await member('Admin');
    expect((await remove('Admin', second)).code).toBe(403);
    expect(await typeOf(second)).toBe('Admin');
  });
});

/** Members are identified by id: assignment, My Orders, counts, processed by, remarks and history. */
describe.each(databaseKinds())('members by id on %s', (kind) => {
  let context: TestContext;
  let staff: Staff;
  beforeAll(async () => {
    context = await createTestContext(kind);
  }, 60_000);
  afterAll(() => destroyTestContext(context));
  beforeEach(async () => {
    await truncateAll(context.database);
    staff = await createStaff(context.app);
  });

  const db = () => context.app.db;
  const as = (role: Role, method: Method, url: string, payload?: unknown) =>
    call(context.app, staff[role].token, method, url, payload);
  /** A second member with the Team member's exact name, and a token for them. */
  async function namesake() {
    const row = await db()
      .insertInto('team_members')
      .values({ name: staff.Team.name, email: 'twin@example.com', type: 'Team', password_hash: 'x' })
      .returning(['id', 'name', 'email', 'type'])
      .executeTakeFirstOrThrow();
    return { ...row, token: signToken(context.config.jwtSecret, 600, row, 0) };
  }
  const myOrders = async (token: string, userName: string) => {
    const url = `/api/admin/get-orders-list/newOrder?page=1&limit=50&userName=${encodeURIComponent(userName)}`;
    const { body } = await call(context.app, token, 'GET', url);
    return ((body.data as { rows?: unknown[] }).rows ?? (body.data as unknown[])).map(
      (r) => (r as { order_id: number }).order_id,
    );
  };
  const myCount = async (token: string, userName: string) => {
    const url = `/api/admin/get-all-folder-count?userName=${encodeURIComponent(userName)}`;
    return ((await call(context.app, token, 'GET', url)).body.data as { myOrdersCount: number })
      .myOrdersCount;
  };

  it('keeps two members of the same name apart: My Orders and its count follow the signed-in member', async () => {
    const twin = await namesake();
    const [a, b] = [await makeOrder(db()), await makeOrder(db())];
    expect(
      (await as('Team', 'PUT', '/api/admin/assign-order-status', { orderId: [a], assignto: staff.Team.name }))
        .code,
    ).toBe(200);
    expect(
      (
        await call(context.app, twin.token, 'PUT', '/api/admin/assign-order-status', {
          orderId: [b],
          assignto: twin.name,
        })
      ).code,
    ).toBe(200);
    expect(await myOrders(staff.Team.token, staff.Team.name)).toEqual([a]);
    expect(await myOrders(twin.token, twin.name)).toEqual([b]);
    expect(await myCount(staff.Team.token, staff.Team.name)).toBe(1);
    const rows = await db()
      .selectFrom('orders')
      .select(['order_id', 'assigned_to_id'])
      .orderBy('order_id')
      .execute();
    expect(rows).toEqual([
      { order_id: a, assigned_to_id: staff.Team.id },
      { order_id: b, assigned_to_id: twin.id },
    ]);
    // A Manager naming an ambiguous member is asked for the id.
    const ambiguous = await as('Manager', 'PUT', '/api/admin/assign-order-status', {
      orderId: [await makeOrder(db())],
      assignto: staff.Team.name,
    });
    expect(ambiguous.code).toBe(400);
    expect(ambiguous.body.message).toMatch(/assigntoId/);
  });

  it("never trusts userName: another member's name still shows the caller's own My Orders", async () => {
    const theirs = await makeOrder(db());
    await as('Telecaller', 'PUT', '/api/admin/assign-order-status', {
      orderId: [theirs],
      assignto: staff.Telecaller.name,
    });
    expect(await myOrders(staff.Team.token, staff.Telecaller.name)).toEqual([]);
    expect(await myCount(staff.Team.token, staff.Telecaller.name)).toBe(0);
    expect(await myCount(staff.Telecaller.token, staff.Telecaller.name)).toBe(1);
  });

  it('refuses a Team member assigning to someone else by name or id', async () => {
    const order = await makeOrder(db());
    for (const body of [{ assignto: staff.Manager.name }, { assignto: null, assigntoId: staff.Manager.id }]) {
      const refused = await as('Team', 'PUT', '/api/admin/assign-order-status', {
        orderId: [order],
        ...body,
      });
      expect(refused.code).toBe(403);
    }
    const ok = await as('Manager', 'PUT', '/api/admin/assign-order-status', {
      orderId: [order],
      assignto: null,
      assigntoId: staff.Telecaller.id,
    });
    expect(ok.code).toBe(200);
    expect(await myOrders(staff.Telecaller.token, 'x')).toEqual([order]);
  });

  it('follows a renamed member and returns a deleted member’s orders to their folder', async () => {
    const order = await makeOrder(db());
    await as('Team', 'PUT', '/api/admin/assign-order-status', {
      orderId: [order],
      assignto: staff.Team.name,
    });
    await as('Admin', 'POST', '/api/admin/update-team-member', {
      tmId: staff.Team.id,
      name: 'Priya Renamed',
      email: staff.Team.email,
      password: '',
      type: 'Team',
    });
    expect(await myOrders(staff.Team.token, 'Priya Renamed')).toEqual([order]);
    const shown = await db()
      .selectFrom('orders')
      .select('assign_to')
      .where('order_id', '=', order)
      .executeTakeFirstOrThrow();
    expect(shown.assign_to).toBe('Priya Renamed');
    expect(
      (await as('Admin', 'PUT', '/api/admin/delete-team-member', { teamMemberId: staff.Team.id })).code,
    ).toBe(200);
    const after = await db()
      .selectFrom('orders')
      .select(['assign_to', 'assigned_to_id'])
      .where('order_id', '=', order)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ assign_to: null, assigned_to_id: null });
  });

  it('records processed by, remark authors and event actors by id', async () => {
    const order = await makeOrder(db());
    await as('Night Staff', 'PUT', '/api/admin/move-order-status', {
      orderId: [order],
      updatingStatus: 'Completed',
    });
    await as('Night Staff', 'POST', '/api/admin/add-new-remark', {
      orderId: order,
      remark: 'done',
      remarkerName: 'Someone Else',
    });
    const row = await db()
      .selectFrom('orders')
      .select(['processed_by', 'processed_by_id'])
      .where('order_id', '=', order)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      processed_by: staff['Night Staff'].name,
      processed_by_id: staff['Night Staff'].id,
    });
    const remark = await db()
      .selectFrom('remarks')
      .select(['remark_name', 'author_id'])
      .executeTakeFirstOrThrow();
    expect(remark).toEqual({ remark_name: staff['Night Staff'].name, author_id: staff['Night Staff'].id });
    const actors = await db().selectFrom('order_events').select('actor_id').distinct().execute();
    expect(actors).toEqual([{ actor_id: staff['Night Staff'].id }]);
  });

  it('records a refused assignment once per member and order in the window, naming the caller, not client text', async () => {
    const order = await makeOrder(db());
    await as('Manager', 'PUT', '/api/admin/assign-order-status', {
      orderId: [order],
      assignto: staff.Manager.name,
    });
    for (let i = 0; i < 15; i++) {
      const refused = await as('Team', 'PUT', '/api/admin/assign-order-status', {
        orderId: [order],
        assignto: staff.Team.name,
      });
      expect(refused.code).toBe(409);
    }
    // A made-up assignee never reaches the history.
    expect(
      (
        await as('Team', 'PUT', '/api/admin/assign-order-status', {
          orderId: [order],
          assignto: '<img src=x>',
        })
      ).code,
    ).toBe(403);
    await as('Telecaller', 'PUT', '/api/admin/assign-order-status', {
      orderId: [order],
      assignto: staff.Telecaller.name,
    });
    const conflicts = await db()
      .selectFrom('order_events')
      .select(['actor_id', 'to_value', 'detail'])
      .where('action', '=', 'assign-conflict')
      .orderBy('id')
      .execute();
    expect(conflicts).toEqual([
      {
        actor_id: staff.Team.id,
        to_value: staff.Team.name,
        detail: `already assigned to ${staff.Manager.name}`,
      },
      {
        actor_id: staff.Telecaller.id,
        to_value: staff.Telecaller.name,
        detail: `already assigned to ${staff.Manager.name}`,
      },
    ]);
  });
});
