import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Database } from './schema';
import { unavailable } from '../errors';
import { takeOwnership, type Ownership } from './owner';

/**
 * One connection of its own, for work that must see one snapshot or load in bulk (backup and restore):
 * raw SQL and COPY in PostgreSQL's text format, which both kinds read and write alike.
 */
export interface RawSession {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  /** The bytes of `COPY (<select>) TO STDOUT`, in pieces as they come (PGlite: one piece). */
  copyOut(select: string): AsyncIterable<Buffer>;
  /** `COPY <table> (<columns>) FROM STDIN` with these bytes (whole rows, in COPY's text format). */
  copyIn(target: string, bytes: Buffer): Promise<void>;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /**
   * Raw SQL for libraries that bring their own (the job queue). Text without values may hold several
   * statements. On PGlite it waits for the one connection like every query, so it never lands inside
   * another caller's open transaction.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel` from any process; the returned function stops.
   * On PostgreSQL a dedicated connection listens and reconnects after a failure (`onReconnect` then
   * runs, so the caller can catch up on what it may have missed).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /** The pool's connections (metrics): open, idle, and callers waiting for one. */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Runs `work` on a connection of its own (PGlite: its one connection, held, so the app's queries wait
   * until it ends). The caller opens its own transaction on it.
   */
  session<T>(work: (session: RawSession) => Promise<T>): Promise<T>;
  /** The embedded database's ownership of DATA_DIR (owner.ts); absent on PostgreSQL and in memory. */
  ownership?: Ownership;
  close(): Promise<void>;
}

// PostgreSQL returns bigint (int8) as text by default; our counts and ids fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
// numeric (money amounts) as a JS number; our amounts have two decimals and stay far below 2^53.
pg.types.setTypeParser(1700, (value) => Number(value));
// date as its 'YYYY-MM-DD' text: a JS Date would shift it by the server's time zone.
pg.types.setTypeParser(1082, (value) => value);

/** SQLSTATE classes and socket errors that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: the server is stopping or our backend was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection_exception family
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether an error means the database is away (restarting, stopped, unreachable) rather than a bug:
 * the caller answers 503 and the client retries. node-postgres reports a dropped socket without a code.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
      message,
    )
  );
}

export const DATABASE_UNAVAILABLE =
  'The database is not reachable at the moment. Please try again in a few seconds.';

const asUnavailable = (error: unknown) =>
  isDatabaseUnavailable(error) ? unavailable(DATABASE_UNAVAILABLE) : error;

const guarded = Symbol('guarded');

/**
 * A pool whose failures to reach the server surface as the domain's 'unavailable' error (HTTP 503). Its
 * clients never crash the process (see the 'connect' listener in connectPostgres): a client whose
 * connection dies while checked out emits 'error', and node-postgres listens for that only while idle.
 */
class ResilientPool extends pg.Pool {
  override async connect(): Promise<pg.PoolClient> {
    let client: pg.PoolClient & { [guarded]?: true };
    try {
      client = await super.connect();
    } catch (error) {
      throw asUnavailable(error);
    }
    if (!client[guarded]) {
      client[guarded] = true;
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const result = query(...args);
        return result instanceof Promise
          ? result.catch((error: unknown) => Promise.reject(asUnavailable(error)))
          : result;
      };
    }
    return client;
  }
}

/**
 * A real PostgreSQL server. The pool survives the server going away: an idle client whose connection
 * dies emits 'error' on the pool, which (unhandled) would end the process; handled, the pool drops that
 * client and opens a fresh one for the next query once the server is back. Connecting gives up after a
 * few seconds so a call to an unreachable server fails (503) instead of hanging.
 */
export function connectPostgres(url: string): DatabaseHandle {
  const pool = new ResilientPool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    application_name: applicationName(url),
  });
  pool.on('error', (error) => {
    if (!isDatabaseUnavailable(error)) console.error('PostgreSQL pool error:', error);
  });
  // Attached the moment a client is connected, before the pool hands it out: a backend terminated right
  // after start-up can report it in the same network read that completed the start-up, before the caller
  // has the client. The query that uses the dead client fails (503); the pool then drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    session: async (work) => {
      const client = new pg.Client({
        connectionString: url,
        application_name: `${applicationName(url)}-bulk`,
      });
      client.on('error', () => undefined);
      await client.connect();
      try {
        return await work({
          query: async (text, values) => (await client.query(text, values)).rows,
          copyOut: (select) => client.query(copyTo(`COPY (${select}) TO STDOUT`)),
          copyIn: (target, bytes) =>
            pipeline(Readable.from([bytes]), client.query(copyFrom(`COPY ${target} FROM STDIN`))),
        });
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    // Through connect(), not pool.query(): the guarded connect above takes no callback, which query() uses.
    executeSql: async (text, values) => {
      const client = await pool.connect();
      try {
        return await client.query(text, values?.length ? values : undefined);
      } catch (error) {
        // A failed script that began a transaction leaves it open and aborted: end it before the client
        // goes back to the pool, or every later query on it fails.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onMessage, onReconnect) => {
      const stop = await listenPostgres(url, channel, onMessage, onReconnect);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await db.destroy();
    },
  };
}

/** A LISTEN on its own connection (pooled connections cannot keep one), re-established after a loss. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: `${applicationName(url)}-listen` });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(reconnect, 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = () => {
    if (stopped) return;
    open().then(
      () => onReconnect?.(),
      () => (retry = setTimeout(reconnect, 1000)),
    );
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
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
  // Before PGlite reads a byte: a second process on this DATA_DIR would run a second copy (owner.ts).
  const ownership = dataDir ? takeOwnership(dataDir) : undefined;
  let pglite: import('@electric-sql/pglite').PGlite;
  try {
    pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    ownership?.release();
    throw error;
  }
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 } as pg.PoolConfig);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    executeSql: async (text, values) => {
      // Holding the pool's one client keeps this out of a transaction another caller has open.
      const client = await pool.connect();
      try {
        if (values?.length) return await pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        // As on PostgreSQL: never leave the one session inside an aborted transaction.
        await pglite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onMessage) => pglite.listen(channel, onMessage),
    session: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          query: async (text, values) => (await pglite.query<never>(text, values ?? [])).rows as never[],
          async *copyOut(select) {
            const result = await pglite.query(`COPY (${select}) TO '/dev/blob'`);
            if (result.blob) yield Buffer.from(await result.blob.arrayBuffer());
          },
          copyIn: async (target, bytes) => {
            await pglite.query(`COPY ${target} FROM '/dev/blob'`, [], {
              blob: new Blob([new Uint8Array(bytes)]),
            });
          },
        });
      } catch (error) {
        await pglite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    ownership,
    close: async () => {
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        ownership?.release();
      }
    },
  };
}

/** The URL's application_name, or the API's own, so operators (and tests) can find our connections. */
function applicationName(url: string): string {
  try {
    return new URL(url).searchParams.get('application_name') ?? 'earrival-api';
  } catch {
    return 'earrival-api';
  }
}

export async function connect(options: { databaseUrl?: string; dataDir?: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl) : connectPglite(options.dataDir);
}
