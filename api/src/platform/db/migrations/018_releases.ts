import { sql, type Kysely } from 'kysely';

/**
 * Releases of the remotes (modules/releases): the deploy tokens CI publishes with (stored as hashes), each
 * published build with its state, every step taken on them with who took it, and the load and render
 * errors the shells report per release.
 *
 * `releases.seq` is the order the database recorded the publishes in: two publishes at once are taken one
 * after the other under a per-app lock, and the later one wins. `live_seq` is set each time a release
 * becomes live (from one sequence), so "the release live before this one" is a lookup, not a guess.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE deploy_tokens (
      id serial PRIMARY KEY,
      app text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      note text,
      created_by_id integer REFERENCES team_members (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE releases (
      seq bigserial PRIMARY KEY,
      app text NOT NULL,
      release_id text NOT NULL,
      version text NOT NULL,
      files_hash text NOT NULL,
      built_with jsonb NOT NULL,
      file_count integer NOT NULL,
      size_bytes bigint NOT NULL,
      token_id integer REFERENCES deploy_tokens (id) ON DELETE SET NULL,
      note text,
      state text NOT NULL CHECK (state IN ('live', 'canary', 'retired')),
      canary_percent integer CHECK (canary_percent BETWEEN 1 AND 99),
      live_seq bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (app, release_id)
    )`.execute(db);
  await sql`CREATE SEQUENCE release_live_seq`.execute(db);
  // At most one live and one canary release per app: the database keeps the rule even if a bug does not.
  await sql`CREATE UNIQUE INDEX releases_one_live ON releases (app) WHERE state = 'live'`.execute(db);
  await sql`CREATE UNIQUE INDEX releases_one_canary ON releases (app) WHERE state = 'canary'`.execute(db);
  await sql`CREATE INDEX releases_by_version ON releases (app, version)`.execute(db);
  await sql`
    CREATE TABLE release_events (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      app text NOT NULL,
      action text NOT NULL,
      release_id text,
      from_release_id text,
      member_id integer REFERENCES team_members (id) ON DELETE SET NULL,
      token_id integer REFERENCES deploy_tokens (id) ON DELETE SET NULL,
      note text
    )`.execute(db);
  await sql`CREATE INDEX release_events_by_app ON release_events (app, id DESC)`.execute(db);
  await sql`
    CREATE TABLE client_errors (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      app text NOT NULL,
      release_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('load', 'render')),
      reporter text NOT NULL,
      message text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX client_errors_by_release ON client_errors (app, release_id, id DESC)`.execute(db);
}
