import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import type { DatabaseHandle, RawSession } from '../db/connection';
import { NAMESPACES, hashingStream, type ObjectStore } from '../store/store';
import {
  FORMAT,
  FORMAT_VERSION,
  HEADER_ENTRY,
  JOBS_TABLE,
  MANIFEST_ENTRY,
  SECRET_ENTRY,
  SEQUENCES_ENTRY,
  STORE_PREFIX,
  chunkEntry,
  tableEntry,
  type BackupHeader,
  type Manifest,
  type TableInfo,
} from './format';
import { listTables, quoteIdent, readSequences, tableSql } from './tables';

/** Rows travel in pieces of about this size: memory stays flat however big a table is. */
const PIECE_BYTES = 4 * 1024 * 1024;
/** Objects up to this size are read whole (documents are ~50 KB); larger ones stream into their entry. */
const WHOLE_OBJECT_BYTES = 1024 * 1024;
/** PGlite answers a COPY whole, so its tables are read this many rows at a time (by physical position). */
const PGLITE_ROWS_PER_PIECE = 2000;

export interface BackupSource {
  database: DatabaseHandle;
  store: ObjectStore;
  jobsSchema: string;
  appVersion: string;
  /** The embedded default's key file, copied when it exists (it decrypts the 2FA secrets). */
  secretFile?: string;
  /** Progress for a person: one line per table and a line per 100 objects. */
  log?: (line: string) => void;
}

/** Adds one entry whose bytes are known (headers, pieces, the manifest). */
function addEntry(pack: tar.Pack, name: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: bytes.length, mode: 0o600 }, bytes, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

async function readWhole(body: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * A table's rows in COPY text, cut into pieces of whole rows. PostgreSQL streams one COPY; PGlite reads
 * PGLITE_ROWS_PER_PIECE rows at a time in ctid order, all inside the caller's snapshot.
 */
async function* tablePieces(
  session: RawSession,
  kind: DatabaseHandle['kind'],
  info: TableInfo,
  jobsSchema: string,
): AsyncGenerator<Buffer> {
  const columns = info.columns.map(quoteIdent).join(', ');
  const from = tableSql(info.table, jobsSchema);
  if (kind === 'pglite') {
    let after = '(0,0)';
    for (;;) {
      const [bound] = await session.query<{ last: string | null }>(
        `SELECT max(ctid)::text AS last FROM (SELECT ctid FROM ${from} WHERE ctid > $1::tid ORDER BY ctid LIMIT ${PGLITE_ROWS_PER_PIECE}) piece`,
        [after],
      );
      const last = bound?.last;
      if (!last || !/^\(\d+,\d+\)$/.test(last)) return;
      for await (const bytes of session.copyOut(
        `SELECT ${columns} FROM ${from} WHERE ctid > '${after}'::tid AND ctid <= '${last}'::tid ORDER BY ctid`,
      ))
        if (bytes.length) yield bytes;
      after = last;
    }
  }
  let pending: Buffer[] = [];
  let size = 0;
  for await (const bytes of session.copyOut(`SELECT ${columns} FROM ${from}`)) {
    pending.push(bytes);
    size += bytes.length;
    if (size < PIECE_BYTES) continue;
    const joined = Buffer.concat(pending);
    // Rows end with a newline (one inside a value is written as \n), so the last one closes whole rows.
    const cut = joined.lastIndexOf(0x0a) + 1;
    if (cut > 0) yield joined.subarray(0, cut);
    pending = [joined.subarray(cut)];
    size = pending[0]!.length;
  }
  if (size) yield Buffer.concat(pending);
}

const countRows = (piece: Buffer) => {
  let rows = 0;
  for (let at = piece.indexOf(0x0a); at !== -1; at = piece.indexOf(0x0a, at + 1)) rows++;
  return rows;
};

/**
 * Writes a consistent backup of the database and every stored object to `output` (gzipped tar, see
 * format.ts) and answers its manifest. The database is read in one REPEATABLE READ transaction, so the
 * archive holds exactly what was committed when it began: a change committed meanwhile is wholly absent.
 * Objects are listed after that snapshot: every object its rows name was stored before it.
 */
export async function writeBackup(source: BackupSource, output: Writable): Promise<Manifest> {
  const { database, store, jobsSchema, log = () => undefined } = source;
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip({ level: 3 }), output);
  // A failure of the output (disk full) must end the producer too, instead of leaving it waiting.
  written.catch((error: unknown) => pack.destroy(error as Error));
  const manifest: Manifest = { tables: {}, objects: {}, sequences: 0, rows: 0, objectBytes: 0 };
  try {
    await database.session(async (session) => {
      await session.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const [version] = await session.query<{ name: string | null }>(
        'SELECT max(name) AS name FROM schema_migrations',
      );
      const header: BackupHeader = {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        appVersion: source.appVersion,
        schemaVersion: version?.name ?? '',
        database: database.kind,
        store: store.kind,
      };
      await addEntry(pack, HEADER_ENTRY, json(header));
      for (const info of await listTables(session, jobsSchema)) {
        await addEntry(pack, tableEntry(info.table), json(info));
        const hash = createHash('sha256');
        let rows = 0;
        let n = 0;
        for await (const piece of tablePieces(session, database.kind, info, jobsSchema)) {
          hash.update(piece);
          rows += countRows(piece);
          await addEntry(pack, chunkEntry(info.table, ++n), piece);
        }
        manifest.tables[info.table] = { rows, sha256: hash.digest('hex') };
        manifest.rows += info.table === JOBS_TABLE ? 0 : rows;
        log(`  ${info.table}: ${rows.toLocaleString('en-US')} rows`);
      }
      const sequences = await readSequences(session, jobsSchema);
      manifest.sequences = sequences.length;
      await addEntry(pack, SEQUENCES_ENTRY, json(sequences));
      await session.query('COMMIT');
    });
    let objects = 0;
    for (const namespace of NAMESPACES) {
      for await (const listed of store.list(`${namespace}/`)) {
        const opened = await store.open(listed.key);
        // Removed since it was listed (an expired upload): it was not there when the backup began.
        if (!opened) continue;
        const name = `${STORE_PREFIX}${listed.key}`;
        let sha256: string;
        if (opened.size <= WHOLE_OBJECT_BYTES) {
          // A document is small: read whole, it costs one entry instead of a three-stream pipeline.
          const bytes = await readWhole(opened.body);
          if (bytes.length !== opened.size)
            throw new Error(`The stored object ${listed.key} changed while it was read: back up again.`);
          sha256 = createHash('sha256').update(bytes).digest('hex');
          await addEntry(pack, name, bytes);
        } else {
          const hashing = hashingStream();
          await pipeline(opened.body, hashing.stream, pack.entry({ name, size: opened.size, mode: 0o600 }));
          sha256 = hashing.digest();
        }
        manifest.objects[listed.key] = { size: opened.size, sha256 };
        manifest.objectBytes += opened.size;
        // A counter: counting the manifest's keys per object made the loop quadratic (36,127 objects: 220 s).
        if (++objects % 1000 === 0) log(`  store: ${objects.toLocaleString('en-US')} objects`);
      }
    }
    if (source.secretFile && fs.existsSync(source.secretFile))
      await addEntry(pack, SECRET_ENTRY, fs.readFileSync(source.secretFile));
    await addEntry(pack, MANIFEST_ENTRY, json(manifest));
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
}
