import type { OrderListRow } from './schemas/order';
import { databaseKinds } from '../../testing/harness';
import { futureDate, makeOrder, makeOrders, useStaffSuite } from '../../testing/fixtures';
import { OrderListRow as OrderListRowSchema } from './schemas/order';

// A guard against a hang, not a speed limit: a test here took up to 2.8 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(30_000);

describe.each(databaseKinds())('order list and search calls on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const { as } = suite;

  it('numbers orders from 100001', async () => {
    expect(await makeOrder(suite.context.app.db)).toBe(100001);
  });

  it('lists a folder page with the total, sorted on the server by every column, both ways', async () => {
    const names = ['Carla', 'alberto', 'Bruno', 'Dora', 'Elsa'];
    await makeOrders(
      suite.context.app.db,
      names.map((first_name, i) => ({
        first_name,
        email: `${first_name.toLowerCase()}@x.org`,
        date_of_departure: `2027-01-0${5 - i}`,
      })),
    );
    const page = async (query: string) => {
      const { code, body } = await as(
        suite.staff.Team.token,
        'GET',
        `/api/admin/get-orders-list/newOrder?delay=1&${query}`,
      );
      expect(code).toBe(200);
      return { rows: body.data as OrderListRow[], total: body.total };
    };
    const first = await page('page=1&limit=2');
    expect(first.total).toBe(5);
    expect(first.rows.map((r) => r.order_id)).toEqual([100005, 100004]);
    expect((await page('page=3&limit=2')).rows.map((r) => r.order_id)).toEqual([100001]);
    const byEmail = await page('page=1&limit=10&sort=email&order=asc');
    expect(byEmail.rows.map((r) => r.email)).toEqual([
      'alberto@x.org',
      'bruno@x.org',
      'carla@x.org',
      'dora@x.org',
      'elsa@x.org',
    ]);
    const byDeparture = await page('page=1&limit=10&sort=date_of_departure&order=desc');
    expect(byDeparture.rows[0]!.date_of_departure).toBe('2027-01-05');
    for (const sort of [
      'order_id',
      'name',
      'email',
      'phone_number',
      'created_at',
      'process_status',
      'date_of_departure',
      'refund_date',
      'processing_date',
      'process_month',
    ]) {
      for (const order of ['asc', 'desc']) {
        const result = await page(`page=1&limit=10&sort=${sort}&order=${order}`);
        expect(result.rows).toHaveLength(5);
      }
    }
    const row = first.rows[0]!;
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining([
        'order_id',
        'process_status',
        'first_name',
        'sur_name',
        'email',
        'phone_number',
        'country_code',
        'created_at',
        'date_of_departure',
        'refund_date',
        'processing_date',
        'process_month',
        'assign_to',
      ]),
    );
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });

  it('answers list and search rows with the table fields only, times as ISO text (written by the response schema)', async () => {
    const refunded = new Date('2026-03-04T05:06:07.089Z');
    await makeOrders(suite.context.app.db, [
      { first_name: 'Iso', sur_name: 'Times', refund_date: refunded, process_status: 'Pending' },
    ]);
    const fields = Object.keys(OrderListRowSchema.properties).sort();
    const listed = await as(
      suite.staff.Team.token,
      'GET',
      '/api/admin/get-orders-list/refundOrder?page=1&limit=10&sort=name&order=asc',
    );
    const searched = await as(suite.staff.Team.token, 'POST', '/api/admin/search-order', {
      start: 0,
      end: 10,
      searchVal: 'iso times',
      folderName: 'allOrder',
    });
    for (const { code, body } of [listed, searched]) {
      expect(code).toBe(200);
      const [row] = body.data as Array<Record<string, unknown>>;
      expect(Object.keys(row!).sort()).toEqual(fields);
      expect(row!.refund_date).toBe('2026-03-04T05:06:07.089Z');
      expect(row!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it("accepts the 'All' page size (the folder's total) up to the cap, and refuses more", async () => {
    await makeOrders(suite.context.app.db, [{}, {}, {}]);
    const all = await as(suite.staff.Team.token, 'GET', '/api/admin/get-orders-list/allOrder?page=1&limit=3');
    expect(all.body).toMatchObject({ status: 1, total: 3 });
    expect(all.body.data).toHaveLength(3);
    expect(
      (await as(suite.staff.Team.token, 'GET', '/api/admin/get-orders-list/allOrder?page=1&limit=100000'))
        .code,
    ).toBe(200);
    const huge = await as(
      suite.staff.Team.token,
      'GET',
      '/api/admin/get-orders-list/allOrder?page=1&limit=100001',
    );
    expect(huge).toMatchObject({ code: 400, body: { status: 0 } });
  });

  it('filters the Future Order list by process month and counts the twelve month tiles', async () => {
    const march = futureDate(2, 3);
    const later = futureDate(4, 20);
    await makeOrders(suite.context.app.db, [
      { processing_date: march },
      { processing_date: march },
      { processing_date: later },
      {},
    ]);
    const month = march.slice(5, 7);
    const { body } = await as(
      suite.staff.Team.token,
      'GET',
      `/api/admin/get-orders-list/futureOrder?page=1&limit=10&processMonth=${month}`,
    );
    expect(body.total).toBe(2);
    const rows = body.data as OrderListRow[];
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.process_month === month && r.processing_date === march)).toBe(true);
    const tiles = await as(suite.staff.Team.token, 'GET', '/api/admin/get-future-order-month-count');
    const counts = tiles.body.data as Array<{ month: string; count: number }>;
    expect(counts.map((t) => t.month)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(counts.find((t) => t.month === month)!.count).toBe(2);
    expect(counts.reduce((sum, t) => sum + t.count, 0)).toBe(3);
  });

  it('searches by order id, name, e-mail and telephone within a folder, start/end paging', async () => {
    const [a, b] = await makeOrders(suite.context.app.db, [
      { first_name: 'Zoë', sur_name: 'Quintana', email: 'zq@mail.org', phone_number: '4165550199' },
      {
        first_name: 'Omar',
        sur_name: 'Haddad',
        email: 'omar@mail.org',
        phone_number: '4165550123',
        process_status: 'Pending',
      },
    ]);
    const search = (searchVal: string, folderName = 'allOrder', start = 0, end = 10) =>
      as(suite.staff.Team.token, 'POST', '/api/admin/search-order', { start, end, searchVal, folderName });
    const ids = async (...args: Parameters<typeof search>) =>
      ((await search(...args)).body.data as OrderListRow[]).map((r) => r.order_id);
    expect(await ids(String(a))).toEqual([a]);
    expect(await ids('quintana')).toEqual([a]);
    expect(await ids('OMAR@MAIL')).toEqual([b]);
    expect(await ids('5550123')).toEqual([b]);
    expect(await ids('mail.org')).toEqual([b, a]);
    expect(await ids('mail.org', 'allOrder', 1, 2)).toEqual([a]);
    // The total counts every match in the folder, not just the rows of this page.
    expect((await search('mail.org', 'allOrder', 1, 2)).body.total).toBe(2);
    expect((await search('', 'pendingOrder')).body.total).toBe(1);
    expect(await ids('omar', 'newOrder')).toEqual([]);
    expect(await ids('omar', 'pendingOrder')).toEqual([b]);
    expect(await ids('100%')).toEqual([]);
    const short = await search('om');
    expect(short.body).toEqual({
      status: 1,
      message: 'Type at least 3 characters to search.',
      data: [],
      total: 0,
      totalCapped: false,
    });
  });
});
