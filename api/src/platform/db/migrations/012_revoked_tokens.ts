import { sql, type Kysely } from 'kysely';

/**
 * Tokens revoked before their expiry (logout), by their `jti`. The token check reads this table on every
 * call by its primary key, together with the member's row. A row is useless once its token has expired
 * (the signature check refuses it anyway), so `expires_at` is kept and indexed for pruning.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE revoked_tokens (
      jti text PRIMARY KEY,
      member_id integer NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX revoked_tokens_expiry ON revoked_tokens (expires_at)`.execute(db);
}
