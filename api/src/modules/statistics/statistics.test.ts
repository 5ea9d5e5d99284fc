import { SCREEN_ROLES } from '@earrival/shared/policy';
import { ROLES } from '@earrival/shared/types';
import { databaseKinds } from '../../testing/harness';
import { futureDate, makeOrders, sessionToken, useStaffSuite } from '../../testing/fixtures';

describe.each(databaseKinds())('statistics calls on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const { as } = suite;
  const today = () => new Date().toISOString().slice(0, 10);

  it('counts orders per citizenship in a date range, split standard / priority / future', async () => {
    await makeOrders(suite.context.app.db, [
      { citizenship: 'Canada' },
      { citizenship: 'Canada', processing_mode: 'Priority Processing' },
      { citizenship: 'Canada', processing_date: futureDate() },
      { citizenship: 'Italy' },
      { citizenship: 'Italy', created_at: '2024-01-15T10:00:00Z' },
    ]);
    const ranged = await as(suite.staff.Team.token, 'POST', '/api/admin/get-country-order-list', {
      fromDate: '2025-01-01',
      toDate: `${today()}T23:59:59.000Z`,
    });
    expect(ranged.body).toEqual({
      status: 1,
      message: 'OK',
      data: [
        { citizenship: 'Canada', count: 3, standard_count: 2, priority_count: 1, future_count: 1 },
        { citizenship: 'Italy', count: 1, standard_count: 1, priority_count: 0, future_count: 0 },
      ],
    });
    const old = await as(suite.staff.Team.token, 'POST', '/api/admin/get-country-order-list', {
      fromDate: '2024-01-15',
      toDate: '2024-01-15',
    });
    expect(old.body.data).toEqual([
      { citizenship: 'Italy', count: 1, standard_count: 1, priority_count: 0, future_count: 0 },
    ]);
  });

  it('takes an empty body, or none, as "no dates" (the screens load that way)', async () => {
    const [a, b] = await makeOrders(suite.context.app.db, [{}, {}]);
    await as(suite.staff.Admin.token, 'PUT', '/api/admin/move-order-status', {
      orderId: [a, b],
      updatingStatus: 'Completed',
    });
    for (const url of ['/api/admin/get-country-order-list', '/api/admin/get-processed-by-count']) {
      for (const payload of [{}, undefined]) {
        const { code, body } = await as(suite.staff.Admin.token, 'POST', url, payload);
        expect({ url, payload, code, total: (body.data as Array<{ count: number }>)[0]?.count }).toEqual({
          url,
          payload,
          code: 200,
          total: 2,
        });
      }
    }
  });

  it("counts processed orders per member ('processed' = moved to Completed), for managers only", async () => {
    const [a, b, c] = await makeOrders(suite.context.app.db, [{}, {}, {}]);
    await as(suite.staff.Team.token, 'PUT', '/api/admin/move-order-status', {
      orderId: [a, b],
      updatingStatus: 'Completed',
    });
    await as(suite.staff.Manager.token, 'PUT', '/api/admin/move-order-status', {
      orderId: c,
      updatingStatus: 'Completed',
    });
    const url = '/api/admin/get-processed-by-count';
    const { body } = await as(suite.staff.Manager.token, 'POST', url, { fromDate: today(), toDate: today() });
    expect(body).toEqual({
      status: 1,
      message: 'Processed orders loaded',
      data: [
        { member_id: suite.staff.Team.id, processed_by: suite.staff.Team.name, count: 2 },
        { member_id: suite.staff.Manager.id, processed_by: suite.staff.Manager.name, count: 1 },
      ],
    });
    const none = await as(suite.staff.Admin.token, 'POST', url, {
      fromDate: '2020-01-01',
      toDate: '2020-12-31',
    });
    expect(none.body).toEqual({ status: 1, message: 'No processed orders in this period', data: [] });
    for (const role of ROLES) {
      const answer = await as(suite.staff[role].token, 'POST', url, {});
      const allowed = (SCREEN_ROLES.processedBy as readonly string[]).includes(role);
      expect({ role, code: answer.code }).toEqual({ role, code: allowed ? 200 : 403 });
    }
  });

  it('tells apart two members who share a name (processed by is kept by member id)', async () => {
    const db = suite.context.app.db;
    const twin = await db
      .insertInto('team_members')
      .values({ name: suite.staff.Team.name, email: 'twin@example.com', type: 'Team', password_hash: 'x' })
      .returning(['id', 'name', 'email', 'type', 'token_version'])
      .executeTakeFirstOrThrow();
    const twinToken = await sessionToken(suite.context.app, twin);
    const [a, b] = await makeOrders(db, [{}, {}]);
    await as(suite.staff.Team.token, 'PUT', '/api/admin/move-order-status', {
      orderId: a,
      updatingStatus: 'Completed',
    });
    await as(twinToken, 'PUT', '/api/admin/move-order-status', { orderId: b, updatingStatus: 'Completed' });
    const { body } = await as(suite.staff.Admin.token, 'POST', '/api/admin/get-processed-by-count', {});
    expect(body.data).toEqual(
      expect.arrayContaining([
        { member_id: suite.staff.Team.id, processed_by: suite.staff.Team.name, count: 1 },
        { member_id: twin.id, processed_by: suite.staff.Team.name, count: 1 },
      ]),
    );
    expect(body.data).toHaveLength(2);
  });

  it('refuses a date that is not a calendar day with a clear 400', async () => {
    for (const [field, value] of [
      ['fromDate', '2025-02-30'],
      ['toDate', 'yesterday'],
    ] as const) {
      const { code, body } = await as(suite.staff.Admin.token, 'POST', '/api/admin/get-country-order-list', {
        [field]: value,
      });
      expect({ code, status: body.status, message: body.message }).toEqual({
        code: 400,
        status: 0,
        message: expect.stringContaining(field),
      });
    }
  });

  it('refuses a range that is backwards, out of the calendar window or too long, on both reports', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { fromDate: '2026-06-01', toDate: '2026-01-01' },
        /^toDate must be on or after the fromDate \(2026-06-01 is after 2026-01-01\)$/,
      ],
      [{ fromDate: '0001-01-01' }, /^fromDate must be between 2000-01-01 and 2099-12-31, got 0001-01-01$/],
      [{ toDate: '2150-01-01' }, /^toDate must be between 2000-01-01 and 2099-12-31, got 2150-01-01$/],
      [{ fromDate: '2024-02-29', toDate: '2023-02-29' }, /^toDate is not a real day/],
      [
        { fromDate: '2000-01-01', toDate: '2099-12-31' },
        /^The date range is too long: at most 1830 days \(about 5 years\), got 36525 days\./,
      ],
      [{ fromDate: '2020-01-01', toDate: '2025-01-05' }, /too long: at most 1830 days .*got 1832 days/],
    ];
    for (const url of ['/api/admin/get-country-order-list', '/api/admin/get-processed-by-count']) {
      for (const [payload, message] of cases) {
        const { code, body } = await as(suite.staff.Admin.token, 'POST', url, payload);
        expect({ url, payload, code, status: body.status }).toEqual({ url, payload, code: 400, status: 0 });
        expect(body.message).toMatch(message);
      }
    }
  });

  it('takes the longest allowed range, and one open end, keeping the days inclusive', async () => {
    await makeOrders(suite.context.app.db, [
      { citizenship: 'Peru', created_at: '2021-03-10T00:00:00Z' },
      { citizenship: 'Peru', created_at: '2026-03-13T23:59:59Z' },
      { citizenship: 'Peru', created_at: '2026-03-14T00:00:00Z' },
    ]);
    const peru = async (payload: Record<string, string>) => {
      const { code, body } = await as(
        suite.staff.Team.token,
        'POST',
        '/api/admin/get-country-order-list',
        payload,
      );
      const row = (body.data as Array<{ citizenship: string; count: number }>).find(
        (r) => r.citizenship === 'Peru',
      );
      return { code, count: row?.count ?? 0 };
    };
    // 2021-03-10 .. 2026-03-13 is exactly 1830 days, both ends counted.
    expect(await peru({ fromDate: '2021-03-10', toDate: '2026-03-13' })).toEqual({ code: 200, count: 2 });
    expect(await peru({ fromDate: '2026-03-13' })).toEqual({ code: 200, count: 2 });
    expect(await peru({ toDate: '2021-03-10' })).toEqual({ code: 200, count: 1 });
    expect(await peru({})).toEqual({ code: 200, count: 3 });
  });

  it('counts the Future Order month tiles, all twelve months', async () => {
    const march = futureDate(2, 3);
    await makeOrders(suite.context.app.db, [
      { processing_date: march },
      { processing_date: march },
      { processing_date: futureDate(4, 20) },
      {},
    ]);
    const { body } = await as(suite.staff.Telecaller.token, 'GET', '/api/admin/get-future-order-month-count');
    const tiles = body.data as Array<{ month: string; count: number }>;
    expect(tiles.map((t) => t.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(tiles.find((t) => t.month === march.slice(5, 7))!.count).toBe(2);
    expect(tiles.reduce((sum, t) => sum + t.count, 0)).toBe(3);
  });
});
