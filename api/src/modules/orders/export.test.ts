import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Insertable } from 'kysely';
import { databaseKinds } from '../../testing/harness';
import { futureDate, makeOrders, orderValues, useStaffSuite } from '../../testing/fixtures';
import { parseCsv } from '../../testing/csv';
import type { OrdersTable } from './tables';
import { STATUS_LABELS } from '@earrival/shared/status';
import { PROCESS_STATUSES } from '@earrival/shared/types';

// A guard against a hang, not a speed limit: a test here took up to 2.0 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(30_000);

/** A member's name as a file name writes it. */
const fileWord = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const DEFAULT_HEADER = [
  'Order Id',
  'Name',
  'Email',
  'Telephone',
  'Date & Time (UTC)',
  'Assigned To',
  'Status',
];

describe.each(databaseKinds())('Export CSV of the queues on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const { as } = suite;

  async function exportCsv(token: string | undefined, url: string) {
    const response = await suite.context.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: token } : {},
    });
    return response;
  }

  /** The ids of a CSV's rows (its first column), header left out. */
  const idsOf = (body: string) =>
    parseCsv(body)
      .slice(1)
      .map((row) => Number(row[0]));

  it('starts with a BOM and the table header, dates as the table shows them, the file named after the queue', async () => {
    const [id] = await makeOrders(suite.context.app.db, [
      { first_name: 'José', sur_name: 'Núñez', email: 'jose@example.org', phone_number: '5551234' },
    ]);
    const created = new Date(Date.UTC(2026, 2, 4, 17, 5, 9));
    await suite.context.app.db.updateTable('orders').set({ created_at: created }).execute();
    const response = await exportCsv(suite.staff.Team.token, '/api/admin/export/newOrder.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="newOrder-${today}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(parseCsv(response.body)).toEqual([
      DEFAULT_HEADER,
      [String(id), 'José Núñez', 'jose@example.org', '5551234', '03-04-2026 17:05:09', '', 'New'],
    ]);
  });

  it("writes each status's label and the issue's instant as the queue shows it (shared/src/testing/sameInstant.ts)", async () => {
    const { db } = suite.context.app;
    const ids = await makeOrders(
      db,
      PROCESS_STATUSES.map((process_status) => ({ process_status, created_at: '2026-01-29T03:38:00.000Z' })),
    );
    const csv = await exportCsv(
      suite.staff.Admin.token,
      '/api/admin/export/allOrder.csv?sort=order_id&order=asc',
    );
    const rows = parseCsv(csv.body);
    const when = rows[0]!.indexOf('Date & Time (UTC)');
    const status = rows[0]!.indexOf('Status');
    expect(when).toBeGreaterThan(0);
    expect(rows.slice(1).map((row) => [Number(row[0]), row[when], row[status]])).toEqual(
      ids.map((id, i) => [id, '01-29-2026 03:38:00', STATUS_LABELS[PROCESS_STATUSES[i]!]]),
    );
    expect(rows.slice(1).map((row) => row[status])).toEqual([
      'New',
      'Pending',
      'Completed',
      'Deleted',
      'Awaiting Response',
      'Awaiting Govt',
      'Contact Customer',
      'Customer Called',
      'Charge Back',
      'Refunded',
    ]);
    // The list the queue screen reads holds the same instant the file writes.
    const list = await as(
      suite.staff.Admin.token,
      'GET',
      '/api/admin/get-orders-list/allOrder?page=1&limit=50',
    );
    for (const row of list.body.data as Array<{ created_at: string }>)
      expect(row.created_at).toBe('2026-01-29T03:38:00.000Z');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const [id] = await makeOrders(suite.context.app.db, [
      { first_name: '=HYPERLINK("http://evil.example")', sur_name: '@SUM(A1)', phone_number: '+34 600 111' },
    ]);
    await makeOrders(suite.context.app.db, [{ first_name: '-2+3', sur_name: 'Diaz' }]);
    const rows = parseCsv(
      (await exportCsv(suite.staff.Admin.token, '/api/admin/export/newOrder.csv?sort=order_id&order=asc'))
        .body,
    );
    expect(rows[1]!.slice(0, 4)).toEqual([
      String(id),
      `'=HYPERLINK("http://evil.example") @SUM(A1)`,
      expect.any(String),
      "'+34 600 111",
    ]);
    expect(rows[2]![1]).toBe("'-2+3 Diaz");
  });

  it('holds the rows the list shows for the same filters, search and sort', async () => {
    const { db } = suite.context.app;
    const names = ['Ana', 'Bea', 'Cruz', 'Dora'];
    await makeOrders(
      db,
      Array.from({ length: 14 }, (_, i) => ({
        first_name: names[i % 4]!,
        sur_name: i % 3 ? 'Quintana' : 'Lopez',
        date_of_departure: i % 3 ? `2027-0${(i % 5) + 1}-02` : null,
        processing_mode: i % 2 ? 'Priority Processing' : 'Regular Processing',
      })),
    );
    const token = suite.staff.Manager.token;
    for (const [folder, query] of [
      ['newOrder', 'sort=name&order=asc'],
      ['priorityOrder', 'sort=date_of_departure&order=desc'],
      ['allOrder', 'sort=email&order=asc'],
      ['allOrder', ''],
    ] as const) {
      const list = await as(token, 'GET', `/api/admin/get-orders-list/${folder}?page=1&limit=500&${query}`);
      const listed = (list.body.data as Array<{ order_id: number }>).map((row) => row.order_id);
      expect(listed.length).toBeGreaterThan(0);
      const csv = await exportCsv(token, `/api/admin/export/${folder}.csv?${query}`);
      expect({ folder, query, ids: idsOf(csv.body) }).toEqual({ folder, query, ids: listed });
    }
    // The priority table's own columns.
    const priority = parseCsv((await exportCsv(token, '/api/admin/export/priorityOrder.csv')).body);
    expect(priority[0]).toEqual([
      'Order Id',
      'Name',
      'Email',
      'Telephone',
      'Date & Time (UTC)',
      'Departure Date',
      'Status',
    ]);

    const search = await as(token, 'POST', '/api/admin/search-order', {
      start: 0,
      end: 500,
      searchVal: 'quint',
      folderName: 'allOrder',
    });
    const found = (search.body.data as Array<{ order_id: number }>).map((row) => row.order_id);
    expect(found).toHaveLength(9);
    const searched = await exportCsv(token, '/api/admin/export/allOrder.csv?search=quint');
    expect(idsOf(searched.body)).toEqual(found);
    expect(searched.headers['content-disposition']).toContain('filename="allOrder-search-');
  });

  it('names the file after its filters and range: pendingOrder-argentina-2026-11-01_2026-11-30.csv', async () => {
    const token = suite.staff.Team.token;
    const team = suite.staff.Team;
    const nameOf = async (url: string) => {
      const response = await exportCsv(token, url);
      expect(response.statusCode).toBe(200);
      return /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1];
    };
    const today = new Date().toISOString().slice(0, 10);
    expect(
      await nameOf(
        '/api/admin/export/pendingOrder.csv?citizenship=Argentina&createdFrom=2026-11-01&createdTo=2026-11-30',
      ),
    ).toBe('pendingOrder-argentina-2026-11-01_2026-11-30.csv');
    expect(
      await nameOf(
        "/api/admin/export/allOrder.csv?citizenship=C%C3%B4te%20d'Ivoire&mode=Priority%20Processing&assignee=none&search=quint",
      ),
    ).toBe(`allOrder-cote-d-ivoire-priority-unassigned-search-${today}.csv`);
    expect(
      await nameOf(
        `/api/admin/export/pendingOrder.csv?assignee=${team.id}&mode=Regular%20Processing&createdFrom=2026-10-01`,
      ),
    ).toBe(`pendingOrder-standard-${fileWord(team.name)}-2026-10-01_${today}.csv`);
    expect(await nameOf('/api/admin/export/futureOrder.csv?processMonth=03')).toBe(
      `futureOrder-march-${today}.csv`,
    );
  });

  it('exports My Orders of the signed-in member only, and a Future Order month with its columns', async () => {
    const { db } = suite.context.app;
    const team = suite.staff.Team;
    const [mine] = await makeOrders(db, [{ assign_to: team.name, assigned_to_id: team.id }]);
    await makeOrders(db, [
      { assign_to: suite.staff.Admin.name, assigned_to_id: suite.staff.Admin.id },
      { processing_date: futureDate(2, 10) },
    ]);
    const my = await exportCsv(
      team.token,
      `/api/admin/export/newOrder.csv?userName=${encodeURIComponent(team.name)}`,
    );
    expect(idsOf(my.body)).toEqual([mine]);
    expect(my.headers['content-disposition']).toContain('filename="myOrders-');

    const month = futureDate(2, 10).slice(5, 7);
    const future = parseCsv(
      (await exportCsv(team.token, `/api/admin/export/futureOrder.csv?processMonth=${month}`)).body,
    );
    expect(future[0]).toEqual([
      'Order ID',
      'Name',
      'Email',
      'Telephone',
      'Date & Time (UTC)',
      'Processing Date',
      'Process Month',
      'Status',
    ]);
    expect(future).toHaveLength(2);
    const [y, m, d] = futureDate(2, 10).split('-');
    expect(future[1]!.slice(5, 7)).toEqual([`${d}-${m}-${y}`, expect.stringMatching(/^[A-Z][a-z]+$/)]);
  });

  it('applies the list role rules, refuses without a session and answers 400 to bad parameters', async () => {
    await makeOrders(suite.context.app.db, [{}]);
    expect((await exportCsv(suite.staff.Telecaller.token, '/api/admin/export/allOrder.csv')).statusCode).toBe(
      403,
    );
    expect((await exportCsv(suite.staff.Telecaller.token, '/api/admin/export/newOrder.csv')).statusCode).toBe(
      200,
    );
    const anonymous = await exportCsv(undefined, '/api/admin/export/newOrder.csv');
    expect(anonymous.statusCode).toBe(401);
    for (const url of [
      '/api/admin/export/noSuchQueue.csv',
      '/api/admin/export/newOrder.csv?sort=password',
      '/api/admin/export/newOrder.csv?order=sideways',
      '/api/admin/export/futureOrder.csv?processMonth=13',
      '/api/admin/export/newOrder.csv?search=ab',
      `/api/admin/export/newOrder.csv?search=${'x'.repeat(201)}`,
    ]) {
      const response = await exportCsv(suite.staff.Admin.token, url);
      expect({ url, code: response.statusCode }).toEqual({ url, code: 400 });
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('streams a large export: the first bytes come before the last row is read, and a client may leave', async () => {
    const { app } = suite.context;
    const rows: Insertable<OrdersTable>[] = Array.from({ length: 6000 }, () => orderValues());
    for (let i = 0; i < rows.length; i += 1000)
      await app.db
        .insertInto('orders')
        .values(rows.slice(i, i + 1000))
        .execute();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const get = (onChunk: (chunk: Buffer, response: http.IncomingMessage) => boolean) =>
      new Promise<{ chunks: number; bytes: number; ended: boolean }>((resolve, reject) => {
        const seen = { chunks: 0, bytes: 0, ended: false };
        const request = http.get(
          {
            host: '127.0.0.1',
            port,
            path: '/api/admin/export/allOrder.csv',
            headers: { authorization: suite.staff.Admin.token },
          },
          (response) => {
            response.on('data', (chunk: Buffer) => {
              seen.chunks += 1;
              seen.bytes += chunk.length;
              if (!onChunk(chunk, response)) {
                request.destroy();
                resolve(seen);
              }
            });
            response.on('end', () => resolve({ ...seen, ended: true }));
          },
        );
        request.on('error', (error) => (request.destroyed ? resolve(seen) : reject(error)));
      });
    // A client that leaves after its first bytes: they are the BOM and the header, sent chunked.
    let head = '';
    const left = await get((chunk, response) => {
      head = chunk.toString('utf8');
      expect(response.headers['content-length']).toBeUndefined();
      return false;
    });
    expect(left.ended).toBe(false);
    expect(head.startsWith(`\uFEFF${DEFAULT_HEADER.join(',')}\r\n`)).toBe(true);
    // The server is free for the next call (on PGlite: the one connection was not left held).
    const whole = await get(() => true);
    expect(whole.ended).toBe(true);
    expect(whole.chunks).toBeGreaterThan(1);
    const counts = await as(suite.staff.Admin.token, 'GET', '/api/admin/get-all-folder-count');
    expect((counts.body.data as { allOrdersCount: number }).allOrdersCount).toBe(6000);
  }, 120_000);
});
