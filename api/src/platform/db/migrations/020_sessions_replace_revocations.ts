import { sql, type Kysely } from 'kysely';

/**
 * Sessions take over from revocations (issue 30):
 * - revoked_tokens goes: every token now has a member_sessions row (migration 019), and logout ends that
 *   row instead. Tokens signed before this have no row and are refused: everyone signs in once more.
 * - password_resets gains `fingerprint`, a hash of the member's e-mail and password hash when the link was
 *   mailed: a link stops working once either has changed (links without one, mailed before this, too).
 * - used_pending_sign_ins: the id of each pending two-factor sign-in that gave its session, until it
 *   expires, so one pending token gives one session once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE revoked_tokens`.execute(db);
  await sql`ALTER TABLE password_resets ADD COLUMN fingerprint text`.execute(db);
  await sql`
    CREATE TABLE used_pending_sign_ins (
      id text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX used_pending_sign_ins_expiry ON used_pending_sign_ins (expires_at)`.execute(db);
}
