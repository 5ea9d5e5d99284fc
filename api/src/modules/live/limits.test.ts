import type { Role } from '@earrival/shared/types';
import { databaseKinds } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { publish } from '../../platform/events/live';
import { STREAMS_PER_MEMBER, liveStreams } from './streams';
import { PRESENCE_LIMIT } from './service';
import { isEvent, until, useLiveSuite, type TestStream } from './fixtures/index';

// A guard against a hang, not a speed limit: 25 streams, 70 refused ones or 60 presence calls on PGlite took
// up to 9.6 s on the loaded 2-core machine (and failed jest's default 5 s there, 2026-12-02).
jest.setTimeout(60_000);

describe.each(databaseKinds())('live streams and presence are bounded (on %s)', (kind) => {
  const suite = useLiveSuite(kind);

  const ready = async (token: string) => {
    const stream = await suite.open(token);
    expect(stream.status).toBe(200);
    await stream.next(isEvent('ready'));
    return stream;
  };
  /** A refused stream's answer: the envelope, read once the server has closed it. */
  const refusal = async (stream: TestStream) => {
    await stream.closed;
    return JSON.parse(stream.text()) as { status: number; message: string; data: unknown };
  };
  const rateLimited = async (memberId: number) =>
    suite.context.app.db
      .selectFrom('security_events')
      .select(['event', 'detail'])
      .where('event', '=', 'rate-limited')
      .where('member_id', '=', memberId)
      .execute();
  const presence = (token: string, orderId: number, viewing = true) =>
    suite.as(token, 'POST', '/api/admin/presence', { orderId, viewing });

  it(`a member holds at most ${STREAMS_PER_MEMBER} streams: the next ones get 429 with Retry-After and a sentence, logged once`, async () => {
    const { Telecaller } = suite.staff;
    // Two sessions of one member count together.
    const [laptop, phone] = [await suite.signIn('Telecaller'), await suite.signIn('Telecaller')];
    const held = [];
    for (const token of [laptop, laptop, laptop, phone, phone]) held.push(await ready(token));

    const refused = await Promise.all(
      Array.from({ length: 20 }, (_, i) => suite.open(i % 2 ? laptop : phone)),
    );
    for (const stream of refused) {
      expect(stream.status).toBe(429);
      expect(stream.headers['retry-after']).toBe('30');
      expect(await refusal(stream)).toEqual({
        status: 0,
        message:
          'You already have 5 live update streams open (one per tab). Close a tab, or try again in 30 seconds.',
        data: null,
      });
    }
    // One record for the burst, not twenty.
    expect(await rateLimited(Telecaller.id)).toEqual([
      {
        event: 'rate-limited',
        detail: 'Live updates: more than 5 streams at once in one API process; the extra ones were refused.',
      },
    ]);
    // Another member is not held back by it.
    await ready(await suite.signIn('Team'));

    // The open streams still work, and closing one frees its place.
    await publish(suite.context.app.db, [{ type: 'counts-changed', data: {} }]);
    for (const stream of held) await stream.next(isEvent('counts-changed'));
    held[0]!.close();
    await until(() => liveStreams.count(suite.context.app.db, Telecaller.id) === STREAMS_PER_MEMBER - 1);
    await ready(laptop);
  });

  it('/api/health/live is answered while many streams are open and more are being refused', async () => {
    const roles: Role[] = ['Admin', 'Manager', 'Team', 'Telecaller', 'Night Staff'];
    const tokens = await Promise.all(roles.map((role) => suite.signIn(role)));
    const open = await Promise.all(
      tokens.flatMap((token) => Array.from({ length: STREAMS_PER_MEMBER }, () => ready(token))),
    );
    // A burst of refused streams in flight while the health check is asked.
    const burst = Promise.all(Array.from({ length: 50 }, (_, i) => suite.open(tokens[i % tokens.length]!)));
    const health = await fetch(`${suite.baseUrl}/api/health/live`, { headers: { connection: 'close' } });
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 1, data: { live: true } });
    expect((await burst).map((stream) => stream.status)).toEqual(Array(50).fill(429));
    // Every open stream still hears events.
    await publish(suite.context.app.db, [{ type: 'counts-changed', data: {} }]);
    for (const stream of open) await stream.next(isEvent('counts-changed'));
    expect(open).toHaveLength(25);
  });

  it('presence on an order that does not exist is a 404 and tells no stream anything', async () => {
    const token = await suite.signIn('Team');
    const watcher = await ready(await suite.signIn('Admin'));
    for (const orderId of [999_999, 999_998, 424_242]) {
      for (const viewing of [true, false])
        expect(await presence(token, orderId, viewing)).toEqual({
          code: 404,
          body: { status: 0, message: `Order not found: ${orderId}`, data: null },
        });
    }
    const real = await makeOrder(suite.context.app.db);
    expect((await presence(token, real)).code).toBe(200);
    const first = await watcher.next(isEvent('presence'));
    expect(first.data).toMatchObject({ orderId: real });
    expect(watcher.events.filter(isEvent('presence'))).toHaveLength(1);
  });

  it('presence only on an order in a list the role may open: 403 with a sentence otherwise', async () => {
    const db = suite.context.app.db;
    const { Telecaller, Manager } = suite.staff;
    const telecaller = await suite.signIn('Telecaller');
    // A refund done (status Refunds) is only in Order History, which a Telecaller may not open; an order
    // assigned to someone else is only in their My Orders.
    const refunded = await makeOrder(db, { process_status: 'Refunds', refund_date: new Date() });
    const othersNew = await makeOrder(db, { assign_to: Manager.name, assigned_to_id: Manager.id });
    for (const orderId of [refunded, othersNew])
      expect(await presence(telecaller, orderId)).toEqual({
        code: 403,
        body: {
          status: 0,
          message: `Order ${orderId} is not in any list the Telecaller role may open.`,
          data: null,
        },
      });
    // Roles with Order History may; so may the Telecaller for their own and their lists' orders.
    expect((await presence(await suite.signIn('Team'), refunded)).code).toBe(200);
    const mine = await makeOrder(db, { assign_to: Telecaller.name, assigned_to_id: Telecaller.id });
    const pending = await makeOrder(db, { process_status: 'Pending' });
    for (const orderId of [mine, pending]) expect((await presence(telecaller, orderId)).code).toBe(200);
    // Leaving is always accepted.
    expect((await presence(telecaller, refunded, false)).code).toBe(200);
  });

  it(`presence: ${PRESENCE_LIMIT.limit} calls a minute per member, then 429 with Retry-After, logged once`, async () => {
    const { Team } = suite.staff;
    const token = await suite.signIn('Team');
    const orderId = await makeOrder(suite.context.app.db);
    for (let i = 0; i < PRESENCE_LIMIT.limit; i += 1) {
      const answer = await presence(token, orderId, i % 2 === 0);
      expect(answer.code).toBe(200);
    }
    for (const id of [orderId, 999_999]) {
      const response = await suite.context.app.inject({
        method: 'POST',
        url: '/api/admin/presence',
        headers: { authorization: token },
        payload: { orderId: id, viewing: true },
      });
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(response.json()).toEqual({
        status: 0,
        message: expect.stringMatching(
          /^You are sending presence updates too quickly\. Please wait (\d+ seconds?|1 minute)\.$/,
        ),
        data: null,
      });
    }
    expect(await rateLimited(Team.id)).toEqual([
      {
        event: 'rate-limited',
        detail: 'Presence: more than 60 calls in a minute; the extra ones were refused.',
      },
    ]);
    // Another member's calls are their own.
    expect((await presence(await suite.signIn('Manager'), orderId)).code).toBe(200);
  });
});
