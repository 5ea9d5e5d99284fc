import { databaseKinds } from '../../testing/harness';
import { makeOrders, useStaffSuite } from '../../testing/fixtures';
import { parseCsv } from '../../testing/csv';

// A guard against a hang, not a speed limit: a test here took up to 6.8 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(60_000);

describe.each(databaseKinds())('Export CSV of the statistics tables on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const { as } = suite;

  const exportCsv = (token: string | undefined, url: string) =>
    suite.context.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

  it('countryOrders: the table rows for the date range, search and sort, under the table headers', async () => {
    await makeOrders(suite.context.app.db, [
      { citizenship: 'Canada' },
      { citizenship: 'Canada', processing_mode: 'Priority Processing' },
      { citizenship: '=Cuba' },
      { citizenship: 'Italy' },
      { citizenship: 'Italy' },
      { citizenship: 'Italy' },
      { citizenship: 'Spain', created_at: '2024-01-15T10:00:00Z' },
    ]);
    const token = suite.staff.Team.token;
    const all = await exportCsv(token, '/api/admin/export/countryOrders.csv');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toMatch(
      /^attachment; filename="country-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const listed = await as(token, 'POST', '/api/admin/get-country-order-list', {});
    const rows = parseCsv(all.body);
    expect(rows[0]).toEqual(['Country', 'Order', 'Standard Orders', 'Priority Orders', 'Future Orders']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      (listed.body.data as Array<{ citizenship: string }>).map((row) =>
        row.citizenship.startsWith('=') ? `'${row.citizenship}` : row.citizenship,
      ),
    );

    const ranged = await exportCsv(
      token,
      '/api/admin/export/countryOrders.csv?fromDate=2025-01-01&search=a&sort=citizenship&order=desc',
    );
    // The file's name carries its range (an open end reads as today).
    expect(ranged.headers['content-disposition']).toMatch(
      /^attachment; filename="country-orders-2025-01-01_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const october = await exportCsv(
      token,
      '/api/admin/export/countryOrders.csv?fromDate=2026-10-01&toDate=2026-10-31',
    );
    expect(october.headers['content-disposition']).toBe(
      'attachment; filename="country-orders-2026-10-01_2026-10-31.csv"',
    );
    const processed = await exportCsv(
      suite.staff.Admin.token,
      '/api/admin/export/processedBy.csv?toDate=2026-10-31',
    );
    expect(processed.headers['content-disposition']).toBe(
      'attachment; filename="processed-by-start_2026-10-31.csv"',
    );
    expect(parseCsv(ranged.body).slice(1)).toEqual([
      ['Italy', '3', '3', '0', '0'],
      ['Canada', '2', '1', '1', '0'],
      ["'=Cuba", '1', '1', '0', '0'],
    ]);
  });

  it('processedBy: S. No, Name, Order Count for managers only; bad dates are refused', async () => {
    const ids = await makeOrders(suite.context.app.db, [{}, {}, {}]);
    await as(suite.staff.Admin.token, 'PUT', '/api/admin/move-order-status', {
      orderId: ids.slice(0, 2),
      updatingStatus: 'Completed',
    });
    await as(suite.staff.Manager.token, 'PUT', '/api/admin/move-order-status', {
      orderId: ids.slice(2),
      updatingStatus: 'Completed',
    });
    const csv = await exportCsv(
      suite.staff.Manager.token,
      '/api/admin/export/processedBy.csv?sort=count&order=asc',
    );
    expect(parseCsv(csv.body)).toEqual([
      ['S. No', 'Name', 'Order Count'],
      ['1', suite.staff.Manager.name, '1'],
      ['2', suite.staff.Admin.name, '2'],
    ]);
    expect((await exportCsv(suite.staff.Team.token, '/api/admin/export/processedBy.csv')).statusCode).toBe(
      403,
    );
    expect((await exportCsv(undefined, '/api/admin/export/processedBy.csv')).statusCode).toBe(401);
    expect((await exportCsv(undefined, '/api/admin/export/countryOrders.csv')).statusCode).toBe(401);
    for (const url of [
      '/api/admin/export/processedBy.csv?fromDate=2026-02-30',
      '/api/admin/export/processedBy.csv?fromDate=2026-03-01&toDate=2026-02-01',
      '/api/admin/export/processedBy.csv?sort=citizenship',
      '/api/admin/export/countryOrders.csv?order=up',
    ]) {
      const response = await exportCsv(suite.staff.Admin.token, url);
      expect({ url, code: response.statusCode }).toEqual({ url, code: 400 });
    }
  });
});
