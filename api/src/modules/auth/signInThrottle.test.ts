import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { createStaff, type Staff } from '../../testing/fixtures';
import { WRITE_BUDGET } from '../securityLog/public';

// Each attempt that reaches the password check costs an argon2 verification: give the suites time on a
// busy machine.
jest.setTimeout(120_000);

// Sources are told apart by X-Forwarded-For from the proxy at 127.0.0.1 (TRUST_PROXY=127.0.0.1), as
// behind a real load balancer; app.inject connects from 127.0.0.1.
const A = '203.0.113.10';
const B = '198.51.100.20';

describe.each(databaseKinds())('sign-in throttling on %s', (kind) => {
  let context: TestContext;
  let staff: Staff;
  useSuiteDatabase(
    kind,
    async (ready) => {
      context = ready;
      staff = await createStaff(ready.app);
    },
    { trustProxy: ['127.0.0.1'] },
  );

  const login = async (email: string, password: string, source?: string, app = context.app) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/admin-login',
      payload: { email, password },
      remoteAddress: '127.0.0.1',
      headers: source ? { 'x-forwarded-for': source } : {},
    });
    return { code: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
  };
  const log = () =>
    context.app.db.selectFrom('security_events').select(['event', 'email', 'ip']).orderBy('id').execute();
  const endLocks = () =>
    sql`UPDATE throttle_buckets SET locked_until = now() - interval '1 second'`.execute(context.app.db);
  const failFrom = async (sources: string[], times: number, email = 'team@example.com') => {
    for (const source of sources)
      for (let i = 0; i < times; i++) expect((await login(email, `wrong${i}`, source)).code).toBe(400);
  };

  it('wrong passwords from one source never block the right password from another', async () => {
    await failFrom([A], 5);
    // Source A waits (even with the right password) ...
    const refused = await login('Team@Example.com', 'demo1234', A);
    expect(refused.code).toBe(429);
    expect(refused.body).toEqual({
      status: 0,
      message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/),
      data: null,
    });
    expect(Number(refused.retryAfter)).toBe(1);
    // ... while the member signs in at once from B.
    const fromB = await login('team@example.com', 'demo1234', B);
    expect(fromB.code).toBe(200);
    expect(fromB.body.status).toBe(1);
    const entries = await log();
    expect(entries.filter((e) => e.event === 'sign-in-failed').map((e) => e.ip)).toEqual([A, A, A, A, A]);
    expect(entries.filter((e) => e.event === 'sign-in-throttled')).toEqual([
      { event: 'sign-in-throttled', email: 'team@example.com', ip: A },
    ]);
  });

  it('delays the failing source with a Retry-After that doubles up to 15 minutes, for that pair only', async () => {
    await failFrom([A], 5);
    const waits: number[] = [];
    for (let round = 0; round < 10; round++) {
      await endLocks();
      expect((await login('team@example.com', 'wrong', A)).code).toBe(400);
      waits.push(Number((await login('team@example.com', 'wrong', A)).retryAfter));
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    // The same account from B, and another account from A, are not slowed.
    expect((await login('team@example.com', 'demo1234', B)).code).toBe(200);
    expect((await login('admin@example.com', 'demo1234', A)).code).toBe(200);
    // Once A's wait is over, its right password goes through and its failures are forgotten.
    await endLocks();
    expect((await login('team@example.com', 'demo1234', A)).code).toBe(200);
    await failFrom([A], 3);
    expect((await login('team@example.com', 'demo1234', A)).code).toBe(200);
  });

  it('the account ceiling (50 failures from all sources) delays every source by at most 60 s, then opens', async () => {
    // 25 sources with 2 failures each: no source is delayed on its own, only the ceiling acts.
    const sources = (round: number) => Array.from({ length: 25 }, (_, i) => `10.${round}.0.${i + 1}`);
    for (let round = 1; round <= 2; round++) {
      await failFrom(sources(round), 2);
      // A clean source with the right password waits too, but never more than 60 s ...
      const waits: number[] = [];
      for (const source of ['192.0.2.1', '192.0.2.2', sources(round)[0]!]) {
        const refused = await login('team@example.com', 'demo1234', source);
        expect(refused.code).toBe(429);
        waits.push(Number(refused.retryAfter));
      }
      for (const wait of waits) {
        expect(wait).toBeGreaterThanOrEqual(55);
        expect(wait).toBeLessThanOrEqual(60);
      }
      // ... and refused attempts do not lengthen the delay.
      expect(waits[2]!).toBeLessThanOrEqual(waits[0]!);
      await endLocks();
    }
    // After the delay the account opens again: the right password from a clean source signs in.
    expect((await login('team@example.com', 'demo1234', '192.0.2.3')).code).toBe(200);
    // One record per address and e-mail a window: round 2's refusals from 192.0.2.1 and .2 are counted
    // on the records of round 1; its new source gets its own.
    const throttled = (await log()).filter((e) => e.event === 'sign-in-throttled');
    expect(throttled.map((e) => e.ip)).toEqual(['192.0.2.1', '192.0.2.2', '10.1.0.1', '10.2.0.1']);
  });

  it('forgets the failures after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await login('team@example.com', 'wrong');
    expect((await login('team@example.com', 'demo1234')).code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('team@example.com', 'wrong')).code).toBe(400);
    expect((await login('team@example.com', 'demo1234')).code).toBe(200);
  });

  it('lets at most 5 of 40 parallel guesses from one source reach the password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('manager@example.com', `guess${i}`, A)),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(35);
  });

  it('limits one address to 30 attempts per 10 minutes across accounts; other addresses go on', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await login(`nobody${i}@example.com`, 'x', '10.9.8.7')).code);
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
    const refused = await login('admin@example.com', 'demo1234', '10.9.8.7');
    expect(refused.code).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(500);
    expect((await login('admin@example.com', 'demo1234', '10.9.8.8')).code).toBe(200);
  });

  it('shares the delays between API processes on one database', async () => {
    const other = await buildApp({ config: context.config, database: context.database });
    try {
      // Started first (its job queues are set up on ready): the pair's first delay is 1 s.
      await other.ready();
      await failFrom([A], 5);
      expect((await login('team@example.com', 'demo1234', A, other)).code).toBe(429);
      expect((await login('team@example.com', 'demo1234', B, other)).code).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('with TRUST_PROXY off (the default), X-Forwarded-For is ignored: the connection is the source', async () => {
    let direct: FastifyInstance | undefined;
    try {
      direct = await buildApp({
        config: { ...context.config, trustProxy: false },
        database: context.database,
      });
      for (let i = 0; i < 5; i++)
        expect((await login('team@example.com', 'wrong', `172.16.0.${i + 1}`, direct)).code).toBe(400);
      // A new X-Forwarded-For does not make a new source: still the delayed pair.
      expect((await login('team@example.com', 'demo1234', B, direct)).code).toBe(429);
      expect(new Set((await log()).map((e) => e.ip))).toEqual(new Set(['127.0.0.1']));
    } finally {
      await direct?.close();
    }
  });

  /** Ends the windows of the security log's once-keys and budgets, as if the minutes had passed. */
  const endLogWindows = () =>
    sql`UPDATE throttle_buckets SET reset_at = now() - interval '1 second'
      WHERE key LIKE 'security-log:%'`.execute(context.app.db);
  const records = (ip: string) =>
    context.app.db
      .selectFrom('security_events')
      .select(['event', 'email', 'member_id', 'detail'])
      .where('ip', '=', ip)
      .orderBy('id')
      .execute();
  /** The 30 attempts per 10 minutes an address may make, used up with e-mails of nobody. */
  const useUpAddress = async (source: string) => {
    for (let i = 0; i < 30; i++) expect((await login(`nobody${i}@example.com`, 'x', source)).code).toBe(400);
  };

  it('records a burst of throttled sign-ins once per window per address and e-mail, with the count in the next record', async () => {
    const source = '10.20.30.40';
    await useUpAddress(source);
    for (let i = 0; i < 200; i++)
      expect((await login('Team@Example.com', 'demo1234', source)).code).toBe(429);
    const once =
      'too many attempts from this address (recorded once per 10 minutes for this address and e-mail)';
    const throttled = async () => (await records(source)).filter((e) => e.event === 'sign-in-throttled');
    expect(await throttled()).toEqual([
      { event: 'sign-in-throttled', email: 'team@example.com', member_id: staff.Team.id, detail: once },
    ]);
    // The next window's first refusal is recorded, saying how many the last one counted.
    await endLogWindows();
    expect((await login('team@example.com', 'demo1234', source)).code).toBe(429);
    expect((await throttled()).map((e) => e.detail)).toEqual([
      once,
      `${once}; 199 more like it were counted, not recorded, in the 10 minutes after the previous record`,
    ]);
  });

  it('gives one address a write budget: past it one flood record, the rest counted, not stored', async () => {
    const source = '10.20.30.41';
    await useUpAddress(source);
    // Each new e-mail is a new "once" key: without the budget, 150 rows.
    for (let i = 0; i < 150; i++) expect((await login(`spray${i}@example.com`, 'x', source)).code).toBe(429);
    const rows = await records(source);
    const { limit } = WRITE_BUDGET;
    expect(rows).toHaveLength(limit + 1);
    expect(rows.filter((e) => e.event === 'sign-in-failed')).toHaveLength(30);
    expect(rows.filter((e) => e.event === 'sign-in-throttled')).toHaveLength(limit - 30);
    expect(rows.at(-1)).toEqual({
      event: 'rate-limited',
      email: null,
      member_id: null,
      detail: `flood from ${source}: more than ${limit} records from this address within 10 minutes; the rest of its records in this window are counted, not stored`,
    });
    // Another address is not held back by this one's flood.
    expect((await login('team@example.com', 'wrong', '10.20.30.42')).code).toBe(400);
    expect(await records('10.20.30.42')).toHaveLength(1);
    // Once the window is over, the first record says how big the flood was.
    await endLogWindows();
    expect((await login('spray-after@example.com', 'x', source)).code).toBe(429);
    const after = (await records(source)).slice(limit + 1);
    expect(after.map((e) => [e.event, e.detail?.replace(/keyed hash \w+/, 'keyed hash …')])).toEqual([
      [
        'rate-limited',
        `flood from ${source}: 80 more records were counted, not stored, in the window of its last flood record`,
      ],
      [
        'sign-in-throttled',
        'unknown address (keyed hash …); too many attempts from this address (recorded once per 10 minutes for this address and e-mail)',
      ],
    ]);
  });

  it("a signed-in member's records are never held back by a flood from their address", async () => {
    await useUpAddress('127.0.0.1');
    for (let i = 0; i < 120; i++) await login(`spray${i}@example.com`, 'x');
    const password = await context.app.inject({
      method: 'POST',
      url: '/api/admin/change-password',
      remoteAddress: '127.0.0.1',
      headers: { authorization: staff.Team.token },
      payload: {
        currentPassword: 'demo1234',
        newPassword: 'Quiet-Harbour-71',
        confirmPassword: 'Quiet-Harbour-71',
      },
    });
    expect(password.statusCode).toBe(200);
    const changed = (await records('127.0.0.1')).filter((e) => e.event === 'password-changed');
    expect(changed).toHaveLength(1);
  });
});
