import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { BuiltWith, ReleasesTable } from './tables';

/** The releases module's SQL: releases, their steps, deploy tokens and reported client errors. */

type Db = Kysely<Database> | Transaction<Database>;
export type ReleaseRow = Selectable<ReleasesTable>;

/** A key of our own for the per-app advisory lock (the first of the two-int form). */
const RELEASE_LOCK = 72_040_029;

/**
 * Orders the publishes, promotions and rollbacks of one app: each takes this lock inside its transaction,
 * so two at once run one after the other, the later seeing what the earlier committed.
 */
export async function lockApp(trx: Transaction<Database>, app: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${RELEASE_LOCK}, hashtext(${app}))`.execute(trx);
}

/** Every release of one app; each lookup below narrows it. */
const releasesOf = (db: Db, app: string) => db.selectFrom('releases').selectAll().where('app', '=', app);

export const findRelease = (db: Db, app: string, releaseId: string) =>
  releasesOf(db, app).where('release_id', '=', releaseId).executeTakeFirst();

/** A release of the same version with other files, if any. */
export const findVersion = (db: Db, app: string, version: string) =>
  releasesOf(db, app).where('version', '=', version).executeTakeFirst();

export const releaseInState = (db: Db, app: string, state: 'live' | 'canary') =>
  releasesOf(db, app).where('state', '=', state).executeTakeFirst();

/** The live and canary releases of every app (the registry). */
export const currentReleases = (db: Db) =>
  db.selectFrom('releases').selectAll().where('state', 'in', ['live', 'canary']).execute();

export interface NewRelease {
  app: string;
  release_id: string;
  version: string;
  files_hash: string;
  built_with: BuiltWith[];
  file_count: number;
  size_bytes: number;
  token_id: number | null;
  note: string | null;
  state: 'live' | 'canary';
  canary_percent: number | null;
}

export async function insertRelease(trx: Transaction<Database>, release: NewRelease): Promise<ReleaseRow> {
  return trx
    .insertInto('releases')
    .values({
      ...release,
      built_with: JSON.stringify(release.built_with),
      live_seq: release.state === 'live' ? sql<number>`nextval('release_live_seq')` : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Retires the app's release in `state` (if any) and returns it. */
export async function retire(trx: Transaction<Database>, app: string, state: 'live' | 'canary') {
  return trx
    .updateTable('releases')
    .set({ state: 'retired', canary_percent: null })
    .where('app', '=', app)
    .where('state', '=', state)
    .returningAll()
    .executeTakeFirst();
}

/** Makes a retired or canary release the live one (the caller retired the previous live one first). */
export async function makeLive(trx: Transaction<Database>, seq: number): Promise<ReleaseRow> {
  return trx
    .updateTable('releases')
    .set({ state: 'live', canary_percent: null, live_seq: sql<number>`nextval('release_live_seq')` })
    .where('seq', '=', seq)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The release that was live before the current live one (or before nothing), if any. */
export async function previousLive(trx: Transaction<Database>, app: string, beforeLiveSeq: number | null) {
  let query = releasesOf(trx, app).where('state', '=', 'retired').where('live_seq', 'is not', null);
  if (beforeLiveSeq !== null) query = query.where('live_seq', '<', beforeLiveSeq);
  return query.orderBy('live_seq', 'desc').limit(1).executeTakeFirst();
}

export interface NewReleaseEvent {
  app: string;
  action: string;
  release_id?: string | null;
  from_release_id?: string | null;
  member_id?: number | null;
  token_id?: number | null;
  note?: string | null;
}

export async function recordStep(trx: Db, step: NewReleaseEvent): Promise<void> {
  await trx.insertInto('release_events').values(step).execute();
}

/** The newest releases of an app with their token's note and error counts. */
export async function releaseHistory(db: Db, app: string, limit: number) {
  return db
    .selectFrom('releases as r')
    .leftJoin('deploy_tokens as t', 't.id', 'r.token_id')
    .selectAll('r')
    .select(['t.note as token_note'])
    .where('r.app', '=', app)
    .orderBy('r.seq', 'desc')
    .limit(limit)
    .execute();
}

export async function releaseSteps(db: Db, app: string, limit: number) {
  return db
    .selectFrom('release_events as e')
    .leftJoin('team_members as m', 'm.id', 'e.member_id')
    .leftJoin('deploy_tokens as t', 't.id', 'e.token_id')
    .select([
      'e.id',
      'e.at',
      'e.action',
      'e.release_id',
      'e.from_release_id',
      'e.member_id',
      'm.name as member_name',
      'e.token_id',
      't.note as token_note',
      'e.note',
    ])
    .where('e.app', '=', app)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

/** Load and render errors per release of an app, and how many distinct members reported them. */
export async function errorCounts(db: Db, app: string) {
  return db
    .selectFrom('client_errors')
    .select((eb) => [
      'release_id',
      eb.fn.count<number>('id').filterWhere('kind', '=', 'load').as('load'),
      eb.fn.count<number>('id').filterWhere('kind', '=', 'render').as('render'),
      // One member once, whether their reports counted or not (a pseudonym is one member too).
      eb.fn
        .count<number>(
          sql`DISTINCT CASE WHEN reporter ~ '^(member|unserved):' THEN split_part(reporter, ':', 2) ELSE reporter END`,
        )
        .as('members'),
    ])
    .where('app', '=', app)
    .groupBy('release_id')
    .execute();
}

/**
 * Who reported an error (client_errors.reporter): 'member:<id>' when the registry had served the release
 * to the member's session (what a canary's rollback counts), 'unserved:<id>' when it had not; rows kept
 * before reporters were named hold a keyed pseudonym (24 hex digits), which names nobody.
 */
export const reporterOf = (memberId: number, served: boolean) =>
  `${served ? 'member' : 'unserved'}:${memberId}`;

/** The member id a reporter names, in SQL (null for a pseudonym). */
const reporterId = sql<number | null>`CASE WHEN ce.reporter ~ '^(member|unserved):[0-9]{1,9}$'
  THEN split_part(ce.reporter, ':', 2)::int END`;

/** The members whose reports of a release count (the registry served it to them), with their names. */
export async function servedReporters(db: Db, app: string, releaseId: string) {
  return db
    .selectFrom('client_errors as ce')
    .leftJoin('team_members as m', (join) => join.on('m.id', '=', reporterId))
    .select([sql<number>`${reporterId}`.as('id'), 'm.name'])
    .where('ce.app', '=', app)
    .where('ce.release_id', '=', releaseId)
    .where('ce.reporter', 'like', 'member:%')
    .groupBy(['ce.reporter', 'm.name'])
    .orderBy(sql`min(ce.id)`)
    .execute();
}

/** The newest error reports of an app with who reported them (the Deployments screen). */
export async function latestReports(db: Db, app: string, limit: number) {
  return db
    .selectFrom('client_errors as ce')
    .leftJoin('team_members as m', (join) => join.on('m.id', '=', reporterId))
    .select([
      'ce.id',
      'ce.at',
      'ce.release_id',
      'ce.kind',
      'ce.message',
      'ce.reporter',
      sql<number | null>`${reporterId}`.as('member_id'),
      'm.name as member_name',
    ])
    .where('ce.app', '=', app)
    .orderBy('ce.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The members signed in now: a session neither ended nor expired (the sessions table is the auth
 * module's; read here only to size a canary's share of active staff).
 */
export async function signedInMemberIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('member_sessions')
    .select('member_id')
    .distinct()
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  return rows.map((row) => row.member_id);
}

/** Keeps at most `perRelease` newest rows of a release (the rest are deleted). */
export async function insertClientError(
  trx: Db,
  row: { app: string; release_id: string; kind: 'load' | 'render'; reporter: string; message: string },
  perRelease: number,
): Promise<void> {
  await trx.insertInto('client_errors').values(row).execute();
  await sql`
    DELETE FROM client_errors WHERE app = ${row.app} AND release_id = ${row.release_id} AND id <= (
      SELECT id FROM client_errors WHERE app = ${row.app} AND release_id = ${row.release_id}
      ORDER BY id DESC OFFSET ${perRelease} LIMIT 1)`.execute(trx);
}

/** Keeps the whole table bounded: at most `max` rows, the oldest go first. */
export async function pruneClientErrors(db: Db, max: number): Promise<void> {
  await sql`
    DELETE FROM client_errors WHERE id <= (SELECT id FROM client_errors ORDER BY id DESC OFFSET ${max} LIMIT 1)`.execute(
    db,
  );
}

// Deploy tokens

export async function insertToken(
  db: Db,
  token: { app: string; token_hash: string; note: string | null; created_by_id: number | null },
) {
  return db.insertInto('deploy_tokens').values(token).returningAll().executeTakeFirstOrThrow();
}

export const tokenByHash = (db: Db, hash: string) =>
  db.selectFrom('deploy_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();

export async function touchToken(db: Db, id: number): Promise<void> {
  await db
    .updateTable('deploy_tokens')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function revokeToken(db: Db, id: number) {
  return db
    .updateTable('deploy_tokens')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export const findToken = (db: Db, id: number) =>
  db.selectFrom('deploy_tokens').selectAll().where('id', '=', id).executeTakeFirst();

const tokensWithCreator = (db: Db) =>
  db
    .selectFrom('deploy_tokens as t')
    .leftJoin('team_members as m', 'm.id', 't.created_by_id')
    .selectAll('t')
    .select(['m.name as created_by_name']);

export const listTokens = (db: Db) => tokensWithCreator(db).orderBy('t.id', 'desc').execute();

export const tokenWithCreator = (db: Db, id: number) =>
  tokensWithCreator(db).where('t.id', '=', id).executeTakeFirstOrThrow();
