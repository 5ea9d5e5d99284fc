import { databaseKinds } from '../../testing/harness';
import { call, makeOrders, useStaffSuite } from '../../testing/fixtures';

jest.setTimeout(30_000);

/** Saved views: a member's own, listed, limited, and nobody else's to delete. */
describe.each(databaseKinds())('saved views on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const { as } = suite;
  const save = (token: string, body: unknown) => as(token, 'POST', '/api/admin/saved-views', body);
  const list = async (token: string) =>
    (await as(token, 'GET', '/api/admin/saved-views')).body.data as Array<Record<string, unknown>>;
  const remove = (token: string, id: unknown) =>
    call(suite.context.app, token, 'DELETE', `/api/admin/saved-views/${String(id)}`);

  it('saves, lists and deletes a view of a queue', async () => {
    const team = suite.staff.Team.token;
    const saved = await save(team, {
      name: '  Canada, unassigned ',
      path: '/admin/pending-order',
      query: '?citizenship=Canada&assignee=none',
    });
    expect(saved.code).toBe(200);
    expect(saved.body).toMatchObject({
      status: 1,
      message: 'View saved',
      data: {
        name: 'Canada, unassigned',
        path: '/admin/pending-order',
        query: 'citizenship=Canada&assignee=none',
      },
    });
    const rows = await suite.context.app.db.selectFrom('saved_views').selectAll().execute();
    expect(rows).toMatchObject([{ member_id: suite.staff.Team.id, name: 'Canada, unassigned' }]);
    expect(await list(team)).toEqual([saved.body.data]);
    expect(await list(suite.staff.Manager.token)).toEqual([]);

    const id = (saved.body.data as { id: number }).id;
    const gone = await remove(team, id);
    expect(gone.body).toEqual({ status: 1, message: 'View deleted', data: null });
    expect(await list(team)).toEqual([]);
    expect(await suite.context.app.db.selectFrom('saved_views').selectAll().execute()).toEqual([]);
  });

  it("counts each view's list as the list call counts it, and says null where it cannot", async () => {
    const { db } = suite.context.app;
    const team = suite.staff.Team;
    await makeOrders(db, [
      { process_status: 'Pending', citizenship: 'Canada', first_name: 'Zelda' },
      { process_status: 'Pending', citizenship: 'Canada', first_name: 'Anna' },
      { process_status: 'Pending', citizenship: 'Spain', first_name: 'Zelda' },
      { process_status: 'New', assigned_to_id: team.id },
      { process_status: 'Completed' },
    ]);
    const views = [
      ['Canada pending', '/admin/pending-order', 'citizenship=canada&sort=created_at&order=asc&page=3'],
      ['Zeldas pending', '/admin/pending-order', 'q=zelda'],
      ['Mine', '/admin/my-order', ''],
      ['History', '/admin/order-history', ''],
      ['Impossible days', '/admin/pending-order', 'createdFrom=2026-02-30'],
    ] as const;
    const ids: number[] = [];
    for (const [name, path, query] of views) {
      const saved = await save(team.token, { name, path, query });
      expect(saved.code).toBe(200);
      ids.push((saved.body.data as { id: number }).id);
    }
    const listTotal = async (query: string) =>
      (await as(team.token, 'GET', `/api/admin/get-orders-list/pendingOrder?${query}`)).body.total;

    const counted = await as(team.token, 'GET', '/api/admin/saved-views/counts');
    expect(counted.code).toBe(200);
    expect(counted.body.data).toEqual([
      { id: ids[0], total: 2, capped: false },
      { id: ids[1], total: 2, capped: false },
      { id: ids[2], total: 1, capped: false },
      { id: ids[3], total: 5, capped: false },
      // The impossible day is refused by the list as well: no count.
      { id: ids[4], total: null, capped: false },
    ]);
    expect(await listTotal('citizenship=canada')).toBe(2);
    // Another member sees only their own views' counts; Order History is not a Telecaller's screen.
    const telecaller = suite.staff.Telecaller.token;
    const theirs = await save(telecaller, { name: 'History', path: '/admin/order-history', query: '' });
    expect((await as(telecaller, 'GET', '/api/admin/saved-views/counts')).body.data).toEqual([
      { id: (theirs.body.data as { id: number }).id, total: null, capped: false },
    ]);
  });

  it("answers 404 for another member's view and leaves it in place", async () => {
    const saved = await save(suite.staff.Team.token, { name: 'Mine', path: '/admin/my-order', query: '' });
    const id = (saved.body.data as { id: number }).id;
    const refused = await remove(suite.staff.Admin.token, id);
    expect(refused).toEqual({
      code: 404,
      body: { status: 0, message: `You have no saved view ${id}.`, data: null },
    });
    expect(await list(suite.staff.Team.token)).toHaveLength(1);
    expect((await remove(suite.staff.Team.token, 999999)).code).toBe(404);
    expect((await remove(suite.staff.Team.token, 'abc')).code).toBe(400);
  });

  it('keeps at most 30 views per member and one name once', async () => {
    const token = suite.staff.Team.token;
    for (let i = 1; i <= 30; i += 1)
      expect(
        (await save(token, { name: `View ${i}`, path: '/admin/recent-order', query: `page=${i}` })).code,
      ).toBe(200);
    const over = await save(token, { name: 'View 31', path: '/admin/recent-order', query: '' });
    expect(over.code).toBe(409);
    expect(over.body.message).toBe(
      'You already have 30 saved views, the most there can be. Delete one first.',
    );
    const other = await save(suite.staff.Manager.token, {
      name: 'View 1',
      path: '/admin/recent-order',
      query: '',
    });
    expect(other.code).toBe(200);
    const again = await save(suite.staff.Manager.token, { name: 'view 1', path: '/admin/called', query: '' });
    expect(again.body.message).toBe("You already have a view named 'view 1'.");
  });

  it.each([
    ['an empty name', { name: '   ', path: '/admin/recent-order', query: '' }, 'Give the view a name.'],
    [
      'a long name',
      { name: 'x'.repeat(61), path: '/admin/recent-order', query: '' },
      'Invalid name: must NOT have more than 60 characters',
    ],
    ['a two-line name', { name: 'a\nb', path: '/admin/recent-order', query: '' }, /^Invalid name/],
    [
      'a screen that is no queue',
      { name: 'x', path: '/admin/manage-team', query: '' },
      /^Invalid path: a view opens a queue/,
    ],
    ['another site', { name: 'x', path: 'https://evil.example/', query: '' }, /^Invalid path/],
    [
      'a long query',
      { name: 'x', path: '/admin/recent-order', query: 'q='.padEnd(1001, 'a') },
      'Invalid query: must NOT have more than 1000 characters',
    ],
    [
      'no query',
      { name: 'x', path: '/admin/recent-order' },
      "Invalid query: must have required property 'query'",
    ],
  ])('refuses %s with 400', async (_, body, message) => {
    const { code, body: answer } = await save(suite.staff.Team.token, body);
    expect({ code, status: answer.status }).toEqual({ code: 400, status: 0 });
    expect(answer.message).toMatch(message);
    expect(await list(suite.staff.Team.token)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await call(suite.context.app, undefined, 'GET', '/api/admin/saved-views')).code).toBe(401);
  });
});
