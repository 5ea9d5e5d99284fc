import { databaseKinds } from '../../testing/harness';
import { makeOrders, useStaffSuite } from '../../testing/fixtures';
import { orderPlace } from './repository/neighbours';
import { folderExport } from './service/export';

jest.setTimeout(30_000);

interface Neighbours {
  previous: number | null;
  next: number | null;
  position: number;
  total: number;
  totalCapped: boolean;
  positionCapped: boolean;
  inList: boolean;
}

/** The order page's Previous / Next through a whole list: across pages, by the list's sort and filters. */
describe.each(databaseKinds())('order neighbours on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const { as } = suite;
  let ids: number[];

  beforeEach(async () => {
    // Twelve Pending orders, created a day apart: more than a page of ten.
    ids = await makeOrders(
      suite.context.app.db,
      Array.from({ length: 12 }, (_, i) => ({
        process_status: 'Pending',
        citizenship: i % 2 ? 'Spain' : 'Canada',
        created_at: `2026-03-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
      })),
    );
  });

  async function neighbours(query: string): Promise<Neighbours> {
    const { code, body } = await as(
      suite.staff.Manager.token,
      'GET',
      `/api/admin/order-neighbours/pendingOrder?${query}`,
    );
    expect({ code, message: body.message }).toEqual({ code: 200, message: 'OK' });
    return body.data as Neighbours;
  }

  it('walks past the page boundary in the default order (newest first)', async () => {
    // Newest first: ids[11] is 1st, ids[2] is 10th (the last of page one), ids[1] 11th.
    expect(await neighbours(`orderId=${ids[2]}`)).toEqual({
      previous: ids[3],
      next: ids[1],
      position: 10,
      total: 12,
      totalCapped: false,
      positionCapped: false,
      inList: true,
    });
    expect(await neighbours(`orderId=${ids[11]}`)).toMatchObject({
      previous: null,
      next: ids[10],
      position: 1,
    });
    expect(await neighbours(`orderId=${ids[0]}`)).toMatchObject({
      previous: ids[1],
      next: null,
      position: 12,
    });
  });

  it('follows the sort and the filters the list has', async () => {
    expect(await neighbours(`orderId=${ids[2]}&sort=created_at&order=asc`)).toMatchObject({
      previous: ids[1],
      next: ids[3],
      position: 3,
    });
    // Canada only: ids 0, 2, 4 ... 10, oldest first.
    expect(await neighbours(`orderId=${ids[4]}&sort=created_at&order=asc&citizenship=canada`)).toEqual({
      previous: ids[2],
      next: ids[6],
      position: 3,
      total: 6,
      totalCapped: false,
      positionCapped: false,
      inList: true,
    });
  });

  it('gives an order a status move took out of the list the neighbours it had', async () => {
    const moved = ids[2]!;
    const { code } = await as(suite.staff.Manager.token, 'PUT', '/api/admin/move-order-status', {
      orderId: [moved],
      updatingStatus: 'Completed',
    });
    expect(code).toBe(200);
    expect(await neighbours(`orderId=${moved}`)).toEqual({
      previous: ids[3],
      next: ids[1],
      // The order after it now holds its place.
      position: 10,
      total: 11,
      totalCapped: false,
      positionCapped: false,
      inList: false,
    });
  });

  it('counts the orders before one only up to its cap, deeper it says so', async () => {
    // The cap is 10,000 in the service; three here, so twelve orders are enough to pass it.
    const { query } = folderExport(
      'pendingOrder',
      { sort: 'created_at', order: 'desc' },
      suite.staff.Manager.id,
    );
    const place = (orderId: number) => orderPlace(suite.context.app.db, query, orderId, 3);
    // Newest first: ids[8] has 3 orders before it (within the cap), ids[7] has 4 and ids[0] 11.
    expect(await place(ids[8]!)).toMatchObject({ before: 3, beforeCapped: false });
    expect(await place(ids[7]!)).toMatchObject({ before: 3, beforeCapped: true, next: ids[6] });
    expect(await place(ids[0]!)).toMatchObject({ before: 3, beforeCapped: true, next: null });
  });

  it('refuses a list the role may not open, and an unknown order, with a clear message', async () => {
    const history = await as(
      suite.staff.Telecaller.token,
      'GET',
      `/api/admin/order-neighbours/allOrder?orderId=${ids[0]}`,
    );
    expect(history.code).toBe(403);
    const unknown = await as(
      suite.staff.Manager.token,
      'GET',
      '/api/admin/order-neighbours/pendingOrder?orderId=999999',
    );
    expect({ code: unknown.code, message: unknown.body.message }).toEqual({
      code: 404,
      message: 'Order 999999 not found',
    });
  });
});
