import { sql, type KyselyPlugin } from 'kysely';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { consume, lock, peek, prune, reset, tally } from './throttle';

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

  it("tally counts the hits of a window and hands the ended window's count to the next one's first hit", async () => {
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await tally(db(), 'k', 60));
    expect(hits).toEqual([
      { hits: 1, previousHits: 0 },
      { hits: 2, previousHits: 0 },
      { hits: 3, previousHits: 0 },
      { hits: 4, previousHits: 0 },
    ]);
    await sql`UPDATE throttle_buckets SET reset_at = now() - interval '1 second'`.execute(db());
    expect(await tally(db(), 'k', 60)).toEqual({ hits: 1, previousHits: 4 });
    expect(await tally(db(), 'k', 60)).toEqual({ hits: 2, previousHits: 0 });
    // Inside a caller's transaction too.
    await db()
      .transaction()
      .execute(async (trx) =>
        expect(await tally(trx, 'in-transaction', 60)).toEqual({ hits: 1, previousHits: 0 }),
      );
  });

  it('tally counts every concurrent hit once, and exactly one of them opens the window', async () => {
    const tallies = await Promise.all(Array.from({ length: 25 }, () => tally(db(), 'k', 60)));
    expect(tallies.map((t) => t.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    await sql`UPDATE throttle_buckets SET reset_at = now() - interval '1 second'`.execute(db());
    const next = await Promise.all(Array.from({ length: 10 }, () => tally(db(), 'k', 60)));
    expect(next.filter((t) => t.previousHits > 0)).toEqual([{ hits: 1, previousHits: 25 }]);
  });

  it("tally survives another process's prune deleting an old bucket between its insert and its update", async () => {
    await sql`INSERT INTO throttle_buckets (key, hits, reset_at)
      VALUES ('old', 7, now() - interval '2 hours')`.execute(db());
    let pruning: Promise<void> | undefined;
    // After tally's first statement (the insert that finds the old bucket in place), a prune elsewhere.
    // PGlite's one connection is held until this hook returns, so there the prune queues for it and runs
    // before tally's next statement; PostgreSQL's pool runs it on another connection, awaited here.
    const pruneAfterFirstStatement: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        if (!pruning) {
          pruning = prune(db());
          if (kind === 'postgres') await pruning;
        }
        return result;
      },
    };
    const seen = await tally(db().withPlugin(pruneAfterFirstStatement), 'old', 60);
    await pruning;
    expect(seen).toEqual({ hits: 1, previousHits: 0 });
  });
});
