import type { Kysely } from 'kysely';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import type { Database } from '../schema';
import { bulkInsert, type Column } from './bulk';
import { copyRows, lineFormatter } from './copy';
import { generateOrder, type StaffMember } from './generate';
import { Random } from './random';
import { HISTORY_TABLES, ORDERS_TABLE, columnNames, type GeneratedOrder, type SeedTable } from './tables';

/** Every table a seed writes, orders first: each history row is written with its order's id. */
const TABLES: ReadonlyArray<SeedTable<object>> = [ORDERS_TABLE, ...HISTORY_TABLES];
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

/** A chunk as COPY text per table, each line led by its order's id. */
type CopyChunk = Array<{ table: string; columns: string[]; text: string }>;

/** Each table's line formatter, compiled once. */
const FORMATTERS = TABLES.map((table) => lineFormatter<object>(columnNames(table) as never));

/**
 * COPY text for a chunk, made order by order as each is generated: the row objects die right away (the
 * young generation's cheap collection), and only the lines live until the chunk is written.
 */
class ChunkText {
  private readonly lines: string[][] = TABLES.map(() => []);
  add(generated: GeneratedOrder, orderId: number): void {
    for (let t = 0; t < TABLES.length; t++) {
      const format = FORMATTERS[t]!;
      const lines = this.lines[t]!;
      for (const row of TABLES[t]!.rowsOf(generated)) lines.push(format(orderId, row));
    }
  }
  chunk(): CopyChunk {
    return TABLES.map((table, t) => ({
      table: table.table,
      columns: ['order_id', ...columnNames(table)],
      text: this.lines[t]!.length ? this.lines[t]!.join('\n') + '\n' : '',
    }));
  }
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
  } = options;
  const members = await staffMembers(db, staff);
  // Frozen: a connection per table. Chunks: one per chunk written at once. Both: one more, for the ids.
  const connections = frozen ? TABLES.length + 1 : parallel + 1;
  const pool = copyUrl ? new pg.Pool({ connectionString: copyUrl, max: connections }) : undefined;
  const sequence = pool ? await idSequence(pool) : '';
  const copies = pool && frozen ? await FrozenCopies.open(pool) : undefined;
  const rng = new Random(seed);
  // Order numbers carry a run tag, so seeding twice into one database never collides on the unique column.
  const runTag = Date.now().toString(36).toUpperCase();
  const inFlight = new Set<Promise<void>>();
  let generatedCount = 0;
  let done = 0;
  let ok = false;
  try {
    while (generatedCount < count) {
      const size = Math.min(chunkSize, count - generatedCount);
      const start = generatedCount;
      const generate = (i: number) => generateOrder(rng, now, members, `EA-${runTag}-${start + i + 1}`);
      let write: Promise<void>;
      if (pool) {
        const ids = await reserveIds(pool, sequence, size);
        const text = new ChunkText();
        for (let i = 0; i < size; i++) text.add(generate(i), ids[i]!);
        write = copies ? copies.write(text.chunk()) : copyChunkIn(pool, text.chunk());
      } else {
        write = insertChunk(
          db,
          Array.from({ length: size }, (_, i) => generate(i)),
        );
      }
      generatedCount += size;
      const written: Promise<void> = write.then(() => {
        inFlight.delete(written);
        done += size;
        onProgress?.(done);
      });
      inFlight.add(written);
      // The next chunk is generated while this one is written (frozen copies take chunks in turn).
      if (inFlight.size >= parallel) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    await copies?.finish();
    ok = true;
  } finally {
    // A failed chunk leaves the others to finish before the pool closes under them.
    await Promise.allSettled(inFlight);
    if (!ok) copies?.abort();
    await pool?.end();
  }
  return done;
}
