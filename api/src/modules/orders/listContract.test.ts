import { FOLDER_NAMES } from '@earrival/shared/types';
import { databaseKinds } from '../../testing/harness';
import { futureDate, makeOrders, orderValues, useStaffSuite } from '../../testing/fixtures';

/**
 * The list contract: "returns data as the list". Every list call answers exactly
 * { status, message, data: [rows], total } and the pager's extras (a list page's keyset cursors, whether a
 * search's count stopped at its cap), and every row has exactly the list-row fields with their types.
 */
const ROW_TYPES: Record<string, string[]> = {
  order_id: ['integer'],
  process_status: ['string'],
  first_name: ['string'],
  sur_name: ['string'],
  email: ['string'],
  phone_number: ['string'],
  country_code: ['string', 'null'],
  created_at: ['string'],
  date_of_departure: ['string', 'null'],
  refund_date: ['string', 'null'],
  processing_date: ['string', 'null'],
  process_month: ['string', 'null'],
  assign_to: ['string', 'null'],
  processing_mode: ['string'],
};

const kindOf = (value: unknown) =>
  value === null
    ? 'null'
    : Number.isInteger(value)
      ? 'integer'
      : Array.isArray(value)
        ? 'array'
        : typeof value;

/** The shape of a list answer: its keys and the type of every value, rows included. */
function shapeOf(body: Record<string, unknown>) {
  const rows = Array.isArray(body.data) ? (body.data as Array<Record<string, unknown>>) : [];
  return {
    keys: Object.keys(body).sort(),
    types: {
      status: kindOf(body.status),
      message: kindOf(body.message),
      data: kindOf(body.data),
      total: kindOf(body.total),
    },
    rowKeys: [...new Set(rows.map((row) => Object.keys(row).sort().join(',')))],
    badValues: rows.flatMap((row) =>
      Object.entries(row)
        .filter(([key, value]) => !ROW_TYPES[key]?.includes(kindOf(value)))
        .map(([key, value]) => `${row.order_id}.${key}=${JSON.stringify(value)}`),
    ),
  };
}

const EXPECTED = {
  keys: ['cursors', 'data', 'message', 'status', 'total'],
  types: { status: 'integer', message: 'string', data: 'array', total: 'integer' },
  rowKeys: [Object.keys(ROW_TYPES).sort().join(',')],
  badValues: [],
};
const EXPECTED_SEARCH = { ...EXPECTED, keys: ['data', 'message', 'status', 'total', 'totalCapped'] };

describe.each(databaseKinds())('list contract (data is the list, total beside it) on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const { as } = suite;

  /** At least one order in every folder, with both null and set optional fields. */
  async function fillEveryFolder() {
    const statuses = [
      'Pending',
      'Completed',
      'Awaiting',
      'AwaitingGovt',
      'Customer Called',
      'Contact Customer',
      'Deleted',
      'ChargeBack',
    ] as const;
    await makeOrders(suite.context.app.db, [
      { date_of_departure: null, processing_date: null },
      { processing_mode: 'Priority Processing', date_of_departure: '2027-02-01' },
      { processing_date: futureDate(2, 5) },
      { assign_to: suite.staff.Team.name },
      { process_status: 'Completed', refund_date: new Date().toISOString() },
      ...statuses.map((process_status) => ({ process_status })),
    ]);
  }

  it('answers every folder (and My Orders) with exactly { status, message, data: rows, total }', async () => {
    await fillEveryFolder();
    const admin = suite.staff.Admin.token;
    const calls = FOLDER_NAMES.map((folder) => ({
      token: admin,
      url: `/api/admin/get-orders-list/${folder}?page=1&limit=500&delay=1`,
    }));
    // My Orders is asked for by the member whose orders they are.
    const me = encodeURIComponent(suite.staff.Team.name);
    calls.push({
      token: suite.staff.Team.token,
      url: `/api/admin/get-orders-list/newOrder?page=1&limit=500&userName=${me}`,
    });
    for (const { token, url } of calls) {
      const { code, body } = await as(token, 'GET', url);
      expect({ url, code, shape: shapeOf(body) }).toEqual({ url, code: 200, shape: EXPECTED });
      expect({ url, status: body.status, rows: (body.data as unknown[]).length }).toEqual({
        url,
        status: 1,
        rows: body.total,
      });
      expect({ url, empty: body.total === 0 }).toEqual({ url, empty: false });
    }
  });

  it('keeps the total of the whole folder beside a short page', async () => {
    await makeOrders(suite.context.app.db, [{}, {}, {}]);
    const { body } = await as(
      suite.staff.Team.token,
      'GET',
      '/api/admin/get-orders-list/allOrder?page=2&limit=2',
    );
    expect(shapeOf(body)).toEqual(EXPECTED);
    expect(body).toMatchObject({ status: 1, total: 3 });
    expect(body.data).toHaveLength(1);
  });

  it('answers a Future Order month (processMonth) the same way, total of that month only', async () => {
    const march = futureDate(2, 3);
    await makeOrders(suite.context.app.db, [
      { processing_date: march },
      { processing_date: futureDate(4, 9) },
    ]);
    const { body } = await as(
      suite.staff.Team.token,
      'GET',
      `/api/admin/get-orders-list/futureOrder?page=1&limit=10&processMonth=${march.slice(5, 7)}`,
    );
    expect(shapeOf(body)).toEqual(EXPECTED);
    expect(body).toMatchObject({ status: 1, total: 1 });
  });

  it('answers search-order with the same shape: matching rows of the page, total of all matches', async () => {
    await fillEveryFolder();
    await makeOrders(suite.context.app.db, [
      { sur_name: 'Quintana' },
      { sur_name: 'Quintanilla' },
      { sur_name: 'Quintero', process_status: 'Pending' },
    ]);
    const search = (searchVal: string, folderName: string, start = 0, end = 10) =>
      as(suite.staff.Team.token, 'POST', '/api/admin/search-order', { start, end, searchVal, folderName });
    for (const [searchVal, folderName, total] of [
      ['quint', 'allOrder', 3],
      ['quint', 'newOrder', 2],
      ['', 'pendingOrder', 2],
      ['nobody-has-this', 'allOrder', 0],
      ['qu', 'allOrder', 0],
    ] as const) {
      const { code, body } = await search(searchVal, folderName);
      expect({ searchVal, folderName, code, shape: shapeOf(body), total: body.total }).toEqual({
        searchVal,
        folderName,
        code: 200,
        shape: total ? EXPECTED_SEARCH : { ...EXPECTED_SEARCH, rowKeys: [] },
        total,
      });
    }
    const page = await search('quint', 'allOrder', 1, 2);
    expect(page.body).toMatchObject({ status: 1, total: 3, totalCapped: false });
    expect(page.body.data).toHaveLength(1);
  });

  it('counts a search exactly up to 1,000 matches, then answers 1,000 with totalCapped', async () => {
    // One statement for all of them: 1,001 inserts one by one take long on a busy machine.
    await suite.context.app.db
      .insertInto('orders')
      .values(Array.from({ length: 1001 }, () => orderValues({ sur_name: 'Quintana' })))
      .execute();
    const search = (searchVal: string) =>
      as(suite.staff.Team.token, 'POST', '/api/admin/search-order', {
        start: 990,
        end: 1010,
        searchVal,
        folderName: 'allOrder',
      });
    const capped = await search('quintana');
    expect(capped.body).toMatchObject({ status: 1, total: 1000, totalCapped: true });
    // The rows past the cap are still there to page through.
    expect(capped.body.data).toHaveLength(11);
    await suite.context.app.db
      .deleteFrom('orders')
      .where('order_id', '=', (capped.body.data as Array<{ order_id: number }>)[0]!.order_id)
      .execute();
    expect((await search('quintana')).body).toMatchObject({ total: 1000, totalCapped: false });
  }, 60_000);

  it('walks a list by its cursors (Next from the last row, Previous from the first) and refuses a foreign one', async () => {
    await makeOrders(
      suite.context.app.db,
      Array.from({ length: 7 }, (_, i) => ({ email: `walk${i % 3}@example.org` })),
    );
    const list = (query: string, sort = 'email') =>
      as(
        suite.staff.Team.token,
        'GET',
        `/api/admin/get-orders-list/allOrder?limit=3&sort=${sort}&order=asc&${query}`,
      );
    const ids = (body: { data: unknown }) =>
      (body.data as Array<{ order_id: number }>).map((r) => r.order_id);
    const pages = await Promise.all([1, 2, 3].map((page) => list(`page=${page}`)));
    const cursorsOf = (body: Record<string, unknown>) => body.cursors as { before: string; after: string };
    const second = await list(`page=2&after=${cursorsOf(pages[0]!.body).after}`);
    expect(ids(second.body)).toEqual(ids(pages[1]!.body));
    const third = await list(`page=3&after=${cursorsOf(second.body).after}`);
    expect(ids(third.body)).toEqual(ids(pages[2]!.body));
    expect(third.body.total).toBe(7);
    const back = await list(`page=2&before=${cursorsOf(third.body).before}`);
    expect(ids(back.body)).toEqual(ids(pages[1]!.body));

    // A cursor made for another sort, a made-up one, or both directions at once: a clear 400.
    const foreign = await list(`page=2&after=${cursorsOf(pages[0]!.body).after}`, 'name');
    expect(foreign).toMatchObject({
      code: 400,
      body: { status: 0, message: 'Invalid cursor: it belongs to another sort or list. Reload the list.' },
    });
    expect((await list('page=2&after=not-a-cursor')).code).toBe(400);
    const forged = Buffer.from(JSON.stringify(['not a time', 5])).toString('base64url');
    expect(await list(`page=2&after=${forged}`, 'created_at')).toMatchObject({
      code: 400,
      body: { status: 0, message: 'Invalid cursor: it belongs to another sort or list. Reload the list.' },
    });
    const both = await list(
      `page=2&after=${cursorsOf(pages[0]!.body).after}&before=${cursorsOf(pages[0]!.body).before}`,
    );
    expect(both).toMatchObject({ code: 400, body: { message: 'Send after or before, not both.' } });
  });

  it('documents the list and search answers (data an array of rows, total an integer) in OpenAPI', async () => {
    const docs = (await suite.context.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const [path, method] of [
      ['/api/admin/get-orders-list/{orderName}', 'get'],
      ['/api/admin/search-order', 'post'],
    ] as const) {
      const schema = docs.paths[path][method].responses['200'].content['application/json'].schema;
      expect({
        path,
        required: [...schema.required].sort(),
        data: schema.properties.data.type,
        total: schema.properties.total.type,
      }).toEqual({
        path,
        required: ['data', 'message', 'status', 'total'],
        data: 'array',
        total: 'integer',
      });
      // The row is named (OrderListRow) and written once under components.schemas.
      const row = schema.properties.data.items as { $ref: string };
      expect(row.$ref).toBe('#/components/schemas/OrderListRow');
      expect(Object.keys(docs.components.schemas.OrderListRow.properties).sort()).toEqual(
        Object.keys(ROW_TYPES).sort(),
      );
    }
  });
});
