import { sql } from 'kysely';
import { databaseKinds } from '../../testing/harness';
import { makeOrder, useStaffSuite } from '../../testing/fixtures';
import { waitText } from '../../platform/http/throttle';
import { COMMENT_LIMITS } from './service/notes';

// A guard against a hang, not a speed limit: a test here took up to 8.9 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(60_000);

/** Comments are rate limited per staff member (20 a minute, 300 an hour) with a clear 429. */
describe.each(databaseKinds())('comment rate limit on %s', (kind) => {
  const suite = useStaffSuite(kind);

  const comment = (token: string, orderId: number, remark = 'Called the customer') =>
    suite.context.app.inject({
      method: 'POST',
      url: '/api/admin/add-new-remark',
      headers: { authorization: token },
      payload: { orderId, remark },
    });
  const remarks = async (orderId: number) =>
    (
      await suite.context.app.db
        .selectFrom('remarks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).n;

  it('the limits are 20 comments a minute and 300 an hour per member', () => {
    expect(COMMENT_LIMITS.map(({ limit, windowSeconds }) => [limit, windowSeconds])).toEqual([
      [20, 60],
      [300, 3600],
    ]);
  });

  it('refuses the 21st comment of a minute with 429, Retry-After and the wait; other members go on', async () => {
    const orderId = await makeOrder(suite.context.app.db);
    const team = suite.staff.Team.token;
    for (let i = 1; i <= 20; i++) {
      const response = await comment(team, orderId, `Comment ${i}`);
      expect({ i, code: response.statusCode }).toEqual({ i, code: 200 });
    }
    const refused = await comment(team, orderId, 'One too many');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json().message).toMatch(/Please wait (\d+ seconds?|1 minute)\.$/);
    expect(refused.json()).toEqual({
      status: 0,
      // The wait as the throttle words it: '42 seconds', or '1 minute' for a whole window.
      message: `You are adding comments too quickly. Please wait ${waitText(wait)}.`,
      data: null,
    });
    // Nothing written by the refusal: 20 comments and their 20 events.
    expect(Number(await remarks(orderId))).toBe(20);
    const events = await suite.context.app.db
      .selectFrom('order_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBe(20);
    // The limit is the member's, not the order's.
    expect((await comment(suite.staff.Manager.token, orderId)).statusCode).toBe(200);
    expect(Number(await remarks(orderId))).toBe(21);
  });

  it('refuses past 300 comments in an hour, saying how many minutes to wait', async () => {
    const orderId = await makeOrder(suite.context.app.db);
    const member = suite.staff.Telecaller;
    // 300 comments already counted this hour, 50 minutes of the window left (set directly, not 300 calls).
    await sql`
      INSERT INTO throttle_buckets (key, hits, reset_at)
      VALUES (${`comment:hour:member:${member.id}`}, 300, now() + interval '50 minutes')`.execute(
      suite.context.app.db,
    );
    const refused = await comment(member.token, orderId);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(2900);
    expect(refused.json()).toMatchObject({
      status: 0,
      message: 'You are adding comments too quickly. Please wait 50 minutes.',
    });
    expect(Number(await remarks(orderId))).toBe(0);
    expect((await comment(suite.staff.Team.token, orderId)).statusCode).toBe(200);
  });

  it('does not count a refused empty remark', async () => {
    const orderId = await makeOrder(suite.context.app.db);
    for (let i = 0; i < 25; i++) {
      expect((await comment(suite.staff.Team.token, orderId, '   ')).statusCode).toBe(400);
    }
    expect((await comment(suite.staff.Team.token, orderId)).statusCode).toBe(200);
  });
});
