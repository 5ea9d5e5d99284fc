import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import type { DatabaseHandle, RawSession } from '../db/connection';
import { MIGRATION_NAMES, migrateToLatest } from '../db/migrate';
import { NAMESPACES, hashingStream, type ObjectStore } from '../store/store';
import {
  BackupError,
  DB_PREFIX,
  FORMAT,
  FORMAT_VERSION,
  HEADER_ENTRY,
  JOBS_TABLE,
  MANIFEST_ENTRY,
  SECRET_ENTRY,
  SEQUENCES_ENTRY,
  STORE_PREFIX,
  parseDbEntry,
  type BackupHeader,
  type Manifest,
  type SequenceValue,
  type TableInfo,
} from './format';
import { BOOKKEEPING, currentSchema, listTables, quoteIdent, tableSql, writeSequences } from './tables';

export interface RestoreTarget {
  database: DatabaseHandle;
  store: ObjectStore;
  jobsSchema: string;
  /** Replace a target that already holds rows or objects (they are dropped first). */
  force?: boolean;
  /**
   * Called once the database is at the code's newest schema, before the job queue's rows are loaded: it
   * must install the queue's own tables (the app's start does) and answer a function that stops it.
   */
  startJobQueue: () => Promise<() => Promise<void>>;
  /** The embedded default's key from the archive (absent when the archive has none). */
  onSecret?: (secret: Buffer) => void;
  log?: (line: string) => void;
}

export interface RestoreReport {
  header: BackupHeader;
  manifest: Manifest;
  /** Migrations applied after the archive's schema (it came from older code). */
  migrated: string[];
  /** Pending jobs of queues the code no longer has (not loaded). */
  droppedJobs: number;
}

const latestMigration = () => MIGRATION_NAMES.at(-1)!;

/** Refuses an archive that is not ours, or one from code newer than this (naming both versions). */
export function checkHeader(header: BackupHeader): void {
  if (header.format !== FORMAT || header.formatVersion > FORMAT_VERSION)
    throw new BackupError(
      `This is not a backup this code can read (format ${String(header.format)} ${String(header.formatVersion)}).`,
    );
  if (!MIGRATION_NAMES.includes(header.schemaVersion)) {
    const newer = header.schemaVersion > latestMigration();
    throw new BackupError(
      newer
        ? `The archive's schema ${header.schemaVersion} (app ${header.appVersion}) is newer than this code's ${latestMigration()}: restore it with that version of the code or later.`
        : `The archive's schema ${header.schemaVersion} (app ${header.appVersion}) is unknown to this code (newest ${latestMigration()}).`,
    );
  }
}

/** What the target holds already: tables with rows, and store objects (at most a few of each, named). */
async function existingContent(session: RawSession, store: ObjectStore, jobsSchema: string) {
  const filled: string[] = [];
  for (const { table } of await listTables(session, jobsSchema)) {
    if (table === JOBS_TABLE || table === 'live_events') continue;
    const [row] = await session.query<{ some: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${tableSql(table, jobsSchema)}) AS some`,
    );
    if (row?.some) filled.push(table);
  }
  const objects: string[] = [];
  for (const namespace of NAMESPACES)
    for await (const listed of store.list(`${namespace}/`)) {
      objects.push(listed.key);
      break;
    }
  return { filled, objects };
}

/** Empties the target: the app's schema (and the job queue's) dropped and made again, objects removed. */
async function wipe(session: RawSession, store: ObjectStore, jobsSchema: string): Promise<void> {
  const schema = quoteIdent(await currentSchema(session));
  await session.query(`DROP SCHEMA IF EXISTS ${quoteIdent(jobsSchema)} CASCADE`);
  await session.query(`DROP SCHEMA ${schema} CASCADE`);
  await session.query(`CREATE SCHEMA ${schema}`);
  for (const namespace of NAMESPACES)
    for await (const listed of store.list(`${namespace}/`)) await store.remove(listed.key);
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * Restores an archive (writeBackup's) into an empty database and store: the schema as the archive had it,
 * every row (triggers off: the archive holds what they wrote), sequences, objects; then the newer
 * migrations, then the pending jobs. Checks as it reads: every piece and object against the manifest's
 * SHA-256, then every table's row count in the database. Throws a BackupError naming what differs.
 */
export async function restoreBackup(target: RestoreTarget, input: Readable): Promise<RestoreReport> {
  const { database, store, jobsSchema, log = () => undefined } = target;
  const extract = tar.extract();
  const reading = pipeline(input, zlib.createGunzip(), extract);
  reading.catch(() => undefined);
  const jobRows = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-restore-')), 'jobs.copy');
  const tableHashes = new Map<string, ReturnType<typeof createHash>>();
  const tableInfo = new Map<string, TableInfo>();
  const objectHashes = new Map<string, { size: number; sha256: string }>();
  let header: BackupHeader | undefined;
  let manifest: Manifest | undefined;
  let sequences: SequenceValue[] = [];
  let jobColumns: string[] | null = null;
  const entries = extract[Symbol.asyncIterator]();
  try {
    const first = await entries.next();
    if (first.done || first.value.header.name !== HEADER_ENTRY)
      throw new BackupError('This is not a backup archive (no backup.json first).');
    header = JSON.parse((await readAll(first.value)).toString('utf8')) as BackupHeader;
    checkHeader(header);
    await database.session((session) => prepareTarget(session, target));
    // The archive's schema, built by the migrations (outside a session: PGlite's one connection is theirs).
    await migrateToLatest(database.db, await schemaOf(database), header.schemaVersion);
    await database.session(async (session) => {
      await session.query('BEGIN');
      for (let next = await entries.next(); !next.done; next = await entries.next()) {
        const entry = next.value;
        const name = entry.header.name;
        if (name.startsWith(DB_PREFIX)) {
          const parsed = parseDbEntry(name);
          if (!parsed) throw new BackupError(`Unexpected entry ${name} in the archive.`);
          if (parsed.kind === 'columns') {
            if (BOOKKEEPING.has(parsed.table)) {
              await readAll(entry);
              continue;
            }
            const info = JSON.parse((await readAll(entry)).toString('utf8')) as TableInfo;
            tableInfo.set(info.table, info);
            tableHashes.set(info.table, createHash('sha256'));
            if (info.table === JOBS_TABLE) jobColumns = info.columns;
            else await session.query(`ALTER TABLE ${tableSql(info.table, jobsSchema)} DISABLE TRIGGER USER`);
            continue;
          }
          // The migrations write their own bookkeeping (an archive of an older version may carry it).
          if (BOOKKEEPING.has(parsed.table)) {
            await readAll(entry);
            continue;
          }
          const info = tableInfo.get(parsed.table);
          if (!info) throw new BackupError(`Rows of ${parsed.table} come before its columns in the archive.`);
          const piece = await readAll(entry);
          tableHashes.get(info.table)!.update(piece);
          // The queue's tables are the library's own, made by the code's start: its rows wait until then.
          if (info.table === JOBS_TABLE) fs.appendFileSync(jobRows, piece);
          else
            await session.copyIn(
              `${tableSql(info.table, jobsSchema)} (${info.columns.map(quoteIdent).join(', ')})`,
              piece,
            );
          continue;
        }
        if (name === SEQUENCES_ENTRY) {
          sequences = JSON.parse((await readAll(entry)).toString('utf8')) as SequenceValue[];
          continue;
        }
        if (name.startsWith(STORE_PREFIX)) {
          const key = name.slice(STORE_PREFIX.length);
          const hashing = hashingStream();
          await store.putStream(key, (entry as unknown as Readable).pipe(hashing.stream));
          objectHashes.set(key, { size: hashing.size(), sha256: hashing.digest() });
          if (objectHashes.size % 100 === 0)
            log(`  store: ${objectHashes.size.toLocaleString('en-US')} objects`);
          continue;
        }
        if (name === SECRET_ENTRY) {
          target.onSecret?.(await readAll(entry));
          continue;
        }
        if (name === MANIFEST_ENTRY) {
          manifest = JSON.parse((await readAll(entry)).toString('utf8')) as Manifest;
          continue;
        }
        throw new BackupError(`Unexpected entry ${name} in the archive.`);
      }
      if (!header) throw new BackupError('The archive is empty.');
      if (!manifest) throw new BackupError('The archive ends before its manifest: it was cut short.');
      for (const info of tableInfo.values())
        if (info.table !== JOBS_TABLE)
          await session.query(`ALTER TABLE ${tableSql(info.table, jobsSchema)} ENABLE TRIGGER USER`);
      const missing = await writeSequences(
        session,
        sequences.filter((sequence) => !sequence.name.startsWith(`${jobsSchema}.`)),
      );
      if (missing.length) log(`  sequences not in this schema (skipped): ${missing.join(', ')}`);
      await session.query('COMMIT');
    });
    await reading;
    const checked = manifest!;
    const problems = compareArchive(checked, tableHashes, objectHashes);
    if (problems.length)
      throw new BackupError(`The archive does not match its manifest:\n  ${problems.join('\n  ')}`);
    const migrated = await migrateToLatest(database.db, await schemaOf(database));
    if (migrated.length) log(`  migrated from ${header!.schemaVersion}: ${migrated.join(', ')}`);
    const droppedJobs = jobColumns ? await loadJobs(target, jobColumns, jobRows, sequences) : 0;
    await verifyTarget(target, checked);
    return { header: header!, manifest: checked, migrated, droppedJobs };
  } catch (error) {
    extract.destroy();
    throw error;
  } finally {
    fs.rmSync(path.dirname(jobRows), { recursive: true, force: true });
  }
}

const schemaOf = (database: DatabaseHandle) => database.session((session) => currentSchema(session));

/** Refuses a target that holds anything (unless forced), then empties it. */
async function prepareTarget(session: RawSession, target: RestoreTarget) {
  const { filled, objects } = await existingContent(session, target.store, target.jobsSchema);
  if ((filled.length || objects.length) && !target.force)
    throw new BackupError(
      `The target is not empty (${[
        filled.length ? `rows in ${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ' …' : ''}` : '',
        objects.length ? `objects in the store, such as ${objects[0]}` : '',
      ]
        .filter(Boolean)
        .join('; ')}): restore into an empty database and store, or add --force to replace them.`,
    );
  // Also when empty: a database migrated past the archive's schema is made again at the archive's.
  await wipe(session, target.store, target.jobsSchema);
}

function compareArchive(
  manifest: Manifest,
  tableHashes: Map<string, ReturnType<typeof createHash>>,
  objectHashes: Map<string, { size: number; sha256: string }>,
): string[] {
  const problems: string[] = [];
  for (const [table, expected] of Object.entries(manifest.tables)) {
    if (BOOKKEEPING.has(table)) continue;
    const hash = tableHashes.get(table);
    if (!hash) problems.push(`table ${table}: missing from the archive`);
    else if (hash.digest('hex') !== expected.sha256)
      problems.push(`table ${table}: its rows differ (SHA-256)`);
  }
  for (const [key, expected] of Object.entries(manifest.objects)) {
    const got = objectHashes.get(key);
    if (!got) problems.push(`object ${key}: missing from the archive`);
    else if (got.sha256 !== expected.sha256 || got.size !== expected.size)
      problems.push(`object ${key}: its bytes differ (${got.size} bytes, expected ${expected.size})`);
  }
  for (const key of objectHashes.keys())
    if (!manifest.objects[key]) problems.push(`object ${key}: not in the manifest`);
  return problems;
}

/** Loads the archive's pending jobs into the queue the code's start made (only queues it still has). */
async function loadJobs(
  target: RestoreTarget,
  columns: string[],
  file: string,
  sequences: SequenceValue[],
): Promise<number> {
  const stop = await target.startJobQueue();
  try {
    return await target.database.session(async (session) => {
      if (!fs.existsSync(file)) return 0;
      const jobs = quoteIdent(target.jobsSchema);
      await session.query('BEGIN');
      await session.query(`CREATE TEMP TABLE restored_jobs (LIKE ${jobs}."job") ON COMMIT DROP`);
      const list = columns.map(quoteIdent).join(', ');
      const stream = fs.createReadStream(file, { highWaterMark: 4 * 1024 * 1024 });
      let rest = Buffer.alloc(0);
      for await (const part of stream) {
        const joined = Buffer.concat([rest, part as Buffer]);
        const cut = joined.lastIndexOf(0x0a) + 1;
        if (cut) await session.copyIn(`restored_jobs (${list})`, joined.subarray(0, cut));
        rest = joined.subarray(cut);
      }
      const [loaded] = await session.query<{ n: number }>(
        `WITH moved AS (INSERT INTO ${jobs}."job" (${list}) SELECT ${list} FROM restored_jobs
           WHERE name IN (SELECT name FROM ${jobs}."queue") ON CONFLICT DO NOTHING RETURNING 1)
         SELECT count(*)::int AS n FROM moved`,
      );
      const [all] = await session.query<{ n: number }>('SELECT count(*)::int AS n FROM restored_jobs');
      await writeSequences(
        session,
        sequences.filter((sequence) => sequence.name.startsWith(`${target.jobsSchema}.`)),
      );
      await session.query('COMMIT');
      return Number(all?.n ?? 0) - Number(loaded?.n ?? 0);
    });
  } finally {
    await stop();
  }
}

/** Every table holds the manifest's rows, every object is stored with its size: else the differences. */
async function verifyTarget(target: RestoreTarget, manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  await target.database.session(async (session) => {
    for (const [table, expected] of Object.entries(manifest.tables)) {
      if (table === JOBS_TABLE || BOOKKEEPING.has(table)) continue;
      const [row] = await session.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${tableSql(table, target.jobsSchema)}`,
      );
      if (Number(row?.n) !== expected.rows)
        problems.push(`table ${table}: ${row?.n} rows, the manifest says ${expected.rows}`);
    }
  });
  for (const [key, expected] of Object.entries(manifest.objects)) {
    const stat = await target.store.stat(key);
    if (!stat) problems.push(`object ${key}: not in the store`);
    else if (stat.size !== expected.size)
      problems.push(`object ${key}: ${stat.size} bytes in the store, the manifest says ${expected.size}`);
  }
  if (problems.length)
    throw new BackupError(`The restore does not match the manifest:\n  ${problems.join('\n  ')}`);
}
