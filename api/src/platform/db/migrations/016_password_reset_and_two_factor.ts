import { sql, type Kysely } from 'kysely';

/**
 * Forgot password and two-factor sign-in:
 * - password_resets: one row per mailed link, holding only the SHA-256 of its token (the token itself is
 *   only in the mail), its expiry and when it was used (a link works once);
 * - team_members gains the TOTP secret (encrypted; the pending one while a member sets it up), when it was
 *   turned on, and the last time step accepted (a code is never accepted twice);
 * - recovery_codes: the ten single-use codes given at setup, hashed;
 * - app_settings: installation-wide switches an Admin sets (e.g. two-factor required for Admin and Manager).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE password_resets (
      token_hash text PRIMARY KEY,
      member_id integer NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX password_resets_member ON password_resets (member_id)`.execute(db);

  await sql`
    ALTER TABLE team_members
      ADD COLUMN totp_secret text,
      ADD COLUMN totp_pending_secret text,
      ADD COLUMN totp_enabled_at timestamptz,
      ADD COLUMN totp_last_step integer`.execute(db);

  await sql`
    CREATE TABLE recovery_codes (
      id serial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX recovery_codes_member ON recovery_codes (member_id)`.execute(db);

  await sql`
    CREATE TABLE app_settings (
      key text PRIMARY KEY,
      value text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by integer REFERENCES team_members (id) ON DELETE SET NULL
    )`.execute(db);
}
