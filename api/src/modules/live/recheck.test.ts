import jwt from 'jsonwebtoken';
import { sql } from 'kysely';
import type { StreamEnded as StreamEndedData } from './schemas';
import { databaseKinds } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { publish } from '../../platform/events/live';
import { DEFAULT_SWEEP_MS, liveStreams } from './streams';
import { isEvent, useLiveSuite, type TestStream } from './fixtures/index';

/** Within this time of a session's end its streams have ended (the promise made in the README). */
const WITHIN_MS = 5_000;

describe.each(databaseKinds())('open streams are checked again and ended (on %s)', (kind) => {
  const suite = useLiveSuite(kind);
  // A short sweep, so each test waits a fraction of a second; one test keeps the default.
  beforeAll(() => (liveStreams.sweepMs = 100));
  afterAll(() => (liveStreams.sweepMs = DEFAULT_SWEEP_MS));

  const ready = async (token: string) => {
    const stream = await suite.open(token);
    expect(stream.status).toBe(200);
    await stream.next(isEvent('ready'));
    return stream;
  };

  /** The stream's last event says why, and then the server closes it. */
  const endedWith = async (stream: TestStream): Promise<StreamEndedData> => {
    const last = await stream.next(isEvent('stream-ended'), WITHIN_MS);
    await stream.closed;
    expect(stream.events.at(-1)).toBe(last);
    return last.data as StreamEndedData;
  };

  it('logout ends the streams of that token, and only those', async () => {
    const token = await suite.signIn('Team');
    const other = await suite.signIn('Team');
    const [first, second, kept] = [await ready(token), await ready(token), await ready(other)];
    const out = await suite.as(token, 'POST', '/api/admin/logout', {});
    expect(out.code).toBe(200);
    for (const stream of [first, second])
      expect(await endedWith(stream)).toEqual({
        reason: 'session-ended',
        message: 'You have signed out. Please sign in again.',
      });
    // The member's other session keeps its stream, and it still hears what happens.
    await publish(suite.context.app.db, [{ type: 'counts-changed', data: {} }]);
    await kept.next(isEvent('counts-changed'));
    expect(kept.events.some(isEvent('stream-ended'))).toBe(false);
  });

  it('a session ended from elsewhere (its row ended) ends its stream; reconnecting is a 401', async () => {
    const token = await suite.signIn('Manager');
    const stream = await ready(token);
    const { jti } = jwt.decode(token) as { jti: string };
    await suite.context.app.db
      .updateTable('member_sessions')
      .set({ ended_at: sql<Date>`now()`, end_reason: 'ended-by-member' })
      .where('id', '=', jti)
      .execute();
    const ended = await endedWith(stream);
    expect(ended.reason).toBe('session-ended');
    expect(ended.message).toMatch(/sign in again/);
    const again = await suite.open(token);
    expect(again.status).toBe(401);
  });

  it("ends a stream at its token's expiry without waiting for a sweep", async () => {
    liveStreams.sweepMs = 60_000;
    try {
      const token = await suite.signIn('Telecaller', 3);
      const { exp } = jwt.decode(token) as { exp: number };
      const stream = await ready(token);
      expect(await endedWith(stream)).toEqual({
        reason: 'expired',
        message: 'Your session has expired. Please sign in again.',
      });
      // Ended at its expiry, not at a sweep (a minute away).
      expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000);
      expect(Date.now()).toBeLessThan(exp * 1000 + 3_000);
    } finally {
      liveStreams.sweepMs = 100;
    }
  });

  it("deleting the member ends every stream of theirs: no more of the team's events or names reach it", async () => {
    const admin = await suite.signIn('Admin');
    const streams = [await ready(await suite.signIn('Team')), await ready(await suite.signIn('Team'))];
    const deleted = await suite.as(admin, 'PUT', '/api/admin/delete-team-member', {
      teamMemberId: suite.staff.Team.id,
    });
    expect(deleted.code).toBe(200);
    for (const stream of streams) {
      const ended = await endedWith(stream);
      expect(ended).toEqual({
        reason: 'session-ended',
        message: 'Your account no longer exists. Please contact an administrator.',
      });
    }
    const orderId = await makeOrder(suite.context.app.db);
    await suite.as(admin, 'POST', '/api/admin/add-new-remark', { orderId, remark: 'After the deletion' });
    for (const stream of streams)
      expect(stream.events.filter((e) => e.event === 'order-updated')).toEqual([]);
  });

  it('a change of role ends the stream opened for the old role', async () => {
    const admin = await suite.signIn('Admin');
    const stream = await ready(await suite.signIn('Team'));
    const { Team } = suite.staff;
    const changed = await suite.as(admin, 'POST', '/api/admin/update-team-member', {
      tmId: Team.id,
      name: Team.name,
      email: Team.email,
      password: '',
      type: 'Night Staff',
    });
    expect(changed.code).toBe(200);
    const ended = await endedWith(stream);
    // The session stays (the gate reads the role on every call); the stream of the old role's events ends.
    expect(ended.reason).toBe('role-changed');
  });

  it('a role changed without ending the sessions ends the stream too; the reconnect gets the new role', async () => {
    const token = await suite.signIn('Manager');
    const stream = await ready(token);
    const { Manager } = suite.staff;
    await suite.context.app.db
      .updateTable('team_members')
      .set({ type: 'Team' })
      .where('id', '=', Manager.id)
      .execute();
    expect(await endedWith(stream)).toEqual({
      reason: 'role-changed',
      message: 'Your role is now Team: live updates reconnect with what it may see.',
    });
    // The same token opens a stream again, now with the Team role's events only.
    const again = await ready(token);
    await publish(suite.context.app.db, [
      { type: 'order-updated', data: { orderId: 1, changes: ['edit'] }, audience: ['Manager'] },
      { type: 'order-updated', data: { orderId: 2, changes: ['edit'] }, audience: ['Team'] },
    ]);
    const seen = await again.next(isEvent('order-updated'));
    expect(seen.data).toEqual({ orderId: 2, changes: ['edit'] });
    expect(again.events.some(isEvent('stream-ended'))).toBe(false);
  });

  it('a valid session is left alone sweep after sweep, and keeps hearing events', async () => {
    const stream = await ready(await suite.signIn('Night Staff'));
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await publish(suite.context.app.db, [{ type: 'counts-changed', data: {} }]);
    await stream.next(isEvent('counts-changed'));
    expect(Date.now() - before).toBeGreaterThanOrEqual(500);
    expect(stream.events.some(isEvent('stream-ended'))).toBe(false);
  });

  it(`with the default sweep (${DEFAULT_SWEEP_MS} ms) a logout ends the stream within ${WITHIN_MS / 1000} s`, async () => {
    liveStreams.sweepMs = DEFAULT_SWEEP_MS;
    try {
      const token = await suite.signIn('Admin');
      const stream = await ready(token);
      const started = Date.now();
      expect((await suite.as(token, 'POST', '/api/admin/logout', {})).code).toBe(200);
      expect((await endedWith(stream)).reason).toBe('session-ended');
      expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    } finally {
      liveStreams.sweepMs = 100;
    }
  });
});
