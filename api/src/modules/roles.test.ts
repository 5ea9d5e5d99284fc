import { ROLES, type Role } from '@earrival/shared/types';
import { encodeId } from '@earrival/shared/util';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  truncateAll,
  type TestContext,
} from '../testing/harness';
import { call, createStaff, futureDate, makeOrder, sessionToken, type Staff } from '../testing/fixtures';
import { hashPassword } from './auth/public';

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
      // Once per member: the route is asked once per role, and nothing after it signs in with a password.
      body: () => ({
        currentPassword: 'demo1234',
        newPassword: 'quiet-river-42',
        confirmPassword: 'quiet-river-42',
      }),
      allowed: 'all',
    },
    { name: 'my sessions', method: 'GET', url: '/api/admin/sessions', allowed: 'all' },
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
        password: 'coral-reef-2026',
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

  /** A fresh token and session per call (change-password in the matrix ends the member's other sessions). */
  async function tokenOf(role: Role): Promise<string> {
    const m = await db()
      .selectFrom('team_members')
      .select(['id', 'name', 'email', 'type', 'token_version'])
      .where('id', '=', staff[role].id)
      .executeTakeFirstOrThrow();
    return sessionToken(context.app, m, { ttlSeconds: 600 });
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
