import { installFakeApi, ok, type FakeApi, type FakeRequest, type FakeReply } from '@earrival/shared/testing';
import type { OrderListRow, ProcessStatus } from '@earrival/shared/types';

/*
 * The queue calls answered from an in-memory list of orders, on top of the shared network fake (the
 * product code runs unchanged down to the HTTP call). Component tests only.
 */

export function makeOrder(id: number, extra: Partial<OrderListRow> = {}): OrderListRow {
  return {
    order_id: id,
    process_status: 'New',
    first_name: `First${id}`,
    sur_name: `Last${id}`,
    email: `customer${id}@example.com`,
    phone_number: `+1305555${String(id).padStart(4, '0')}`,
    country_code: '+1',
    created_at: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
    date_of_departure: '2026-04-01',
    refund_date: null,
    processing_date: null,
    process_month: null,
    assign_to: null,
    processing_mode: 'Regular Processing',
    ...extra,
  };
}

export interface QueueServer extends FakeApi {
  /** The orders, and each change's orders as they were before it (what an undo puts back). */
  store: { orders: OrderListRow[]; actions: Map<string, OrderListRow[]> };
}

/** Keeps the changed orders as they were, under a new action id, the way the server does. */
let actionCount = 0;
function recordAction(store: QueueServer['store'], ids: Set<number>): string {
  actionCount += 1;
  const actionId = `action-${actionCount}`;
  store.actions.set(
    actionId,
    store.orders.filter((order) => ids.has(order.order_id)),
  );
  return actionId;
}

function answer(store: QueueServer['store'], call: FakeRequest): FakeReply {
  const folderMatch = /^admin\/get-orders-list\/(\w+)$/.exec(call.path);
  if (folderMatch) {
    const page = Number(call.params.page);
    const limit = Number(call.params.limit);
    let rows = store.orders.filter((order) => order.process_status !== 'Deleted');
    if (call.params.userName) rows = rows.filter((order) => order.assign_to === call.params.userName);
    if (call.params.processMonth)
      rows = rows.filter((order) => order.process_month === call.params.processMonth);
    if (call.params.sort === 'order_id' && call.params.order === 'desc') rows = [...rows].reverse();
    return ok(rows.slice((page - 1) * limit, page * limit), 'OK', { total: rows.length });
  }
  if (call.path === 'admin/get-order-assignees') {
    const names = [...new Set(store.orders.map((order) => order.assign_to).filter(Boolean))] as string[];
    return ok(
      names.sort().map((name, i) => ({
        id: i + 1,
        name,
        orders: store.orders.filter((o) => o.assign_to === name).length,
      })),
    );
  }
  if (call.path === 'admin/get-future-order-month-count') {
    const counts = new Map<string, number>();
    for (const order of store.orders) {
      if (order.process_month && order.process_status !== 'Deleted')
        counts.set(order.process_month, (counts.get(order.process_month) ?? 0) + 1);
    }
    return ok([...counts].map(([month, count]) => ({ month, count })));
  }
  if (call.path === 'admin/search-order') {
    const term = String(call.body.searchVal).toLowerCase();
    const found = store.orders.filter((order) => order.email.includes(term));
    return ok(found.slice(Number(call.body.start), Number(call.body.end)), 'OK', { total: found.length });
  }
  if (call.path === 'admin/change-order-status' || call.path === 'admin/move-to-complete-refund') {
    const ids = new Set(call.body.orderId as number[]);
    const status: ProcessStatus = call.path.includes('refund') ? 'Refunds' : 'Deleted';
    const actionId = recordAction(store, ids);
    store.orders = store.orders.map((order) =>
      ids.has(order.order_id) ? { ...order, process_status: status } : order,
    );
    const message = status === 'Refunds' ? 'Refund completed for the selected orders' : 'Deleted';
    return ok({ updated: ids.size, actionId }, message);
  }
  if (call.path === 'admin/assign-order-status') {
    const ids = new Set(call.body.orderId as number[]);
    const actionId = recordAction(store, ids);
    store.orders = store.orders.map((order) =>
      ids.has(order.order_id) ? { ...order, assign_to: call.body.assignto as string | null } : order,
    );
    return ok({ actionId }, 'Assigned');
  }
  if (call.path === 'admin/undo-action') {
    const actionId = call.body.actionId as string;
    const before = store.actions.get(actionId);
    if (!before)
      return [404, { status: 0, message: 'This action is unknown; nothing was undone.', data: null }];
    store.actions.delete(actionId);
    const back = new Map(before.map((order) => [order.order_id, order]));
    store.orders = store.orders.map((order) => back.get(order.order_id) ?? order);
    return ok({ orderIds: [...back.keys()] }, `Undone: ${back.size} orders put back as before`);
  }
  return [404, { status: 0, message: `No fake for ${call.method} ${call.path}`, data: null }];
}

/** Installs the shared fake with the queue calls answered from `orders`; `on()` overrides one route. */
export function installQueueServer(orders: OrderListRow[] = []): QueueServer {
  const store = { orders: [...orders], actions: new Map<string, OrderListRow[]>() };
  const fake = installFakeApi().fallback((call) => answer(store, call));
  return Object.assign(fake, { store });
}
