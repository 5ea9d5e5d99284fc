// Kept over rate-limiter-flexible: its PostgreSQL store wants a `pg` pool and creates its own table at run time; ours is one migrated table and one upsert, the same on PGlite.
import { sql, type Kysely } from 'kysely';

/**
 * Fixed-window request limiter whose state is one row per key in PostgreSQL (table throttle_buckets), so
 * several API processes share it. Each call is one atomic upsert: concurrent hits on one key serialize
 * on the row lock and none is lost. Works the same on PGlite.
 *
 *   const gate = await consume(db, `track-order:ip:${request.ip}`, { limit: 30, windowSeconds: 60 });
 *   if (!gate.allowed) reply.header('Retry-After', gate.retryAfterSeconds) ... 429
 */

// Any Kysely instance: the table is reached with raw SQL so callers need not share our Database type.
type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Limit {
  /** Hits allowed per window; the (limit + 1)th hit is refused until the window ends. */
  limit: number;
  windowSeconds: number;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until a refused caller may try again (0 when allowed). */
  retryAfterSeconds: number;
  /** Hits left in the current window after this one. */
  remaining: number;
}

interface BucketRow {
  hits: number;
  retry_window: number;
  retry_lock: number;
}

/** How long to wait, as a refusal message says it: "20 seconds", "1 minute", "15 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const seconds = (n: number) => sql`make_interval(secs => ${n})`;

/** Counts one hit on key and says whether it is within the limit (a locked key is always refused). */
export async function consume(db: Db, key: string, { limit, windowSeconds }: Limit): Promise<Verdict> {
  const { rows } = await sql<BucketRow>`
    INSERT INTO throttle_buckets AS b (key, hits, reset_at)
    VALUES (${key}, 1, now() + ${seconds(windowSeconds)})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN b.reset_at <= now() THEN 1 ELSE b.hits + 1 END,
      reset_at = CASE WHEN b.reset_at <= now() THEN now() + ${seconds(windowSeconds)} ELSE b.reset_at END
    RETURNING b.hits,
      ceil(extract(epoch FROM b.reset_at - now()))::int AS retry_window,
      coalesce(ceil(extract(epoch FROM b.locked_until - now())), 0)::int AS retry_lock`.execute(db);
  if (Math.random() < 0.01) await prune(db);
  return verdict(rows[0]!, limit);
}

/** The state of key without counting a hit: for checking before doing expensive work. */
export async function peek(db: Db, key: string, { limit }: Pick<Limit, 'limit'>): Promise<Verdict> {
  const { rows } = await sql<BucketRow>`
    SELECT CASE WHEN reset_at <= now() THEN 0 ELSE hits END AS hits,
      ceil(extract(epoch FROM reset_at - now()))::int AS retry_window,
      coalesce(ceil(extract(epoch FROM locked_until - now())), 0)::int AS retry_lock
    FROM throttle_buckets WHERE key = ${key}`.execute(db);
  const row = rows[0];
  if (!row) return { allowed: true, retryAfterSeconds: 0, remaining: limit };
  // peek asks "may one more hit go through?", so the limit itself already refuses.
  return verdict({ ...row, hits: row.hits + 1 }, limit);
}

/**
 * Locks key for the given time (on top of its window): every consume and peek is refused until then.
 * The lock also keeps the bucket's hits from expiring before it ends, so a progressive lock can grow.
 */
export async function lock(db: Db, key: string, lockSeconds: number): Promise<void> {
  await sql`
    UPDATE throttle_buckets SET locked_until = now() + ${seconds(lockSeconds)},
      reset_at = greatest(reset_at, now() + ${seconds(lockSeconds)})
    WHERE key = ${key}`.execute(db);
}

/** Takes back one hit of the current window (a counted attempt turned out legitimate). */
export async function release(db: Db, key: string): Promise<void> {
  await sql`UPDATE throttle_buckets SET hits = greatest(hits - 1, 0) WHERE key = ${key}`.execute(db);
}

/**
 * The key's bucket, created empty when missing, locked FOR UPDATE until the transaction ends: the
 * read-decide-write of a progressive rule runs once at a time per key, whatever the process.
 */
async function lockedBucket(tx: Db, key: string) {
  return withBucket(tx, key, async () => {
    const { rows } = await sql<{ hits: number; expired: boolean; lock_left: number }>`
      SELECT hits, reset_at <= now() AS expired,
        greatest(0, coalesce(ceil(extract(epoch FROM locked_until - now())), 0))::int AS lock_left
      FROM throttle_buckets WHERE key = ${key} FOR UPDATE`.execute(tx);
    return rows[0];
  });
}

/**
 * Makes sure key's bucket exists, then runs `use` on it. The insert finds an old bucket in place and leaves
 * it, so another process's prune() may delete that bucket before `use` reaches it; `use` then finds no row
 * and the two steps run again (a bucket inserted now is young, so a second prune cannot take it).
 */
async function withBucket<Row>(db: Db, key: string, use: () => Promise<Row | undefined>): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    await sql`INSERT INTO throttle_buckets (key, hits, reset_at) VALUES (${key}, 0, now())
      ON CONFLICT (key) DO NOTHING`.execute(db);
    const row = await use();
    if (row) return row;
    if (attempt === 3) throw new Error(`throttle bucket ${key} vanished three times in a row`);
  }
}

/**
 * In one transaction holding key's row lock: refuses while the key is locked, else hands `decide` this
 * attempt's number in the window (the window's hits are forgotten once it has expired).
 */
function unlessLocked(
  db: Db,
  key: string,
  decide: (tx: Db, hits: number, expired: boolean) => Promise<Verdict>,
): Promise<Verdict> {
  return db.transaction().execute(async (tx) => {
    const row = await lockedBucket(tx, key);
    if (row.lock_left > 0) return { allowed: false, retryAfterSeconds: row.lock_left, remaining: 0 };
    return decide(tx, (row.expired ? 0 : row.hits) + 1, row.expired);
  });
}

export interface ProgressiveLock {
  /** Attempts allowed before the first lock; each attempt from this one on locks the key. */
  freeAttempts: number;
  /** The first lock; each further attempt doubles it, up to maxLockSeconds. */
  baseLockSeconds: number;
  maxLockSeconds: number;
  /** Attempts are forgotten after this long without one (the lock counts as activity). */
  quietSeconds: number;
}

/**
 * Counts an attempt on key and answers whether it may go ahead; from the freeAttempts-th attempt on, each
 * attempt also locks the key for the attempts after it, for a time that doubles with every attempt. The
 * attempt is counted BEFORE the caller does its work, under the row lock, so a burst of parallel attempts
 * cannot slip past the lock; the caller calls reset() when the attempt turns out legitimate.
 */
export async function consumeWithLock(db: Db, key: string, rule: ProgressiveLock): Promise<Verdict> {
  return unlessLocked(db, key, async (tx, hits) => {
    const steps = hits - rule.freeAttempts;
    const lockSeconds =
      steps >= 0 ? Math.min(rule.maxLockSeconds, rule.baseLockSeconds * 2 ** Math.min(steps, 30)) : 0;
    await sql`
      UPDATE throttle_buckets SET hits = ${hits},
        locked_until = ${lockSeconds > 0 ? sql`now() + ${seconds(lockSeconds)}` : sql`NULL`},
        reset_at = now() + ${seconds(lockSeconds + rule.quietSeconds)}
      WHERE key = ${key}`.execute(tx);
    return { allowed: true, retryAfterSeconds: 0, remaining: Math.max(0, rule.freeAttempts - hits) };
  });
}

/** Seconds left on key's lock (0 when it is not locked): asks without counting a hit. */
export async function lockedFor(db: Db, key: string): Promise<number> {
  const { rows } = await sql<{ left: number }>`
    SELECT greatest(0, coalesce(ceil(extract(epoch FROM locked_until - now())), 0))::int AS left
    FROM throttle_buckets WHERE key = ${key}`.execute(db);
  return rows[0]?.left ?? 0;
}

export interface Ceiling {
  /** Hits allowed per window; the limit-th hit delays the key, and counting starts over after the delay. */
  limit: number;
  windowSeconds: number;
  /** How long the key waits once the limit is reached: the longest any caller is ever refused. */
  delaySeconds: number;
}

/**
 * Counts a hit on key: a delayed key refuses (without counting); the limit-th hit of a window is allowed
 * and delays the key for delaySeconds, after which it opens again with a fresh count. Unlike consume(),
 * a refusal never lasts longer than the delay, however many hits came: for limits that must slow many
 * callers together without ever shutting out the owner for long (release() gives a hit back).
 */
export async function consumeWithCeiling(db: Db, key: string, rule: Ceiling): Promise<Verdict> {
  return unlessLocked(db, key, async (tx, hits, expired) => {
    if (hits >= rule.limit) {
      await sql`
        UPDATE throttle_buckets SET hits = 0, locked_until = now() + ${seconds(rule.delaySeconds)},
          reset_at = now() + ${seconds(rule.delaySeconds + rule.windowSeconds)}
        WHERE key = ${key}`.execute(tx);
      return { allowed: true, retryAfterSeconds: 0, remaining: 0 };
    }
    await sql`
      UPDATE throttle_buckets SET hits = ${hits}, locked_until = NULL,
        reset_at = ${expired ? sql`now() + ${seconds(rule.windowSeconds)}` : sql`reset_at`}
      WHERE key = ${key}`.execute(tx);
    return { allowed: true, retryAfterSeconds: 0, remaining: rule.limit - hits };
  });
}

export interface Tally {
  /** Hits in the current window, this one included (1: this hit opened the window). */
  hits: number;
  /**
   * When this hit opened a new window, the hits of the window before it (0 when there was none, or it
   * ended so long ago that prune() forgot it); 0 for every later hit of a window.
   */
  previousHits: number;
}

/**
 * Counts a hit on key in fixed windows and says where it falls: for callers that act on the first hit of
 * a window (and perhaps on the limit-th) and only count the others, yet want to say later how many there
 * were (the security log's "once per window, with a count"). Works inside the caller's transaction too.
 */
export async function tally(db: Db, key: string, windowSeconds: number): Promise<Tally> {
  const row = await withBucket(db, key, async () => {
    // The old row is read under its lock in the same statement that moves it on, so concurrent hits are
    // counted one after the other and the hits of an ended window are handed to exactly one of them.
    const { rows } = await sql<{ hits: number; previous_hits: number }>`
      UPDATE throttle_buckets AS b SET
        hits = CASE WHEN old.reset_at <= now() THEN 1 ELSE old.hits + 1 END,
        reset_at = CASE WHEN old.reset_at <= now() THEN now() + ${seconds(windowSeconds)} ELSE old.reset_at END
      FROM (SELECT key, hits, reset_at FROM throttle_buckets WHERE key = ${key} FOR UPDATE) AS old
      WHERE b.key = old.key
      RETURNING b.hits, CASE WHEN old.reset_at <= now() THEN old.hits ELSE 0 END AS previous_hits`.execute(
      db,
    );
    return rows[0];
  });
  if (Math.random() < 0.01) await prune(db);
  return { hits: row.hits, previousHits: row.previous_hits };
}

/** Forgets key: its counter and any lock (e.g. after a successful sign-in). */
export async function reset(db: Db, key: string): Promise<void> {
  await sql`DELETE FROM throttle_buckets WHERE key = ${key}`.execute(db);
}

/** Deletes buckets whose window and lock are long over, so the table stays small. */
export async function prune(db: Db): Promise<void> {
  await sql`
    DELETE FROM throttle_buckets
    WHERE reset_at < now() - interval '1 hour' AND (locked_until IS NULL OR locked_until < now())`.execute(
    db,
  );
}

function verdict(row: BucketRow, limit: number): Verdict {
  const locked = row.retry_lock > 0;
  const over = row.hits > limit;
  const allowed = !locked && !over;
  const wait = Math.max(locked ? row.retry_lock : 0, over ? row.retry_window : 0);
  const retryAfterSeconds = allowed ? 0 : Math.max(1, wait);
  return { allowed, retryAfterSeconds, remaining: Math.max(0, limit - row.hits) };
}
