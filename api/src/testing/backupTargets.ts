import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../platform/db/connection';
import { localStore } from '../platform/store/local';
import { s3Store } from '../platform/store/s3';
import type { ObjectStore } from '../platform/store/store';
import type { S3Config } from '../config';
import type { DatabaseKind } from './harness';

/**
 * A fresh place to back up from or restore into, as an installation has it: the embedded database in a
 * DATA_DIR of its own, or a PostgreSQL database of its own (CREATE DATABASE, dropped at close), with a
 * local store in a folder of its own or an S3 bucket's prefix.
 */
export interface Installation {
  kind: DatabaseKind;
  dataDir: string;
  /** The PostgreSQL database's URL (postgres only). */
  databaseUrl?: string;
  database: DatabaseHandle;
  store: ObjectStore;
  /** Closes the database and store (the data stays until destroy). */
  close(): Promise<void>;
  /** Closes, then drops the database and removes the folder. */
  destroy(): Promise<void>;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function newInstallation(
  kind: DatabaseKind,
  options: { s3?: S3Config | { config: S3Config }; name?: string } = {},
): Promise<Installation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `earrival-${options.name ?? 'install'}-`));
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const name = `earrival_${options.name ?? 'install'}_${randomBytes(5).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    databaseUrl = Object.assign(new URL(process.env.DATABASE_URL!), { pathname: `/${name}` }).toString();
  }
  const open = () => (databaseUrl ? Promise.resolve(connectPostgres(databaseUrl)) : connectPglite(dataDir));
  const s3 = options.s3 && 'config' in options.s3 ? options.s3.config : options.s3;
  const openStore = () => (s3 ? s3Store(s3) : localStore(dataDir));
  const installation: Installation = {
    kind,
    dataDir,
    databaseUrl,
    database: await open(),
    store: openStore(),
    async close() {
      await installation.store.close();
      await installation.database.close();
    },
    async destroy() {
      await installation.close().catch(() => undefined);
      if (databaseUrl)
        await admin(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return installation;
}
