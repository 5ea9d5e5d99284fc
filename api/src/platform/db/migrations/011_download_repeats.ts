import { sql, type Kysely } from 'kysely';

/**
 * A download repeated from the same device within a short time is one record with a count, not a new row
 * each time: a client downloading in a loop must not grow the order's history without bound. `times`
 * counts the downloads the row stands for, `last_ts` is the newest of them (create_ts stays the first).
 * The index finds "this order's newest record for this file and device" in one probe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE download_history
      ADD COLUMN times integer NOT NULL DEFAULT 1,
      ADD COLUMN last_ts timestamptz`.execute(db);
  await sql`UPDATE download_history SET last_ts = create_ts`.execute(db);
  await sql`ALTER TABLE download_history ALTER COLUMN last_ts SET DEFAULT now(), ALTER COLUMN last_ts SET NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX download_history_repeat_idx ON download_history (order_id, file1, ip, last_ts DESC)`.execute(
    db,
  );
}
