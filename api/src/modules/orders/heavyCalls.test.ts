import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { databaseKinds } from '../../testing/harness';
import { makeOrders, orderValues, useStaffSuite } from '../../testing/fixtures';
import { parseCsv } from '../../testing/csv';
import {
  EXPORT_LIMITS,
  LARGE_LIST_LIMITS,
  LARGE_LIST_ROWS,
  exportSlots,
  largeListSlots,
} from './service/heavyCalls';

// A guard against a hang, not a speed limit: the slowest test here (40,000 orders) took 6.3 s on the loaded
// 2-core machine; the others well under a second.
jest.setTimeout(60_000);

/** Polls a condition until it holds; the 30 s only guard a hang (it takes milliseconds when idle). */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/*
 * Slots taken here with take() stand for exports or lists other calls are running: the refusals are then
 * exact, whatever the machine's speed. How slots come back (end, failure, a client gone) is tested on real
 * sockets below and in http/concurrency.test.ts.
 */
describe.each(databaseKinds())('heavy calls bounded on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const db = () => suite.context.app.db;
  const held: Array<() => void> = [];
  beforeEach(() => {
    exportSlots.forgetRefusals();
    largeListSlots.forgetRefusals();
  });
  afterEach(() => {
    for (const release of held.splice(0)) release();
    expect(exportSlots.inUse).toBe(0);
    expect(largeListSlots.inUse).toBe(0);
  });
  const hold = (limit: typeof exportSlots, memberId: number, times: number) => {
    for (let i = 0; i < times; i += 1) held.push(limit.take(memberId));
  };

  const get = (token: string, url: string) =>
    suite.context.app.inject({ method: 'GET', url, headers: { authorization: token } });

  const securityRecords = (event: 'export' | 'rate-limited') =>
    db()
      .selectFrom('security_events')
      .select(['actor_id', 'member_id', 'detail'])
      .where('event', '=', event)
      .orderBy('id')
      .execute();

  const EXPORTS = [
    '/api/admin/export/allOrder.csv',
    '/api/admin/export/newOrder.csv?userName=me',
    '/api/admin/export/countryOrders.csv',
    '/api/admin/export/processedBy.csv',
  ];

  it(`a member's export past ${EXPORT_LIMITS.perMember} running is a 429; past ${EXPORT_LIMITS.perProcess} in the process a 503; the statistics exports count too`, async () => {
    const { Manager, Admin, 'Night Staff': night } = suite.staff;
    await makeOrders(db(), [{}, {}]);
    hold(exportSlots, Manager.id, EXPORT_LIMITS.perMember);
    for (const url of EXPORTS) {
      const refused = await get(Manager.token, url);
      expect({ url, code: refused.statusCode }).toEqual({ url, code: 429 });
      expect(refused.headers['retry-after']).toBe(String(EXPORT_LIMITS.retryAfterSeconds));
      expect(refused.json()).toEqual({
        status: 0,
        message: 'You already have 2 exports running. Please wait for them to finish.',
        data: null,
      });
    }
    // Another member may still export while the process has room.
    const free = await get(Admin.token, EXPORTS[0]!);
    expect(free.statusCode).toBe(200);

    hold(exportSlots, night.id, EXPORT_LIMITS.perProcess - EXPORT_LIMITS.perMember);
    for (const url of EXPORTS) {
      const busy = await get(Admin.token, url);
      expect({ url, code: busy.statusCode }).toEqual({ url, code: 503 });
      expect(busy.headers['retry-after']).toBe(String(EXPORT_LIMITS.retryAfterSeconds));
      expect(busy.json().message).toBe(
        'The server is busy with other exports. Please try again in a few seconds.',
      );
    }
    // One running export ends: the next one goes through.
    held.pop()!();
    const after = await get(Admin.token, EXPORTS[0]!);
    expect(after.statusCode).toBe(200);
    expect(parseCsv(after.body)).toHaveLength(3);

    // One record per member and burst; the exports that ran are recorded, the refused ones are not.
    expect(await securityRecords('rate-limited')).toEqual([
      {
        actor_id: Manager.id,
        member_id: Manager.id,
        detail: "Export CSV: 2 of this member's already running (429)",
      },
      { actor_id: Admin.id, member_id: Admin.id, detail: "Export CSV: the process's 4 slots busy (503)" },
    ]);
    expect(await securityRecords('export')).toEqual([
      { actor_id: Admin.id, member_id: null, detail: 'folder allOrder: 2 rows' },
      { actor_id: Admin.id, member_id: null, detail: 'folder allOrder: 2 rows' },
    ]);
  });

  it('records every export with what was exported and how many rows', async () => {
    const { Team, Manager } = suite.staff;
    await makeOrders(db(), [
      { first_name: 'Anabel', citizenship: 'Chile' },
      { first_name: 'Bruno', citizenship: 'Peru' },
      { first_name: 'Carla', citizenship: 'Peru' },
    ]);
    expect((await get(Team.token, '/api/admin/export/newOrder.csv?search=anabel')).statusCode).toBe(200);
    expect((await get(Team.token, '/api/admin/export/newOrder.csv?userName=x')).statusCode).toBe(200);
    expect(
      (await get(Manager.token, '/api/admin/export/countryOrders.csv?fromDate=2020-01-01')).statusCode,
    ).toBe(200);
    expect((await get(Manager.token, '/api/admin/export/processedBy.csv')).statusCode).toBe(200);
    expect(await securityRecords('export')).toEqual([
      { actor_id: Team.id, member_id: null, detail: 'folder newOrder, search "anabel": 1 row' },
      { actor_id: Team.id, member_id: null, detail: 'folder newOrder (My Orders): 0 rows' },
      { actor_id: Manager.id, member_id: null, detail: 'report countryOrders 2020-01-01..: 2 rows' },
      { actor_id: Manager.id, member_id: null, detail: 'report processedBy: 0 rows' },
    ]);
  });

  it(`a list page of more than ${LARGE_LIST_ROWS} rows: ${LARGE_LIST_LIMITS.perMember} per member (429) and ${LARGE_LIST_LIMITS.perProcess} per process (503) at once; shorter pages are never held up`, async () => {
    const { Team, Admin, Manager } = suite.staff;
    await makeOrders(db(), [{}, {}, {}]);
    const list = (token: string, limit: number) =>
      get(token, `/api/admin/get-orders-list/allOrder?limit=${limit}`);
    hold(largeListSlots, Team.id, LARGE_LIST_LIMITS.perMember);
    for (const limit of [LARGE_LIST_ROWS + 1, 2500]) {
      const refused = await list(Team.token, limit);
      expect({ limit, code: refused.statusCode }).toEqual({ limit, code: 429 });
      expect(refused.headers['retry-after']).toBe(String(LARGE_LIST_LIMITS.retryAfterSeconds));
      expect(refused.json().message).toBe(
        'You already have 3 lists of more than 500 rows loading. Please wait for them to finish.',
      );
    }
    expect((await list(Team.token, LARGE_LIST_ROWS)).statusCode).toBe(200);
    expect((await list(Admin.token, 2500)).json().total).toBe(3);

    hold(largeListSlots, Manager.id, LARGE_LIST_LIMITS.perProcess - LARGE_LIST_LIMITS.perMember);
    const busy = await list(Admin.token, 2500);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(LARGE_LIST_LIMITS.retryAfterSeconds));
    expect(busy.json()).toEqual({
      status: 0,
      message: 'The server is busy with other large lists. Please try again in a few seconds.',
      data: null,
    });
    expect((await list(Admin.token, 10)).statusCode).toBe(200);
    // Exports and lists are separate budgets.
    expect((await get(Admin.token, '/api/admin/export/allOrder.csv')).statusCode).toBe(200);
    expect((await securityRecords('rate-limited')).map((row) => row.detail)).toEqual([
      "List of more than 500 rows: 3 of this member's already running (429)",
      "List of more than 500 rows: the process's 6 slots busy (503)",
    ]);
  });

  it('a client that leaves in the middle of an export gives its slot back, and the record says so', async () => {
    const { app } = suite.context;
    const { Admin } = suite.staff;
    // 40,000 orders, about 3.5 MB of CSV: more than the socket buffers between the server and a client
    // that stops reading hold (about 1.5 MB here), so the export is still running while the client waits.
    await makeOrders(db(), [{}]);
    const columns = Object.keys(orderValues()).filter((column) => column !== 'order_number');
    const list = sql.join(columns.map((column) => sql.ref(column)));
    await sql`
      INSERT INTO orders (order_number, ${list})
      SELECT order_number || '-' || g, ${list} FROM orders CROSS JOIN generate_series(1, 39999) AS g`.execute(
      db(),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    /** Starts an export and stops reading at its first bytes; resolves with the request to end it. */
    const stalled = () =>
      new Promise<http.ClientRequest>((resolve, reject) => {
        const request = http.get(
          {
            host: '127.0.0.1',
            port,
            path: '/api/admin/export/allOrder.csv',
            headers: { authorization: Admin.token },
            agent: false,
          },
          (response) => {
            expect(response.statusCode).toBe(200);
            response.once('data', () => {
              response.pause();
              resolve(request);
            });
          },
        );
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      });
    const first = await stalled();
    const second = await stalled();
    // Both are still running (each holds its slot while its client does not read): the third is refused.
    expect(exportSlots.heldBy(Admin.id)).toBe(2);
    const third = await get(Admin.token, '/api/admin/export/chargeBack.csv');
    expect(third.statusCode).toBe(429);

    first.destroy();
    second.destroy();
    await until(() => exportSlots.heldBy(Admin.id) === 0, 'the two slots to come back');
    const again = await get(Admin.token, '/api/admin/export/chargeBack.csv');
    expect(again.statusCode).toBe(200);
    // The records of the two cut exports are written as their row source closes.
    let records: Array<{ detail: string | null }> = [];
    await until(async () => (records = await securityRecords('export')).length >= 3, 'the three records');
    const cut = records.filter((row) => row.detail?.startsWith('folder allOrder:'));
    expect(cut).toHaveLength(2);
    for (const row of cut) {
      expect(row.detail).toMatch(/^folder allOrder: [\d,]+ rows \(stopped early: the client left\)$/);
      expect(
        Number(row.detail!.replace(/^folder allOrder: ([\d,]+).*$/, '$1').replace(/,/g, '')),
      ).toBeLessThan(40_000);
    }
  }, 120_000);
});
