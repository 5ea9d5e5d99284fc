import { sql, type Kysely } from 'kysely';

/**
 * Durable mail and live updates across processes:
 * - a mail is a row first (status queued) and a job in the same transaction; the worker that sends it
 *   records each attempt in mail_attempts and moves the row to sent, retrying or failed. The row keeps
 *   what to send (bodies, the attachment's source) and one Message-ID for every retry;
 * - live_events keeps what was streamed to staff browsers for a few minutes, so a reconnecting stream
 *   resumes from its Last-Event-ID; presence holds who has which order open, until it expires.
 * Existing rows keep their meaning: accepted becomes sent, failed stays failed, each counted as one try.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mail_history
      ADD COLUMN status text NOT NULL DEFAULT 'sent'
        CHECK (status IN ('queued', 'sent', 'retrying', 'failed')),
      ADD COLUMN attempts integer NOT NULL DEFAULT 1 CHECK (attempts >= 0),
      ADD COLUMN message_id text,
      ADD COLUMN body_text text,
      ADD COLUMN body_html text,
      ADD COLUMN attachment jsonb,
      ADD COLUMN updated_ts timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`UPDATE mail_history SET status = 'failed' WHERE outcome = 'failed'`.execute(db);
  await sql`ALTER TABLE mail_history DROP COLUMN outcome`.execute(db);

  await sql`
    CREATE TABLE mail_attempts (
      id bigserial PRIMARY KEY,
      mail_id integer NOT NULL REFERENCES mail_history (id) ON DELETE CASCADE,
      attempt integer NOT NULL,
      provider text NOT NULL CHECK (provider IN ('first', 'second')),
      ts timestamptz NOT NULL DEFAULT now(),
      accepted boolean NOT NULL,
      response text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX mail_attempts_by_mail ON mail_attempts (mail_id, id)`.execute(db);

  await sql`
    CREATE TABLE live_events (
      id bigserial PRIMARY KEY,
      ts timestamptz NOT NULL DEFAULT now(),
      type text NOT NULL,
      data jsonb NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX live_events_by_time ON live_events (ts)`.execute(db);

  await sql`
    CREATE TABLE presence (
      order_id integer NOT NULL,
      member_id integer NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (order_id, member_id)
    )`.execute(db);
  await sql`CREATE INDEX presence_by_expiry ON presence (expires_at)`.execute(db);
}
