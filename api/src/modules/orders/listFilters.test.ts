import type { OrderListRow } from './schemas/order';
import { databaseKinds } from '../../testing/harness';
import { makeOrders, useStaffSuite } from '../../testing/fixtures';

jest.setTimeout(30_000);

type Row = OrderListRow;

/** The list filters: rows and totals from the database, on the list, the search and the CSV export. */
describe.each(databaseKinds())('list filters on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const { as } = suite;
  let ids: number[];

  beforeEach(async () => {
    const team = suite.staff.Team;
    ids = await makeOrders(suite.context.app.db, [
      { process_status: 'Pending', citizenship: 'Canada', created_at: '2026-03-01T10:00:00Z' },
      { process_status: 'Pending', citizenship: 'Spain', created_at: '2026-03-02T23:59:59Z' },
      {
        process_status: 'Pending',
        citizenship: 'Canada',
        processing_mode: 'Priority Processing',
        created_at: '2026-03-03T00:00:00Z',
        assign_to: team.name,
      },
      { process_status: 'Pending', citizenship: 'United States', created_at: '2026-04-10T12:00:00Z' },
      { process_status: 'Completed', citizenship: 'Canada', created_at: '2026-03-01T10:00:00Z' },
    ]);
  });

  async function list(query: string, token = suite.staff.Manager.token) {
    const { code, body } = await as(
      token,
      'GET',
      `/api/admin/get-orders-list/pendingOrder?page=1&limit=10&${query}`,
    );
    expect({ code, message: body.message }).toEqual({ code: 200, message: 'OK' });
    return {
      ids: (body.data as Row[]).map((row) => row.order_id).sort(),
      total: body.total,
      capped: body.totalCapped,
    };
  }

  it('filters by citizenship (any case), mode, assignee and created days, with exact totals', async () => {
    const [canada1, spain, canadaPriority, us] = ids;
    expect(await list('citizenship=canada')).toEqual({
      ids: [canada1, canadaPriority],
      total: 2,
      capped: false,
    });
    // Mode and assignee keep the folder's exact count: no totalCapped in the answer, as unfiltered.
    expect(await list('mode=Priority%20Processing')).toEqual({
      ids: [canadaPriority],
      total: 1,
      capped: undefined,
    });
    expect(await list('assignee=none')).toEqual({ ids: [canada1, spain, us], total: 3, capped: undefined });
    expect(await list(`assignee=${suite.staff.Team.id}`)).toEqual({
      ids: [canadaPriority],
      total: 1,
      capped: undefined,
    });
    // Whole UTC days, both ends included: 23:59:59 of the 2nd is in, 00:00 of the 3rd is not.
    expect(await list('createdFrom=2026-03-01&createdTo=2026-03-02')).toEqual({
      ids: [canada1, spain],
      total: 2,
      capped: false,
    });
    expect(await list('createdFrom=2026-04-01')).toEqual({ ids: [us], total: 1, capped: false });
    expect(await list('citizenship=Canada&assignee=none&createdTo=2026-03-31')).toEqual({
      ids: [canada1],
      total: 1,
      capped: false,
    });
    expect(await list('citizenship=Cuba')).toEqual({ ids: [], total: 0, capped: false });
  });

  it('keeps the filters across keyset pages', async () => {
    const first = await as(
      suite.staff.Manager.token,
      'GET',
      '/api/admin/get-orders-list/pendingOrder?page=1&limit=1&citizenship=Canada&sort=order_id&order=asc',
    );
    expect((first.body.data as Row[]).map((r) => r.order_id)).toEqual([ids[0]]);
    const cursors = first.body.cursors as { after: string };
    const next = await as(
      suite.staff.Manager.token,
      'GET',
      `/api/admin/get-orders-list/pendingOrder?page=2&limit=1&citizenship=Canada&sort=order_id&order=asc&after=${cursors.after}`,
    );
    expect((next.body.data as Row[]).map((r) => r.order_id)).toEqual([ids[2]]);
    expect(next.body.total).toBe(2);
  });

  it('filters a search and the CSV export the same way', async () => {
    const search = await as(suite.staff.Manager.token, 'POST', '/api/admin/search-order', {
      start: 0,
      end: 10,
      searchVal: '',
      folderName: 'pendingOrder',
      citizenship: 'Canada',
      assignee: 'none',
    });
    expect((search.body.data as Row[]).map((r) => r.order_id)).toEqual([ids[0]]);
    expect(search.body.total).toBe(1);
    const csv = await suite.context.app.inject({
      method: 'GET',
      url: '/api/admin/export/pendingOrder.csv?citizenship=Canada&sort=order_id&order=asc',
      headers: { authorization: suite.staff.Manager.token },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ids[0], ids[2]]);
  });

  it('lists the members who have orders for the assignee filter', async () => {
    const { body } = await as(suite.staff.Telecaller.token, 'GET', '/api/admin/get-order-assignees');
    expect(body.data).toEqual([{ id: suite.staff.Team.id, name: suite.staff.Team.name, orders: 1 }]);
  });

  it.each([
    ['assignee=someone', "Invalid assignee: a member's id or none, got 'someone'"],
    ['assignee=0', "Invalid assignee: a member's id or none, got '0'"],
    ['mode=Express', 'Invalid mode: must be one of Regular Processing, Priority Processing'],
    ['createdFrom=2026-02-30', "createdFrom is not a real day: expected YYYY-MM-DD, got '2026-02-30'"],
    ['createdTo=03/01/2026', "createdTo is not a real day: expected YYYY-MM-DD, got '03/01/2026'"],
    [
      'createdFrom=2026-03-05&createdTo=2026-03-01',
      'createdTo must be on or after the createdFrom (2026-03-05 is after 2026-03-01)',
    ],
    ['citizenship=', 'Invalid citizenship: must NOT have fewer than 1 characters'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const { code, body } = await as(
      suite.staff.Manager.token,
      'GET',
      `/api/admin/get-orders-list/pendingOrder?page=1&limit=10&${query}`,
    );
    expect({ code, status: body.status, message: body.message }).toEqual({ code: 400, status: 0, message });
    const search = await as(suite.staff.Manager.token, 'POST', '/api/admin/search-order', {
      start: 0,
      end: 10,
      searchVal: '',
      folderName: 'pendingOrder',
      ...Object.fromEntries(new URLSearchParams(query)),
    });
    expect(search.code).toBe(400);
  });
});
