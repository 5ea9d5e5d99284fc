import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

// PostgreSQL returns bigint (int8) as text by default; our counts and ids fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
// numeric (money amounts) as a JS number; our amounts have two decimals and stay far below 2^53.
pg.types.setTypeParser(1700, (value) => Number(value));
// date as its 'YYYY-MM-DD' text: a JS Date would shift it by the server's time zone.
pg.types.setTypeParser(1082, (value) => value);

/** A real PostgreSQL server. */
export function connectPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * Embedded PGlite (PostgreSQL in WebAssembly) in dataDir, or in memory when dataDir is undefined.
 * PGlite has one connection, so the pool size is 1 and queries queue behind each other.
 */
export async function connectPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 } as pg.PoolConfig);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

export async function connect(options: { databaseUrl?: string; dataDir?: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl) : connectPglite(options.dataDir);
}
