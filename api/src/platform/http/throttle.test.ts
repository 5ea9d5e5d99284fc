import { sql } from 'kysely';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { consume, lock, peek, reset } from './throttle';

describe.each(databaseKinds())('throttle (%s)', (kind) => {
  let context: TestContext;
  useSuiteDatabase(kind, (c) => {
    context = c;
  });
  const db = () => context.app.db;

  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const limit = { limit: 3, windowSeconds: 60 };
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await consume(db(), 'k', limit));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts[2]!.remaining).toBe(0);
    expect(verdicts[3]!.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(verdicts[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Other keys are independent.
    expect((await consume(db(), 'other', limit)).allowed).toBe(true);
  });

  it('starts a new window once the old one has ended', async () => {
    const limit = { limit: 1, windowSeconds: 60 };
    await consume(db(), 'k', limit);
    expect((await consume(db(), 'k', limit)).allowed).toBe(false);
    await sql`UPDATE throttle_buckets SET reset_at = now() - interval '1 second'`.execute(db());
    const again = await consume(db(), 'k', limit);
    expect(again).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 0 });
  });

  it('counts every concurrent hit once (no lost updates)', async () => {
    const limit = { limit: 10, windowSeconds: 60 };
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => consume(db(), 'k', limit)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    const row = await db().selectFrom('throttle_buckets').select('hits').executeTakeFirstOrThrow();
    expect(row.hits).toBe(25);
  });

  it('peek does not count; lock refuses until it ends; reset forgets', async () => {
    const limit = { limit: 2, windowSeconds: 60 };
    expect(await peek(db(), 'k', limit)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
    await consume(db(), 'k', limit);
    expect((await peek(db(), 'k', limit)).allowed).toBe(true);
    await consume(db(), 'k', limit);
    expect((await peek(db(), 'k', limit)).allowed).toBe(false);
    await reset(db(), 'k');
    expect((await consume(db(), 'k', limit)).allowed).toBe(true);
    await lock(db(), 'k', 300);
    const locked = await peek(db(), 'k', limit);
    expect(locked.allowed).toBe(false);
    expect(locked.retryAfterSeconds).toBeGreaterThanOrEqual(299);
    expect((await consume(db(), 'k', limit)).allowed).toBe(false);
    await reset(db(), 'k');
    expect((await peek(db(), 'k', limit)).allowed).toBe(true);
  });
});
