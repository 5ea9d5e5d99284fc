import { sql, type Kysely } from 'kysely';

/**
 * A customer's download records the device and its type in their own columns (the browser column used to
 * carry browser, device and device type as one dash-separated text, which breaks on model names such as
 * "SM-S918B"), and keeps the raw user agent so a row can be re-parsed with a newer parser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE download_history
      ADD COLUMN device text NOT NULL DEFAULT '',
      ADD COLUMN device_type text NOT NULL DEFAULT '',
      ADD COLUMN user_agent text`.execute(db);
}
