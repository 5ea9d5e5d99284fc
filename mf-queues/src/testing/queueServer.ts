import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http, type OrderListRow, type ProcessStatus } from '@earrival/shared';

/*
 * A fake of the server behind the shared axios instance, for component tests only: it answers at
 * the adapter level, so the product code runs unchanged down to the HTTP call.
 */
export interface RecordedCall {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: Record<string, unknown>;
}

type Reply = { status?: number; body: unknown };
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

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
    ...extra,
  };
}

export const ok = (data: unknown, message = 'OK'): Reply => ({ body: { status: 1, message, data } });
export const failed = (message: string): Reply => ({ body: { status: 0, message, data: null } });

/** Installs the fake; returns the recorded calls and a way to override single routes. */
export function installFakeApi(orders: OrderListRow[] = []) {
  const calls: RecordedCall[] = [];
  const overrides = new Map<string, Handler>();
  const store = { orders: [...orders] };

  const defaultHandler: Handler = (call) => {
    const folderMatch = /^admin\/get-orders-list\/(\w+)$/.exec(call.path);
    if (folderMatch) {
      const page = Number(call.params.page);
      const limit = Number(call.params.limit);
      let rows = store.orders.filter((order) => order.process_status !== 'Deleted');
      if (call.params.userName) rows = rows.filter((order) => order.assign_to === call.params.userName);
      if (call.params.processMonth)
        rows = rows.filter((order) => order.process_month === call.params.processMonth);
      if (call.params.sort === 'order_id' && call.params.order === 'desc') rows = [...rows].reverse();
      return ok({ rows: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit });
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
      return ok(found.slice(Number(call.body.start), Number(call.body.end)));
    }
    if (call.path === 'admin/change-order-status' || call.path === 'admin/move-to-complete-refund') {
      const ids = new Set(call.body.orderId as number[]);
      const status: ProcessStatus = call.path.includes('refund') ? 'Refunds' : 'Deleted';
      store.orders = store.orders.map((order) =>
        ids.has(order.order_id) ? { ...order, process_status: status } : order,
      );
      return ok(null, status === 'Refunds' ? 'Refund completed for the selected orders' : 'Deleted');
    }
    if (call.path === 'admin/assign-order-status') {
      const ids = new Set(call.body.orderId as number[]);
      store.orders = store.orders.map((order) =>
        ids.has(order.order_id) ? { ...order, assign_to: call.body.assignto as string | null } : order,
      );
      return ok(null, 'Assigned');
    }
    return {
      status: 404,
      body: { status: 0, message: `No fake for ${call.method} ${call.path}`, data: null },
    };
  };

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: RecordedCall = {
      method: (config.method ?? 'get').toUpperCase(),
      path: (config.url ?? '').replace(/^\//, ''),
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {},
    };
    calls.push(call);
    const reply = await (overrides.get(`${call.method} ${call.path}`) ?? defaultHandler)(call);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status ?? 200,
      statusText: 'OK',
      headers: {},
      config,
    };
    if (response.status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };

  const previous = http.defaults.adapter;
  http.defaults.adapter = adapter;
  return {
    calls,
    store,
    /** Replaces one route, e.g. on('PUT admin/change-order-status', () => failed('No')). */
    on: (route: string, handler: Handler) => overrides.set(route, handler),
    callsTo: (path: string) => calls.filter((call) => call.path === path || call.path.startsWith(`${path}/`)),
    restore: () => {
      http.defaults.adapter = previous;
    },
  };
}
