import { sql, type Kysely } from 'kysely';

/**
 * The security log becomes `security_events`: append-only (a trigger refuses UPDATE, and DELETE except
 * the retention sweep, which says so with `SET LOCAL earrival.security_retention = 'on'`), with the actor
 * (who did it) beside the member it concerns. And `member_sessions`: one row per signed-in device, keyed
 * by the token's jti, so a member can see their sessions and end one, and the token gate can end them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE security_log RENAME TO security_events`.execute(db);
  await sql`ALTER INDEX security_log_time RENAME TO security_events_time`.execute(db);
  await sql`ALTER TABLE security_events ADD COLUMN actor_id integer`.execute(db);
  await sql`CREATE INDEX security_events_member ON security_events (member_id, created_at)`.execute(db);
  await sql`CREATE INDEX security_events_event ON security_events (event, created_at)`.execute(db);
  await sql`
    CREATE FUNCTION security_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND current_setting('earrival.security_retention', true) = 'on' THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'security_events is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER security_events_append_only BEFORE UPDATE OR DELETE ON security_events
    FOR EACH ROW EXECUTE FUNCTION security_events_append_only()`.execute(db);

  await sql`
    CREATE TABLE member_sessions (
      -- The token's jti.
      id text PRIMARY KEY,
      member_id integer NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ip text NOT NULL,
      user_agent text,
      -- Set once: the session is over (logout, ended by its member or an Admin, password change ...).
      ended_at timestamptz,
      end_reason text
    )`.execute(db);
  await sql`CREATE INDEX member_sessions_open ON member_sessions (member_id) WHERE ended_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX member_sessions_expiry ON member_sessions (expires_at)`.execute(db);
}
