import type { Role } from '@earrival/shared/types';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  truncateAll,
  type TestContext,
} from '../../testing/harness';
import { call, createStaff, makeOrder, sessionToken, type Staff } from '../../testing/fixtures';

type Method = 'GET' | 'POST' | 'PUT';

// Adding and editing members hashes passwords (argon2): give the suites time on a busy machine.
jest.setTimeout(60_000);

/** Members are referenced by id: names are for display and never trusted from the client. */
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
    return { ...row, token: await sessionToken(context.app, row, { ttlSeconds: 600 }) };
  }
  const myOrders = async (token: string, userName: string) => {
    const url = `/api/admin/get-orders-list/newOrder?page=1&limit=50&userName=${encodeURIComponent(userName)}`;
    const { body } = await call(context.app, token, 'GET', url);
    return (body.data as { order_id: number }[]).map((r) => r.order_id);
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
