import type { Kysely } from 'kysely';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import type { Database } from '../../platform/db/schema';
import { bulkInsert, type Column } from './bulk';
import { TABLES, chunkText, generateChunk, type ChunkJob, type CopyChunk } from './chunks';
import { ChunkWorkers } from './chunkWorkers';
import { copyRows } from './copy';
import type { StaffMember } from './generate';
import { HISTORY_TABLES, ORDERS_TABLE, columnNames, type GeneratedOrder, type SeedTable } from './tables';
const ORDER_ID: Column = ['order_id', 'int4'];
const columnsOf = (table: SeedTable<object>): Column[] => Object.entries(table.columns);

export interface SeedOrdersOptions {
  count: number;
  /** Staff names orders are assigned to / processed by. */
  staff: readonly string[];
  /** PRNG seed: the same seed gives the same orders. */
  seed?: number;
  chunkSize?: number;
  /** Chunks written at the same time (PostgreSQL: one connection each; PGlite queues them). */
  parallel?: number;
  now?: Date;
  onProgress?: (done: number) => void;
  /**
   * PostgreSQL only: the database's URL (with its search_path, if any). The rows then go in with COPY over
   * connections of the seed's own, several times faster than INSERT; without it, through `db`.
   */
  copyUrl?: string;
  /**
   * With copyUrl, for a load into empty tables whose foreign keys are dropped (withIndexesRebuiltAfter):
   * each table is filled by one `COPY ... WITH (FREEZE)` in a transaction of its own that first empties it
   * (the condition for FREEZE). The rows are then written frozen and visible to all, so the VACUUM after
   * the load has nothing to do but the statistics, and the tables load side by side, one connection each.
   */
  frozen?: boolean;
  /**
   * With copyUrl: worker threads that make the chunks' COPY text, several chunks at once (0: this thread
   * makes them). The orders are the same either way: each chunk draws from its own seeded generator.
   */
  threads?: number;
}

/**
 * The staff the orders are drawn for, each with the member id the triggers orders_member_refs and
 * remarks_author_ref (migration 008) would resolve the name to: the lowest id with that name. With the ids
 * in the rows those triggers change nothing, so a bulk load may switch them off (withTriggersOffDuring).
 */
async function staffMembers(db: Kysely<Database>, names: readonly string[]): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('team_members')
    .select((eb) => ['name', eb.fn.min('id').as('id')])
    .groupBy('name')
    .execute();
  const ids = new Map(rows.map((r) => [r.name, Number(r.id)]));
  return names.map((name) => ({ name, id: ids.get(name) ?? null }));
}

/** Through Kysely: one INSERT ... unnest() per table (PGlite, or PostgreSQL without copyUrl). */
async function insertChunk(db: Kysely<Database>, generated: GeneratedOrder[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = await bulkInsert(
      trx,
      'orders',
      columnsOf(ORDERS_TABLE),
      generated.map((g) => g.order),
      'order_id, order_number',
    );
    const idOf = new Map(ids.map((r) => [r.order_number as string, r.order_id as number]));
    for (const table of HISTORY_TABLES) {
      const rows = generated.flatMap((g) => {
        const orderId = idOf.get(g.order.order_number)!;
        return (table.rowsOf(g) as readonly object[]).map((row) => ({ ...row, order_id: orderId }));
      });
      await bulkInsert(trx, table.table, [ORDER_ID, ...columnsOf(table)], rows);
    }
  });
}

/** The orders' id sequence, looked up once (not while a frozen load holds the table's lock). */
async function idSequence(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT pg_get_serial_sequence('orders', 'order_id') AS name`,
  );
  return rows[0]!.name;
}

/** Order ids for the next `size` orders, from the orders' own sequence (COPY returns none). */
async function reserveIds(pool: pg.Pool, sequence: string, size: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT nextval($1::regclass)::integer AS id FROM generate_series(1, $2)`,
    [sequence, size],
  );
  return rows.map((r) => r.id);
}

/**
 * One open `COPY ... WITH (FREEZE)` per table, each in its own transaction that emptied the table first.
 * Chunks are written in turn: a chunk's text goes to every table's stream, and the next waits until the
 * streams have taken it (backpressure), so at most the chunk being written and the one being generated
 * are in memory. finish() ends the streams and commits; a failure drops the connections, which rolls
 * every table back.
 */
class FrozenCopies {
  private last: Promise<void> = Promise.resolve();
  private constructor(
    private readonly clients: pg.PoolClient[],
    private readonly streams: CopyStreamQuery[],
  ) {}

  static async open(pool: pg.Pool): Promise<FrozenCopies> {
    const clients: pg.PoolClient[] = [];
    const streams: CopyStreamQuery[] = [];
    try {
      for (const table of TABLES) {
        const client = await pool.connect();
        clients.push(client);
        await client.query('BEGIN');
        await client.query(`TRUNCATE "${table.table}"`);
        const names = ['order_id', ...columnNames(table)].map((name) => `"${name}"`).join(', ');
        streams.push(client.query(copyFrom(`COPY "${table.table}" (${names}) FROM STDIN WITH (FREEZE)`)));
      }
    } catch (error) {
      for (const client of clients) client.release(true);
      throw error;
    }
    return new FrozenCopies(clients, streams);
  }

  write(chunk: CopyChunk): Promise<void> {
    this.last = this.last.then(() =>
      Promise.all(
        this.streams.map(async (stream, t) => {
          const { text } = chunk[t]!;
          if (text && !stream.write(text)) await once(stream, 'drain');
        }),
      ).then(() => undefined),
    );
    return this.last;
  }

  async finish(): Promise<void> {
    await this.last;
    await Promise.all(this.streams.map((stream) => finished(stream.end())));
    for (const client of this.clients) await client.query('COMMIT');
    for (const client of this.clients) client.release();
  }

  abort(): void {
    for (const stream of this.streams) stream.destroy();
    for (const client of this.clients) client.release(true);
  }
}

/** With COPY (PostgreSQL), one transaction per chunk. */
async function copyChunkIn(pool: pg.Pool, chunk: CopyChunk): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const { table, columns, text } of chunk) await copyRows(client, table, columns, text);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Inserts `count` generated orders with their histories, chunk by chunk (each chunk one transaction:
 * orders first, then every history table with their ids). While the database writes one chunk, the next
 * is generated, and up to `parallel` chunks are written at once.
 */
export async function seedOrders(db: Kysely<Database>, options: SeedOrdersOptions): Promise<number> {
  const {
    count,
    staff,
    seed = 20251,
    chunkSize = 5000,
    parallel = 2,
    now = new Date(),
    onProgress,
    copyUrl,
    frozen = false,
    threads = 0,
  } = options;
  const members = await staffMembers(db, staff);
  // Frozen: a connection per table. Chunks: one per chunk written at once. Both: one more, for the ids.
  const connections = frozen ? TABLES.length + 1 : parallel + 1;
  const pool = copyUrl ? new pg.Pool({ connectionString: copyUrl, max: connections }) : undefined;
  const sequence = pool ? await idSequence(pool) : '';
  const copies = pool && frozen ? await FrozenCopies.open(pool) : undefined;
  // Order numbers carry a run tag, so seeding twice into one database never collides on the unique column.
  const runTag = Date.now().toString(36).toUpperCase();
  const workers = pool && threads > 0 ? new ChunkWorkers(threads) : undefined;
  const make = (job: ChunkJob, ids: number[]) =>
    workers ? workers.make(job, ids) : Promise.resolve(chunkText(job, ids));
  const inFlight = new Set<Promise<void>>();
  // Chunks being made while earlier ones are written: with threads, one more than there are threads, so
  // none waits for the next job while a chunk is written.
  const made: Array<{ size: number; chunk: Promise<CopyChunk> }> = [];
  const ahead = threads > 0 ? threads + 1 : 1;
  let done = 0;
  let ok = false;
  const track = async (size: number, writing: Promise<void>) => {
    const written: Promise<void> = writing.then(() => {
      inFlight.delete(written);
      done += size;
      onProgress?.(done);
    });
    inFlight.add(written);
    // The next chunk is generated while this one is written (frozen copies take chunks in turn).
    if (inFlight.size >= parallel) await Promise.race(inFlight);
  };
  const copyIn = (chunk: CopyChunk) => (copies ? copies.write(chunk) : copyChunkIn(pool!, chunk));
  try {
    for (let index = 0, start = 0; start < count; index++, start += chunkSize) {
      const size = Math.min(chunkSize, count - start);
      const job: ChunkJob = { seed, index, start, size, now, staff: members, runTag };
      if (!pool) {
        await track(size, insertChunk(db, generateChunk(job)));
        continue;
      }
      // Ids reserved in chunk order, so they rise with the order numbers.
      const chunk = make(job, await reserveIds(pool, sequence, size));
      // A chunk that fails while an earlier one is awaited is not an unhandled rejection (which would end
      // the process before the indexes and keys come back): its failure surfaces when it is awaited.
      chunk.catch(() => undefined);
      made.push({ size, chunk });
      if (made.length >= ahead) {
        const next = made.shift()!;
        await track(next.size, copyIn(await next.chunk));
      }
    }
    for (const next of made.splice(0)) await track(next.size, copyIn(await next.chunk));
    await Promise.all(inFlight);
    await copies?.finish();
    ok = true;
  } finally {
    // A failed chunk leaves the others to finish before the pool closes under them.
    await Promise.allSettled(inFlight);
    if (!ok) copies?.abort();
    await Promise.allSettled(made.map((next) => next.chunk));
    await workers?.close();
    await pool?.end();
  }
  return done;
}
