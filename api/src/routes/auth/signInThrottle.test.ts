import { sql } from 'kysely';
import { buildApp } from '../../app';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { createStaff } from '../../testing/fixtures';

// Each attempt that reaches the password check costs an argon2 verification: give the suites time on a
// busy machine.
jest.setTimeout(60_000);

describe.each(databaseKinds())('sign-in throttling on %s', (kind) => {
  let context: TestContext;
  useSuiteDatabase(kind, async (ready) => {
    context = ready;
    await createStaff(ready.app);
  });

  const login = async (email: string, password: string, remoteAddress = '127.0.0.1', app = context.app) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/admin-login',
      payload: { email, password },
      remoteAddress,
    });
    return { code: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
  };
  const log = () =>
    context.app.db.selectFrom('security_log').select(['event', 'email', 'ip']).orderBy('id').execute();
  const endLocks = () =>
    sql`UPDATE throttle_buckets SET locked_until = now() - interval '1 second'`.execute(context.app.db);

  it('locks the account after 5 wrong passwords: 429 with the envelope and Retry-After, even for the right one', async () => {
    for (let i = 0; i < 5; i++) expect((await login('team@example.com', `wrong${i}`)).code).toBe(400);
    for (const password of ['wrong', 'demo1234']) {
      const refused = await login('Team@Example.com', password);
      expect(refused.code).toBe(429);
      expect(refused.body).toEqual({
        status: 0,
        message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/),
        data: null,
      });
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(29);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(30);
    }
    // Other accounts are not affected.
    expect((await login('admin@example.com', 'demo1234')).code).toBe(200);
    const entries = await log();
    expect(entries.filter((e) => e.event === 'sign-in-failed')).toHaveLength(5);
    expect(entries.filter((e) => e.event === 'sign-in-throttled')).toEqual([
      { event: 'sign-in-throttled', email: 'team@example.com', ip: '127.0.0.1' },
      { event: 'sign-in-throttled', email: 'team@example.com', ip: '127.0.0.1' },
    ]);
  });

  it('doubles the lock with each attempt after a lock ends, up to 15 minutes', async () => {
    for (let i = 0; i < 5; i++) await login('team@example.com', 'wrong');
    const waits: number[] = [];
    for (let round = 0; round < 7; round++) {
      await endLocks();
      expect((await login('team@example.com', 'wrong')).code).toBe(400);
      waits.push(Number((await login('team@example.com', 'wrong')).retryAfter));
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900, 900]);
  });

  it('forgets the failures after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await login('team@example.com', 'wrong');
    expect((await login('team@example.com', 'demo1234')).code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('team@example.com', 'wrong')).code).toBe(400);
    expect((await login('team@example.com', 'demo1234')).code).toBe(200);
  });

  it('lets at most 5 of 40 parallel guesses reach the password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('manager@example.com', `guess${i}`)),
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

  it('shares the lock between API processes on one database', async () => {
    const other = await buildApp({ config: context.config, database: context.database });
    try {
      for (let i = 0; i < 5; i++) await login('team@example.com', 'wrong');
      expect((await login('team@example.com', 'demo1234', '127.0.0.1', other)).code).toBe(429);
    } finally {
      await other.close();
    }
  });
});
