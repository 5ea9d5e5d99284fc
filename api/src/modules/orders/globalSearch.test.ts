import { databaseKinds } from '../../testing/harness';
import { futureDate, makeOrders, useStaffSuite } from '../../testing/fixtures';
import { SHORT_SEARCH_MESSAGE } from './service/globalSearch';

// A guard against a hang, not a speed limit: a test here took up to 1.3 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(30_000);

interface Row {
  order_id: number;
  name: string;
  email: string;
  phone: string;
  status: string;
  folder: string;
}

describe.each(databaseKinds())('GET /api/admin/orders/search on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const search = (token: string, q: string) =>
    suite.as(token, 'GET', `/api/admin/orders/search?q=${encodeURIComponent(q)}`);
  const ids = async (token: string, q: string) => {
    const { code, body } = await search(token, q);
    expect(code).toBe(200);
    return (body.data as Row[]).map((row) => row.order_id);
  };

  it('finds by e-mail, name, telephone and id, newest first, with the queue that holds each order', async () => {
    const db = suite.context.app.db;
    const [pending, fresh, other] = await makeOrders(db, [
      { process_status: 'Pending', first_name: 'Zoraida', sur_name: 'Quintana', email: 'zq@mail.example' },
      { first_name: 'Zoraida', sur_name: 'Quintana', phone_number: '5551234987' },
      { first_name: 'Someone', sur_name: 'Else', email: 'else@mail.example' },
    ]);
    const { token } = suite.staff.Admin;
    const { body } = await search(token, 'zoraida QUINTANA');
    expect(body.data).toEqual([
      {
        order_id: fresh,
        name: 'Zoraida Quintana',
        email: expect.any(String),
        phone: '+34 5551234987',
        status: 'New',
        folder: 'newOrder',
      },
      expect.objectContaining({ order_id: pending, email: 'zq@mail.example', folder: 'pendingOrder' }),
    ]);
    expect(await ids(token, 'ZQ@mail')).toEqual([pending]);
    expect(await ids(token, '1234987')).toEqual([fresh]);
    expect(await ids(token, String(other))).toEqual([other]);
    expect(await ids(token, `#${other}`)).toEqual([other]);
  });

  it('answers ten orders at most', async () => {
    await makeOrders(
      suite.context.app.db,
      Array.from({ length: 12 }, () => ({ sur_name: 'Manyfold' })),
    );
    expect(await ids(suite.staff.Team.token, 'manyfold')).toHaveLength(10);
  });

  it('finds a short order id whole, and asks for 3 characters of other text', async () => {
    const short = await search(suite.staff.Admin.token, 'an');
    expect(short.body).toMatchObject({ status: 1, data: [], message: SHORT_SEARCH_MESSAGE });
    // Order ids start at 100001 here; "42" is a number, so it is looked up (and nothing has that id).
    expect((await search(suite.staff.Admin.token, '42')).body).toMatchObject({ status: 1, data: [] });
  });

  it("gives a Telecaller only the orders its queues hold (Order History's rule)", async () => {
    const { Telecaller, Team } = suite.staff;
    const db = suite.context.app.db;
    const [refunded, othersNew, ownNew, future, completed] = await makeOrders(db, [
      { process_status: 'Refunds', sur_name: 'Scopetest' },
      { sur_name: 'Scopetest', assign_to: Team.name, assigned_to_id: Team.id },
      { sur_name: 'Scopetest', assign_to: Telecaller.name, assigned_to_id: Telecaller.id },
      { sur_name: 'Scopetest', processing_date: futureDate() },
      { process_status: 'Completed', sur_name: 'Scopetest' },
    ]);
    // Refunds and New orders assigned to someone else sit in Order History alone.
    expect(await ids(Telecaller.token, 'scopetest')).toEqual([completed, future, ownNew]);
    expect(await ids(Team.token, 'scopetest')).toEqual([completed, future, ownNew, othersNew, refunded]);
    const rows = (await search(Telecaller.token, 'scopetest')).body.data as Row[];
    expect(rows.map((row) => row.folder)).toEqual(['completedOrder', 'futureOrder', 'myOrder']);
    const teamRows = (await search(Team.token, 'scopetest')).body.data as Row[];
    expect(teamRows.map((row) => row.folder)).toEqual([
      'completedOrder',
      'futureOrder',
      'allOrder',
      'myOrder',
      'allOrder',
    ]);
  });

  it('refuses bad input with a message, and callers without a session', async () => {
    const { token } = suite.staff.Admin;
    for (const q of ['abc\u0000def', 'x'.repeat(1000), 'line\nbreak']) {
      const { code, body } = await search(token, q);
      expect(code).toBe(400);
      expect(body).toMatchObject({ status: 0, message: expect.stringMatching(/q/) });
    }
    expect((await suite.as(token, 'GET', '/api/admin/orders/search')).code).toBe(400);
    expect((await suite.as('', 'GET', '/api/admin/orders/search?q=abc')).code).toBe(401);
  });

  it("treats LIKE's wildcards as the characters themselves", async () => {
    const [percent] = await makeOrders(suite.context.app.db, [{ email: 'a%b_c@mail.example' }]);
    expect(await ids(suite.staff.Admin.token, '%b_')).toEqual([percent]);
    expect(await ids(suite.staff.Admin.token, '___')).toEqual([]);
  });
});
