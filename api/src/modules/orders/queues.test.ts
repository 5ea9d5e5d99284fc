import { FOLDER_NAMES, type FolderName } from '@earrival/shared/types';
import type { OrderListRow } from './schemas/order';
import type { OrderCounts } from './schemas/lists';
import { databaseKinds } from '../../testing/harness';
import { futureDate, makeOrder, makeOrders, useStaffSuite } from '../../testing/fixtures';
import { QUEUES, byFolder } from '@earrival/shared/queues';

// Each placement check reads every folder's list, search and count (about 30 calls): on a busy shared
// machine a test of several moves needs more than jest's default 5 s.
jest.setTimeout(30_000);

const COUNT_FIELDS = byFolder(QUEUES, (queue) => queue.countField);

/** The queue rules: each order is in exactly the right folders, and counts agree. */
describe.each(databaseKinds())('queue rules on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const { as } = suite;

  /** The folders (plus 'myOrder' for userName) whose list holds the order; and checks every list total = its count. */
  // My Orders is always the caller's own: the lists are read as the member whose My Orders they are.
  async function foldersOf(orderId: number, userName = suite.staff.Team.name): Promise<string[]> {
    const reader = Object.values(suite.staff).find((m) => m.name === userName)!.token;
    const counts = (
      await as(reader, 'GET', `/api/admin/get-all-folder-count?userName=${encodeURIComponent(userName)}`)
    ).body.data as OrderCounts;
    const found: string[] = [];
    const lists: Array<[string, FolderName, string]> = FOLDER_NAMES.map((f) => [f, f, '']);
    lists.push(['myOrder', 'newOrder', `&userName=${encodeURIComponent(userName)}`]);
    for (const [label, folder, extra] of lists) {
      const { body } = await as(
        reader,
        'GET',
        `/api/admin/get-orders-list/${folder}?page=1&limit=500${extra}`,
      );
      const page = { rows: body.data as OrderListRow[], total: body.total };
      const field = label === 'myOrder' ? 'myOrdersCount' : COUNT_FIELDS[folder];
      expect({ folder: label, total: page.total, rows: page.rows.length }).toEqual({
        folder: label,
        total: counts[field],
        rows: counts[field],
      });
      if (page.rows.some((r) => r.order_id === orderId)) found.push(label);
      const search = await as(reader, 'POST', '/api/admin/search-order', {
        start: 0,
        end: 500,
        searchVal: String(orderId),
        folderName: folder,
        userName: extra ? userName : undefined,
      });
      expect((search.body.data as Array<{ order_id: number }>).some((r) => r.order_id === orderId)).toBe(
        page.rows.some((r) => r.order_id === orderId),
      );
    }
    return found.sort();
  }

  it('places new orders by mode, month and assignment', async () => {
    const [standard, priority, future, futurePriority, nodate] = await makeOrders(suite.context.app.db, [
      {},
      { processing_mode: 'Priority Processing' },
      { processing_date: futureDate(1) },
      { processing_mode: 'Priority Processing', processing_date: futureDate(3) },
      { processing_date: null },
    ]);
    expect(await foldersOf(standard!)).toEqual(['allOrder', 'newOrder']);
    expect(await foldersOf(priority!)).toEqual(['allOrder', 'priorityOrder']);
    expect(await foldersOf(future!)).toEqual(['allOrder', 'futureOrder']);
    expect(await foldersOf(futurePriority!)).toEqual(['allOrder', 'futureOrder', 'priorityOrder']);
    expect(await foldersOf(nodate!)).toEqual(['allOrder', 'newOrder']);
  });

  it('moves an order through every status into exactly its folder', async () => {
    const id = await makeOrder(suite.context.app.db);
    const expected: Record<string, string> = {
      Pending: 'pendingOrder',
      Completed: 'completedOrder',
      Awaiting: 'awaitingOrder',
      AwaitingGovt: 'awaitingGovtOrder',
      'Customer Called': 'customerCalledOrder',
      'Contact Customer': 'contactCustomerOrder',
      ChargeBack: 'chargeBack',
      Deleted: 'deletedOrder',
    };
    for (const [status, folder] of Object.entries(expected)) {
      const moved = await as(suite.staff.Admin.token, 'PUT', '/api/admin/move-order-status', {
        orderId: id,
        updatingStatus: status,
      });
      expect(moved).toMatchObject({ code: 200, body: { status: 1 } });
      expect(await foldersOf(id)).toEqual(['allOrder', folder].sort());
    }
    await as(suite.staff.Admin.token, 'PUT', '/api/admin/move-order-status', {
      orderId: id,
      updatingStatus: 'Refunds',
    });
    expect(await foldersOf(id)).toEqual(['allOrder']);
    await as(suite.staff.Admin.token, 'PUT', '/api/admin/move-order-status', {
      orderId: id,
      updatingStatus: 'New',
    });
    expect(await foldersOf(id)).toEqual(['allOrder', 'newOrder', 'refundOrder']);
  });

  it('assigns to me (My Orders) and back to the original folder, keeping counts in step', async () => {
    const [id, prio] = await makeOrders(suite.context.app.db, [
      {},
      { processing_mode: 'Priority Processing' },
    ]);
    const before = (
      await as(suite.staff.Team.token, 'GET', `/api/admin/get-all-folder-count?userName=Priya%20Sharma`)
    ).body.data as OrderCounts;
    expect(before).toMatchObject({
      newOrdersCount: 1,
      priorityOrdersCount: 1,
      myOrdersCount: 0,
      allOrdersCount: 2,
    });
    const assigned = await as(suite.staff.Team.token, 'PUT', '/api/admin/assign-order-status', {
      orderId: [id, prio],
      assignto: 'Priya Sharma',
    });
    expect(assigned.body).toMatchObject({ status: 1, message: 'Order has been assigned successfully' });
    expect(await foldersOf(id!)).toEqual(['allOrder', 'myOrder']);
    expect(await foldersOf(prio!)).toEqual(['allOrder', 'myOrder']);
    const after = (
      await as(suite.staff.Team.token, 'GET', `/api/admin/get-all-folder-count?userName=Priya%20Sharma`)
    ).body.data as OrderCounts;
    expect(after).toMatchObject({
      newOrdersCount: 0,
      priorityOrdersCount: 0,
      myOrdersCount: 2,
      allOrdersCount: 2,
    });
    expect(await foldersOf(id!, suite.staff.Manager.name)).toEqual(['allOrder']);
    await as(suite.staff.Team.token, 'PUT', '/api/admin/assign-order-status', {
      orderId: [id],
      assignto: null,
    });
    expect(await foldersOf(id!)).toEqual(['allOrder', 'newOrder']);
    await as(suite.staff.Team.token, 'PUT', '/api/admin/move-order-status', {
      orderId: prio,
      updatingStatus: 'Pending',
    });
    expect(await foldersOf(prio!)).toEqual(['allOrder', 'pendingOrder']);
  });

  it('soft-deletes into Deleted Orders (nothing erased) and counts follow', async () => {
    const [a, b] = await makeOrders(suite.context.app.db, [{}, {}]);
    const deleted = await as(suite.staff.Manager.token, 'PUT', '/api/admin/change-order-status', {
      orderId: [a, b],
      updatingStatus: 'Deleted',
      permanentDeletedFlag: false,
    });
    expect(deleted.body).toMatchObject({ status: 1, message: 'Order has been deleted successfully' });
    expect(await foldersOf(a!)).toEqual(['allOrder', 'deletedOrder']);
    const counts = (await as(suite.staff.Manager.token, 'GET', '/api/admin/get-all-folder-count?userName='))
      .body.data as OrderCounts;
    expect(counts).toMatchObject({ deletedOrdersCount: 2, newOrdersCount: 0, allOrdersCount: 2 });
    const history = await suite.context.app.db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', a!)
      .execute();
    expect(history).toEqual([
      expect.objectContaining({
        action: 'delete',
        actor_name: 'Marcus Reyes',
        from_value: 'New',
        to_value: 'Deleted',
      }),
    ]);
  });

  it('a comment flagged Refund puts the order in the refund queue; Refunded it takes it out', async () => {
    const id = await makeOrder(suite.context.app.db, { process_status: 'Completed' });
    const remark = await as(suite.staff.Telecaller.token, 'POST', '/api/admin/add-new-remark', {
      orderId: id,
      remark: 'Wants a refund',
      remarkerName: 'Daniel Okafor',
      statusRefund: 'Y',
      whatsapp: 'N',
      telephone: 'Y',
      voided: 'N',
      chargeBack: 'N',
    });
    expect(remark.body).toMatchObject({
      status: 1,
      data: { status_refund: 'Y', remark_name: 'Daniel Okafor' },
    });
    expect(await foldersOf(id)).toEqual(['allOrder', 'completedOrder', 'refundOrder']);
    const list = (
      await as(
        suite.staff.Admin.token,
        'GET',
        '/api/admin/get-orders-list/refundOrder?page=1&limit=10&sort=refund_date',
      )
    ).body.data as OrderListRow[];
    expect(list[0]!.refund_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const done = await as(suite.staff.Telecaller.token, 'PUT', '/api/admin/move-to-complete-refund', {
      orderId: [id],
    });
    expect(done.body).toMatchObject({ status: 1 });
    expect(await foldersOf(id)).toEqual(['allOrder']);
    const status = await suite.context.app.db
      .selectFrom('orders')
      .select(['process_status', 'refund_date'])
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status.process_status).toBe('Refunds');
    const actions = (
      await suite.context.app.db
        .selectFrom('order_events')
        .select('action')
        .where('order_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((e) => e.action);
    expect(actions).toEqual(['comment', 'refund-requested', 'refund-completed']);
  });

  it('lets one of two simultaneous Assign to me win; the other is told who has it, and the log shows both', async () => {
    const id = await makeOrder(suite.context.app.db);
    const [first, second] = await Promise.all([
      as(suite.staff.Team.token, 'PUT', '/api/admin/assign-order-status', {
        orderId: [id],
        assignto: 'Priya Sharma',
      }),
      as(suite.staff['Night Staff'].token, 'PUT', '/api/admin/assign-order-status', {
        orderId: [id],
        assignto: 'Elena Petrova',
      }),
    ]);
    const results = [first, second];
    const winners = results.filter((r) => r.body.status === 1);
    const losers = results.filter((r) => r.body.status === 0);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    const order = await suite.context.app.db
      .selectFrom('orders')
      .select('assign_to')
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(losers[0]!.code).toBe(409);
    expect(losers[0]!.body.message).toBe(`Order ${id} is already assigned to ${order.assign_to}`);
    const events = await suite.context.app.db
      .selectFrom('order_events')
      .select(['action', 'actor_name', 'to_value', 'detail'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.action)).toEqual(['assign', 'assign-conflict']);
    expect(events[0]!.actor_name).toBe(order.assign_to);
    expect(events[1]!.detail).toBe(`already assigned to ${order.assign_to}`);
  });

  it('moves several orders all or nothing: one unknown id writes nothing', async () => {
    const [a, b] = await makeOrders(suite.context.app.db, [{}, {}]);
    const res = await as(suite.staff.Admin.token, 'PUT', '/api/admin/move-order-status', {
      orderId: [a, b, 999999],
      updatingStatus: 'Pending',
    });
    expect(res).toMatchObject({ code: 404, body: { status: 0 } });
    expect(res.body.message).toContain('999999');
    const statuses = await suite.context.app.db.selectFrom('orders').select('process_status').execute();
    expect(statuses.every((s) => s.process_status === 'New')).toBe(true);
    expect(await suite.context.app.db.selectFrom('order_events').selectAll().execute()).toEqual([]);
    const assign = await as(suite.staff.Team.token, 'PUT', '/api/admin/assign-order-status', {
      orderId: [a, 999998],
      assignto: 'Priya Sharma',
    });
    expect(assign.code).toBe(404);
    expect(
      (
        await suite.context.app.db
          .selectFrom('orders')
          .select('assign_to')
          .where('order_id', '=', a!)
          .executeTakeFirstOrThrow()
      ).assign_to,
    ).toBeNull();
  });

  it('applies the delete rules: Admin always, Manager not from My Orders, others only future orders', async () => {
    const [mine, plain, future] = await makeOrders(suite.context.app.db, [
      { assign_to: 'Priya Sharma' },
      {},
      { processing_date: futureDate(2) },
    ]);
    const del = (token: string, orderId: number[], folderName?: string) =>
      as(token, 'PUT', '/api/admin/change-order-status', {
        orderId,
        updatingStatus: 'Deleted',
        permanentDeletedFlag: false,
        folderName,
      });
    expect((await del(suite.staff.Manager.token, [mine!], 'myOrder')).code).toBe(403);
    expect((await del(suite.staff.Team.token, [plain!], 'newOrder')).code).toBe(403);
    expect((await del(suite.staff.Telecaller.token, [plain!, future!], 'futureOrder')).code).toBe(403);
    expect(await foldersOf(future!)).toEqual(['allOrder', 'futureOrder']);
    expect((await del(suite.staff.Telecaller.token, [future!], 'futureOrder')).body.status).toBe(1);
    expect((await del(suite.staff.Admin.token, [mine!], 'myOrder')).body.status).toBe(1);
    expect((await del(suite.staff.Manager.token, [plain!], 'newOrder')).body.status).toBe(1);
    const permanent = await as(suite.staff.Admin.token, 'PUT', '/api/admin/change-order-status', {
      orderId: [plain],
      updatingStatus: 'Deleted',
      permanentDeletedFlag: true,
    });
    expect(permanent).toMatchObject({ code: 400, body: { status: 0 } });
    expect(await suite.context.app.db.selectFrom('orders').select('order_id').execute()).toHaveLength(3);
  });
});
