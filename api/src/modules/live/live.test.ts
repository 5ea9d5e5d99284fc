import { databaseKinds } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { publish } from '../../platform/events/live';
import { useLiveSuite, type WireEvent } from './fixtures/index';

// A guard against a hang, not a speed limit: tests here took up to 1.6 s on the loaded 2-core machine.
jest.setTimeout(60_000);

describe.each(databaseKinds())('live updates (Server-Sent Events) on %s', (kind) => {
  const suite = useLiveSuite(kind);
  const open = (token: string | undefined, lastEventId?: string) => suite.open(token, lastEventId);

  const isOrder = (orderId: number) => (e: WireEvent) =>
    e.event === 'order-updated' && (e.data as { orderId: number }).orderId === orderId;

  it('opens a stream for a signed-in member: event-stream headers, a retry hint and the current position', async () => {
    const stream = await open(suite.staff.Team.token);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['cache-control']).toBe('no-store');
    const ready = await stream.next((e) => e.event === 'ready');
    expect(ready.id).toMatch(/^\d+$/);
    expect(stream.text()).toMatch(/^retry: \d+\n\n/);
  });

  it('a Last-Event-ID that is not one of ours (text, a huge number, negative) starts a fresh stream', async () => {
    for (const id of ['abc', '12abc', '9'.repeat(40), '-5']) {
      const stream = await open(suite.staff.Team.token, id);
      expect(stream.status).toBe(200);
      await stream.next((e) => e.event === 'ready');
    }
  });

  it('refuses a stream without a valid token (401, the envelope)', async () => {
    const stream = await open(undefined);
    expect(stream.status).toBe(401);
    const forged = await open('Bearer not-a-token');
    expect(forged.status).toBe(401);
  });

  // Pushed, not polled: the hub reads new events only when the commit's NOTIFY wakes it (there is no
  // polling timer to wait for), so the event arriving at all is the proof; how fast is the machine's.
  it("another member's status move is pushed to an open stream as it commits: order-updated with who and what, and counts-changed", async () => {
    const orderId = await makeOrder(suite.context.app.db, { process_status: 'New' });
    const watcher = await open(suite.staff.Team.token);
    await watcher.next((e) => e.event === 'ready');
    const moved = await suite.as(suite.staff.Manager.token, 'PUT', '/api/admin/move-order-status', {
      orderId: [orderId],
      updatingStatus: 'Completed',
    });
    expect(moved.code).toBe(200);
    const update = await watcher.next(isOrder(orderId));
    expect(update.data).toEqual({
      orderId,
      changes: ['status'],
      by: { id: suite.staff.Manager.id, name: suite.staff.Manager.name },
    });
    await watcher.next((e) => e.event === 'counts-changed');
  });

  it('names the tab that made the change (its X-Tab-Id) on order-updated and counts-changed; a bad header is ignored', async () => {
    const { Manager } = suite.staff;
    const [tabbed, untabbed] = [
      await makeOrder(suite.context.app.db, { process_status: 'New' }),
      await makeOrder(suite.context.app.db, { process_status: 'New' }),
    ];
    const watcher = await open(suite.staff.Team.token);
    await watcher.next((e) => e.event === 'ready');
    const moveFrom = (tab: string, orderId: number) =>
      suite.context.app.inject({
        method: 'PUT',
        url: '/api/admin/move-order-status',
        headers: { authorization: Manager.token, 'x-tab-id': tab },
        payload: { orderId: [orderId], updatingStatus: 'Completed' },
      });
    expect((await moveFrom('lq2x-9f3k', tabbed)).statusCode).toBe(200);
    expect((await watcher.next(isOrder(tabbed))).data).toEqual({
      orderId: tabbed,
      changes: ['status'],
      by: { id: Manager.id, name: Manager.name },
      tabId: 'lq2x-9f3k',
    });
    const counts = () => watcher.events.filter((e) => e.event === 'counts-changed');
    await watcher.next(() => counts().length === 1);
    expect(counts()[0]!.data).toEqual({ tabId: 'lq2x-9f3k' });

    expect((await moveFrom('not a tab id', untabbed)).statusCode).toBe(200);
    expect((await watcher.next(isOrder(untabbed))).data).not.toHaveProperty('tabId');
    await watcher.next(() => counts().length === 2);
    expect(counts()[1]!.data).toEqual({});

    // The tab is the call's, not the member's: the member's own answer never shows it.
    const me = await suite.context.app.inject({
      url: '/api/user_info',
      headers: { authorization: Manager.token, 'x-tab-id': 'lq2x-9f3k' },
    });
    const { token: _token, ...member } = Manager;
    expect([me.statusCode, me.json().data]).toEqual([200, member]);
  });

  it('a comment is an order-updated without counts-changed', async () => {
    const orderId = await makeOrder(suite.context.app.db);
    const watcher = await open(suite.staff.Admin.token);
    await watcher.next((e) => e.event === 'ready');
    const added = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/add-new-remark', {
      orderId,
      remark: 'Called the customer',
    });
    expect(added.code).toBe(200);
    const update = await watcher.next(isOrder(orderId));
    expect((update.data as { changes: string[] }).changes).toEqual(['comment']);
    expect(watcher.events.some((e) => e.event === 'counts-changed')).toBe(false);
  });

  it('resumes after Last-Event-ID: the events missed while disconnected come first, in order, once', async () => {
    const first = await makeOrder(suite.context.app.db);
    const second = await makeOrder(suite.context.app.db);
    const before = await open(suite.staff.Team.token);
    const position = (await before.next((e) => e.event === 'ready')).id!;
    before.close();
    for (const orderId of [first, second])
      await suite.as(suite.staff.Admin.token, 'PUT', '/api/admin/move-order-status', {
        orderId: [orderId],
        updatingStatus: 'Completed',
      });
    const resumed = await open(suite.staff.Team.token, position);
    await resumed.next(isOrder(second));
    const orders = resumed.events
      .filter((e) => e.event === 'order-updated')
      .map((e) => (e.data as { orderId: number }).orderId);
    expect(orders).toEqual([first, second]);
    const ids = resumed.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(resumed.events.some((e) => e.event === 'ready')).toBe(false);
  });

  it('sends each event only to the roles of its audience; a rolled-back change is never sent', async () => {
    const admin = await open(suite.staff.Admin.token);
    const team = await open(suite.staff.Team.token);
    await admin.next((e) => e.event === 'ready');
    await team.next((e) => e.event === 'ready');
    const db = suite.context.app.db;
    await db
      .transaction()
      .execute(async (trx) => {
        await publish(trx, [{ type: 'order-updated', data: { orderId: 1, changes: ['edit'] } }]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await publish(db, [
      { type: 'order-updated', data: { orderId: 2, changes: ['edit'] }, audience: ['Admin'] },
    ]);
    await publish(db, [{ type: 'order-updated', data: { orderId: 3, changes: ['edit'] } }]);
    await admin.next(isOrder(3));
    await team.next(isOrder(3));
    expect(admin.events.filter((e) => e.event === 'order-updated').map((e) => e.data)).toEqual([
      { orderId: 2, changes: ['edit'] },
      { orderId: 3, changes: ['edit'] },
    ]);
    expect(team.events.filter((e) => e.event === 'order-updated').map((e) => e.data)).toEqual([
      { orderId: 3, changes: ['edit'] },
    ]);
  });

  it('presence: who else has the order open, announced when someone arrives or leaves', async () => {
    const orderId = await makeOrder(suite.context.app.db);
    const watcher = await open(suite.staff.Team.token);
    await watcher.next((e) => e.event === 'ready');
    const { Team, Manager } = suite.staff;

    const mine = await suite.as(Team.token, 'POST', '/api/admin/presence', { orderId, viewing: true });
    expect(mine.code).toBe(200);
    expect(mine.body.data).toEqual({ viewers: [{ id: Team.id, name: Team.name, role: 'Team' }] });
    const both = await suite.as(Manager.token, 'POST', '/api/admin/presence', { orderId, viewing: true });
    expect((both.body.data as { viewers: unknown[] }).viewers).toHaveLength(2);
    const announced = await watcher.next(
      (e) => e.event === 'presence' && (e.data as { viewers: unknown[] }).viewers.length === 2,
    );
    expect(announced.data).toEqual({
      orderId,
      viewers: expect.arrayContaining([
        { id: Team.id, name: Team.name, role: 'Team' },
        { id: Manager.id, name: Manager.name, role: 'Manager' },
      ]),
    });

    // Saying "still here" is not news; leaving is.
    const count = () => watcher.events.filter((e) => e.event === 'presence').length;
    const seen = count();
    await suite.as(Manager.token, 'POST', '/api/admin/presence', { orderId, viewing: true });
    await suite.as(Manager.token, 'POST', '/api/admin/presence', { orderId, viewing: false });
    // Events arrive in the order they were committed: once a marker published after both calls has
    // arrived, every presence event they caused has arrived before it (no fixed wait for stragglers).
    await publish(suite.context.app.db, [{ type: 'counts-changed', data: { marker: true } }]);
    await watcher.next(
      (e) => e.event === 'counts-changed' && (e.data as { marker?: boolean }).marker === true,
    );
    const presence = watcher.events.filter((e) => e.event === 'presence');
    expect(presence.at(-1)!.data).toEqual({
      orderId,
      viewers: [{ id: Team.id, name: Team.name, role: 'Team' }],
    });
    expect(count()).toBe(seen + 1);
  });

  it('refuses bad presence input with a clear 400', async () => {
    const bad = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/presence', {
      orderId: 'x\u0000',
      viewing: true,
    });
    expect(bad.code).toBe(400);
    const noFlag = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/presence', { orderId: 5 });
    expect(noFlag.code).toBe(400);
  });

  it('closes open streams with a short retry hint when the server shuts down', async () => {
    const stream = await open(suite.staff.Team.token);
    await stream.next((e) => e.event === 'ready');
    // preClose is what app.close() runs first; calling the stream's own close path through it.
    await Promise.race([suite.context.app.close(), stream.closed.then(() => undefined)]);
    await stream.closed;
    expect(stream.text()).toMatch(/retry: 1000\n\n$/);
  });
});
