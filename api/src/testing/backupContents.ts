import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../platform/db/connection';
import { JOBS_TABLE } from '../platform/backup/format';
import { BOOKKEEPING, listTables, quoteIdent, tableSql } from '../platform/backup/tables';
import { NAMESPACES, type ObjectStore } from '../platform/store/store';
import type { RestoreTarget } from '../platform/backup/restore';
import type { Installation } from './backupTargets';

/** Every table's rows as COPY text lines, sorted (order on disk differs between kinds; the rows may not). */
export async function tableContents(
  database: DatabaseHandle,
  jobsSchema: string,
): Promise<Map<string, string[]>> {
  return database.session(async (session) => {
    const contents = new Map<string, string[]>();
    for (const info of await listTables(session, jobsSchema)) {
      if (BOOKKEEPING.has(info.table) || info.table === JOBS_TABLE) continue;
      const parts: Buffer[] = [];
      for await (const part of session.copyOut(
        `SELECT ${info.columns.map(quoteIdent).join(', ')} FROM ${tableSql(info.table, jobsSchema)}`,
      ))
        parts.push(part);
      contents.set(info.table, Buffer.concat(parts).toString('utf8').split('\n').filter(Boolean).sort());
    }
    return contents;
  });
}

/** Every stored object's SHA-256, by key. */
export async function storeContents(store: ObjectStore): Promise<Map<string, string>> {
  const objects = new Map<string, string>();
  for (const namespace of NAMESPACES)
    for await (const listed of store.list(`${namespace}/`)) {
      const opened = await store.open(listed.key);
      if (!opened) continue;
      const hash = createHash('sha256');
      for await (const part of opened.body) hash.update(part as Buffer);
      objects.set(listed.key, hash.digest('hex'));
    }
  return objects;
}

/** What restoreBackup needs of an installation, with the app's job queue installed as a start does. */
export function restoreTarget(
  installation: Installation,
  jobsSchema = 'pgboss',
  force = false,
): RestoreTarget {
  return {
    database: installation.database,
    store: installation.store,
    jobsSchema,
    force,
    startJobQueue: async () => {
      const defaults = loadConfig({ ...process.env, DATABASE_URL: '' });
      const app = await buildApp({
        config: {
          ...defaults,
          dataDir: installation.dataDir,
          jobs: { ...defaults.jobs, schema: jobsSchema, workers: false },
        },
        database: installation.database,
        store: installation.store,
      });
      await app.ready();
      return () => app.close();
    },
  };
}

/** Copies an archive, changing the entries `edit` answers new bytes for (a forged or damaged archive). */
export async function rewriteArchive(
  from: string,
  to: string,
  edit: (name: string, bytes: Buffer) => Buffer | undefined,
): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const writing = pipeline(pack, zlib.createGzip(), fs.createWriteStream(to));
  const reading = pipeline(fs.createReadStream(from), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const part of entry) parts.push(part as Buffer);
    const bytes = Buffer.concat(parts);
    const changed = edit(entry.header.name, bytes) ?? bytes;
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.header.name, size: changed.length }, changed, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }
  pack.finalize();
  await Promise.all([reading, writing]);
}

export const readable = (file: string): Readable => fs.createReadStream(file);
