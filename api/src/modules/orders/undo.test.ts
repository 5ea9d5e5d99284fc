import { sql } from 'kysely';
import { databaseKinds } from '../../testing/harness';
import { makeOrder, makeOrders, useStaffSuite } from '../../testing/fixtures';

jest.setTimeout(60_000);

/** Undo of staff actions: POST /api/admin/undo-action with the actionId a change answered. */
describe.each(databaseKinds())('undo of staff actions on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const { as } = suite;
  const db = () => suite.context.app.db;

  const stateOf = async (ids: number[]) =>
    db()
      .selectFrom('orders')
      .select(['order_id', 'process_status', 'assign_to', 'assigned_to_id', 'refund_date', 'processed_by'])
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .execute();

  const eventsOf = async (orderId: number, action: string) =>
    db()
      .selectFrom('order_events')
      .select(['actor_name', 'from_value', 'to_value', 'detail'])
      .where('order_id', '=', orderId)
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  async function move(token: string, ids: number[], status: string) {
    const { code, body } = await as(token, 'PUT', '/api/admin/move-order-status', {
      orderId: ids,
      updatingStatus: status,
    });
    expect(code).toBe(200);
    return (body.data as { updated: number; actionId: string | null }).actionId;
  }

  const undo = (token: string, actionId: unknown) =>
    as(token, 'POST', '/api/admin/undo-action', { actionId });

  it('puts a status move back, writes undone to the timeline and tells open screens', async () => {
    const [a, b] = await makeOrders(db(), [{}, {}]);
    const team = suite.staff.Team;
    const actionId = await move(team.token, [a!, b!], 'Pending');
    expect(actionId).toMatch(/^[0-9a-f-]{36}$/);
    const liveBefore = await db()
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();

    const { code, body } = await undo(team.token, actionId);
    expect(code).toBe(200);
    expect(body.message).toBe('Undone: 2 orders put back as before');
    expect(body.data).toEqual({ orderIds: [a, b] });
    expect((await stateOf([a!, b!])).map((o) => o.process_status)).toEqual(['New', 'New']);
    expect(await eventsOf(a!, 'undone')).toEqual([
      { actor_name: team.name, from_value: 'Pending', to_value: 'New', detail: 'status back to New' },
    ]);

    // The order is back in its queue, and its Activity says so.
    const list = await as(team.token, 'GET', '/api/admin/get-orders-list/newOrder?page=1&limit=10');
    expect(list.body.message).toBe('OK');
    expect((list.body.data as Array<{ order_id: number }>).map((r) => r.order_id).sort()).toEqual([a, b]);
    const detail = await as(team.token, 'GET', `/api/admin/get-orders-details/${a}`);
    const activity = (detail.body.data as { activity: Array<{ kind: string; text: string }> }).activity;
    expect(activity[0]).toMatchObject({ kind: 'undone', text: 'Undone: status back to New' });

    // The same live events as any change: each order updated, and the counts changed.
    const live = await db()
      .selectFrom('live_events')
      .select(['type', 'data'])
      .where('id', '>', Number(liveBefore?.id ?? 0))
      .orderBy('id')
      .execute();
    expect(live.map((e) => e.type)).toEqual(['order-updated', 'order-updated', 'counts-changed']);
    expect(live[0]!.data).toMatchObject({ orderId: a, by: { id: team.id } });
  });

  it('refuses with 409 and changes nothing when an order changed since', async () => {
    const [a, b] = await makeOrders(db(), [{}, {}]);
    const actionId = await move(suite.staff.Team.token, [a!, b!], 'Pending');
    await move(suite.staff.Manager.token, [b!], 'Completed');

    const { code, body } = await undo(suite.staff.Team.token, actionId);
    expect(code).toBe(409);
    expect(body).toEqual({ status: 0, message: `Order ${b} changed since; nothing was undone`, data: null });
    const after = await stateOf([a!, b!]);
    expect(after.map((o) => [o.process_status, o.processed_by])).toEqual([
      ['Pending', null],
      ['Completed', suite.staff.Manager.name],
    ]);
    expect(await eventsOf(a!, 'undone')).toEqual([]);
    // Refused is not used up: the action stays not undone.
    const row = await db()
      .selectFrom('order_actions')
      .select('undone_at')
      .where('id', '=', actionId!)
      .executeTakeFirst();
    expect(row?.undone_at).toBeNull();
  });

  it('takes a comment that moved the order to Refund as a change since', async () => {
    const a = await makeOrder(db());
    const actionId = await move(suite.staff.Team.token, [a], 'Pending');
    const comment = await as(suite.staff.Team.token, 'POST', '/api/admin/add-new-remark', {
      orderId: a,
      remark: 'Customer asks for the money back',
      statusRefund: 'Y',
    });
    expect(comment.code).toBe(200);
    const { code, body } = await undo(suite.staff.Team.token, actionId);
    expect(code).toBe(409);
    expect(body.message).toBe(`Order ${a} changed since; nothing was undone`);
    expect((await stateOf([a]))[0]!.process_status).toBe('Pending');
  });

  it('works within 10 minutes of the action only (by its stored time)', async () => {
    const a = await makeOrder(db());
    const actionId = await move(suite.staff.Team.token, [a], 'Awaiting');
    await db()
      .updateTable('order_actions')
      .set({ created_at: sql`now() - interval '10 minutes 5 seconds'` })
      .where('id', '=', actionId!)
      .execute();
    const { code, body } = await undo(suite.staff.Team.token, actionId);
    expect(code).toBe(409);
    expect(body.message).toBe('This action is more than 10 minutes old; it can no longer be undone.');
    expect((await stateOf([a]))[0]!.process_status).toBe('Awaiting');

    const recent = await move(suite.staff.Team.token, [a], 'Pending');
    await db()
      .updateTable('order_actions')
      .set({ created_at: sql`now() - interval '9 minutes 50 seconds'` })
      .where('id', '=', recent!)
      .execute();
    expect((await undo(suite.staff.Team.token, recent)).code).toBe(200);
    expect((await stateOf([a]))[0]!.process_status).toBe('Awaiting');
  });

  it('belongs to the member who acted, or an Admin', async () => {
    const a = await makeOrder(db());
    const actionId = await move(suite.staff.Team.token, [a], 'Pending');
    for (const other of ['Telecaller', 'Manager', 'Night Staff'] as const) {
      const { code, body } = await undo(suite.staff[other].token, actionId);
      expect(code).toBe(403);
      expect(body.message).toBe('Only the member who made this change or an Admin can undo it.');
    }
    expect((await stateOf([a]))[0]!.process_status).toBe('Pending');
    const { code } = await undo(suite.staff.Admin.token, actionId);
    expect(code).toBe(200);
    expect((await stateOf([a]))[0]!.process_status).toBe('New');
    expect((await eventsOf(a, 'undone'))[0]!.actor_name).toBe(suite.staff.Admin.name);
  });

  it('works only once', async () => {
    const a = await makeOrder(db());
    const actionId = await move(suite.staff.Team.token, [a], 'Pending');
    expect((await undo(suite.staff.Team.token, actionId)).code).toBe(200);
    const again = await undo(suite.staff.Team.token, actionId);
    expect(again.code).toBe(409);
    expect(again.body.message).toBe('This action was already undone.');
    expect(await eventsOf(a, 'undone')).toHaveLength(1);
  });

  it('lets only one of two undos of one action at the same time win', async () => {
    const ids = await makeOrders(db(), [{}, {}, {}]);
    const actionId = await move(suite.staff.Team.token, ids, 'Pending');
    const results = await Promise.all([
      undo(suite.staff.Team.token, actionId),
      undo(suite.staff.Admin.token, actionId),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.code === 409)!.body.message).toBe('This action was already undone.');
    for (const id of ids) expect(await eventsOf(id, 'undone')).toHaveLength(1);
    expect((await stateOf(ids)).map((o) => o.process_status)).toEqual(['New', 'New', 'New']);
  });

  it('restores deleted orders, a refund, a completion and who processed it', async () => {
    const [a, b] = await makeOrders(db(), [{ process_status: 'Pending' }, { process_status: 'Pending' }]);
    const manager = suite.staff.Manager.token;
    const del = await as(manager, 'PUT', '/api/admin/change-order-status', {
      orderId: [a, b],
      updatingStatus: 'Deleted',
      permanentDeletedFlag: false,
    });
    expect(del.code).toBe(200);
    const deleted = (del.body.data as { actionId: string }).actionId;
    expect((await undo(manager, deleted)).code).toBe(200);
    expect((await stateOf([a!, b!])).map((o) => o.process_status)).toEqual(['Pending', 'Pending']);
    expect((await eventsOf(a!, 'undone'))[0]).toMatchObject({ from_value: 'Deleted', to_value: 'Pending' });

    const completed = await move(manager, [a!], 'Completed');
    expect((await stateOf([a!]))[0]!.processed_by).toBe(suite.staff.Manager.name);
    expect((await undo(manager, completed)).code).toBe(200);
    expect((await stateOf([a!]))[0]).toMatchObject({ process_status: 'Pending', processed_by: null });

    const refunded = await as(manager, 'PUT', '/api/admin/move-to-complete-refund', { orderId: [b] });
    const refundAction = (refunded.body.data as { actionId: string }).actionId;
    expect((await stateOf([b!]))[0]!.refund_date).not.toBeNull();
    expect((await undo(manager, refundAction)).code).toBe(200);
    expect((await stateOf([b!]))[0]).toMatchObject({ process_status: 'Pending', refund_date: null });
  });

  it('restores assignments: assign, move back, and a comment flagged Refund', async () => {
    const [a, b] = await makeOrders(db(), [{}, {}]);
    const team = suite.staff.Team;
    const assigned = await as(team.token, 'PUT', '/api/admin/assign-order-status', {
      orderId: [a, b],
      assignto: team.name,
    });
    expect(assigned.code).toBe(200);
    const assignAction = (assigned.body.data as { actionId: string }).actionId;
    const back = await as(team.token, 'PUT', '/api/admin/assign-order-status', {
      orderId: [a],
      assignto: null,
    });
    const backAction = (back.body.data as { actionId: string }).actionId;
    expect((await stateOf([a!]))[0]!.assign_to).toBeNull();

    // The later move back changed order a since the assignment: that undo is refused as a whole.
    expect((await undo(team.token, assignAction)).body.message).toBe(
      `Order ${a} changed since; nothing was undone`,
    );
    expect((await undo(team.token, backAction)).code).toBe(200);
    expect((await stateOf([a!]))[0]).toMatchObject({ assign_to: team.name, assigned_to_id: team.id });
    expect((await eventsOf(a!, 'undone'))[0]!.detail).toBe(`assigned back to ${team.name}`);

    const comment = await as(team.token, 'POST', '/api/admin/add-new-remark', {
      orderId: b,
      remark: 'Refund please',
      statusRefund: 'Y',
    });
    const refundRequest = (comment.body.data as { actionId: string }).actionId;
    expect(refundRequest).toMatch(/^[0-9a-f-]{36}$/);
    expect((await undo(team.token, refundRequest)).code).toBe(200);
    expect((await stateOf([b!]))[0]!.refund_date).toBeNull();
    // The comment itself stays: only the move to the refund queue is undone.
    const remarks = await db().selectFrom('remarks').select('remark').where('order_id', '=', b!).execute();
    expect(remarks).toEqual([{ remark: 'Refund please' }]);
    expect((await eventsOf(b!, 'undone'))[0]!.detail).toBe('refund request withdrawn');
  });

  it('answers no actionId when the call changed nothing', async () => {
    const a = await makeOrder(db(), { process_status: 'Pending' });
    expect(await move(suite.staff.Team.token, [a], 'Pending')).toBeNull();
    const plain = await as(suite.staff.Team.token, 'POST', '/api/admin/add-new-remark', {
      orderId: a,
      remark: 'Called, no answer',
    });
    expect((plain.body.data as { actionId: unknown }).actionId).toBeNull();
    // A bulk move keeps only the orders it changed: the undo puts back exactly those.
    const [b] = await makeOrders(db(), [{}]);
    const mixed = await move(suite.staff.Team.token, [a, b!], 'Pending');
    expect((await undo(suite.staff.Team.token, mixed)).body.data).toEqual({ orderIds: [b] });
  });

  it('refuses unknown, forged and malformed action ids with a clear 4xx', async () => {
    const token = suite.staff.Admin.token;
    const unknown = await undo(token, '6f1c1a52-8d4e-4b7a-9c3e-2f5d8a9b0c1d');
    expect(unknown.code).toBe(404);
    expect(unknown.body.message).toBe('This action is unknown; nothing was undone.');
    for (const bad of ['not-an-id', '', 1e21, null, 'a\u0000b', { $ne: 1 }]) {
      const { code, body } = await undo(token, bad);
      expect(code).toBe(400);
      expect(body.status).toBe(0);
      expect(body.message).toMatch(/actionId/);
    }
    const extra = await as(token, 'POST', '/api/admin/undo-action', {
      actionId: '6f1c1a52-8d4e-4b7a-9c3e-2f5d8a9b0c1d',
      orderId: [1],
    });
    expect(extra.code).toBe(400);
    expect((await as(token, 'POST', '/api/admin/undo-action', {})).code).toBe(400);
    const anonymous = await suite.context.app.inject({
      method: 'POST',
      url: '/api/admin/undo-action',
      payload: { actionId: '6f1c1a52-8d4e-4b7a-9c3e-2f5d8a9b0c1d' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
