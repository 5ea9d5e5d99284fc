import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../schema';
import { bulkInsert, type Column } from './bulk';
import { copyRows, copyText } from './copy';
import { generateOrder, type GeneratedOrder, type OrderRow } from './generate';
import { Random } from './random';

const ORDER_COLUMNS: Column[] = [
  ['order_number', 'text'],
  ['process_status', 'text'],
  ['processing_mode', 'text'],
  ['landing_domain', 'text'],
  ['email', 'text'],
  ['confirm_email', 'text'],
  ['signature_name', 'text'],
  ['first_name', 'text'],
  ['second_name', 'text'],
  ['sur_name', 'text'],
  ['second_sur_name', 'text'],
  ['date_of_birth', 'date'],
  ['gender', 'text'],
  ['citizenship', 'text'],
  ['passport_number', 'text'],
  ['country_of_permanent_residence', 'text'],
  ['phone_number', 'text'],
  ['country_code', 'text'],
  ['date_of_arrival', 'date'],
  ['date_of_departure', 'date'],
  ['flight', 'text'],
  ['airline_name', 'text'],
  ['country_of_origin', 'text'],
  ['port_of_entry', 'text'],
  ['travel_reasons', 'text'],
  ['electronic_visa_number', 'text'],
  ['place_of_accommodation', 'text'],
  ['name_of_hotel', 'text'],
  ['other_hotel', 'text'],
  ['traveler_address', 'text'],
  ['province', 'text'],
  ['municipality', 'text'],
  ['countries_visited', 'text'],
  ['symptoms', 'text'],
  ['declare_at_customs', 'text'],
  ['personal_belongings_amount', 'numeric'],
  ['luggage_items', 'int4'],
  ['technical_authorization_number', 'text'],
  ['transaction_id', 'text'],
  ['merchant_name', 'text'],
  ['assign_to', 'text'],
  ['processing_date', 'date'],
  ['refund_date', 'timestamptz'],
  ['processed_by', 'text'],
  ['processed_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['amount_paid', 'numeric'],
  ['currency', 'text'],
  ['payment_gateway', 'text'],
];

const EXTRA_TABLES: Array<{ key: keyof Omit<GeneratedOrder, 'order'>; table: string; columns: Column[] }> = [
  {
    key: 'events',
    table: 'order_events',
    columns: [
      ['order_id', 'int4'],
      ['actor_name', 'text'],
      ['action', 'text'],
      ['from_value', 'text'],
      ['to_value', 'text'],
      ['created_at', 'timestamptz'],
    ],
  },
  {
    key: 'remarks',
    table: 'remarks',
    columns: [
      ['order_id', 'int4'],
      ['remark_name', 'text'],
      ['remark', 'text'],
      ['whatsapp', 'bpchar'],
      ['telephone', 'bpchar'],
      ['status_refund', 'bpchar'],
      ['voided', 'bpchar'],
      ['chargeback', 'bpchar'],
      ['report_error', 'bpchar'],
      ['created_at', 'timestamptz'],
    ],
  },
  {
    key: 'currencies',
    table: 'order_currency_details',
    columns: [
      ['order_id', 'int4'],
      ['currency', 'text'],
      ['amount', 'numeric'],
    ],
  },
  {
    key: 'categories',
    table: 'order_category_details',
    columns: [
      ['order_id', 'int4'],
      ['category', 'text'],
      ['article', 'text'],
      ['quantity', 'int4'],
      ['amount', 'numeric'],
    ],
  },
  {
    key: 'uploads',
    table: 'uploaded_documents',
    columns: [
      ['order_id', 'int4'],
      ['file1', 'text'],
      ['customer_name', 'text'],
      ['email', 'text'],
      ['mail_service_provider', 'text'],
      ['uploaded_by', 'text'],
      ['created_at', 'timestamptz'],
    ],
  },
  {
    key: 'mails',
    table: 'mail_history',
    columns: [
      ['order_id', 'int4'],
      ['email', 'text'],
      ['file1', 'text'],
      ['mail_service_provider', 'text'],
      ['sent_by', 'text'],
      ['create_ts', 'timestamptz'],
      ['subject', 'text'],
      ['provider_message_id', 'text'],
    ],
  },
  {
    key: 'downloads',
    table: 'download_history',
    columns: [
      ['order_id', 'int4'],
      ['ip', 'text'],
      ['timezone', 'text'],
      ['browser', 'text'],
      ['device', 'text'],
      ['device_type', 'text'],
      ['os', 'text'],
      ['user_agent', 'text'],
      ['location', 'text'],
      ['file1', 'text'],
      ['create_ts', 'timestamptz'],
      ['last_ts', 'timestamptz'],
    ],
  },
];

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
}

/**
 * Member ids the rows carry beside the names, as the triggers orders_member_refs and remarks_author_ref
 * (migration 008) would resolve them: the lowest id with that name. With the ids in the rows those
 * triggers change nothing, so a bulk load may switch them off (withTriggersOffDuring).
 */
type MemberIds = ReadonlyMap<string, number>;
const ORDER_MEMBER_COLUMNS: Column[] = [
  ['assigned_to_id', 'int4'],
  ['processed_by_id', 'int4'],
];
const REMARK_MEMBER_COLUMNS: Column[] = [['author_id', 'int4']];

/** Adds the member ids to a freshly generated row (in place: no copy of 50 columns per order). */
function withMemberIds(row: OrderRow, members: MemberIds, table: string): OrderRow {
  if (table === 'orders') {
    row.assigned_to_id = row.assign_to == null ? null : (members.get(row.assign_to as string) ?? null);
    row.processed_by_id = row.processed_by == null ? null : (members.get(row.processed_by as string) ?? null);
  } else if (table === 'remarks') {
    row.author_id = row.remark_name == null ? null : (members.get(row.remark_name as string) ?? null);
  }
  return row;
}

async function memberIds(db: Kysely<Database>): Promise<MemberIds> {
  const rows = await db
    .selectFrom('team_members')
    .select((eb) => ['name', eb.fn.min('id').as('id')])
    .groupBy('name')
    .execute();
  return new Map(rows.map((r) => [r.name, Number(r.id)]));
}

/** Through Kysely: one INSERT ... unnest() per table (PGlite, or PostgreSQL without copyUrl). */
async function insertChunk(
  db: Kysely<Database>,
  generated: GeneratedOrder[],
  members: MemberIds,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = await bulkInsert(
      trx,
      'orders',
      [...ORDER_COLUMNS, ...ORDER_MEMBER_COLUMNS],
      generated.map((g) => withMemberIds(g.order, members, 'orders')),
      'order_id, order_number',
    );
    const idOf = new Map(ids.map((r) => [r.order_number as string, r.order_id as number]));
    for (const { key, table, columns } of EXTRA_TABLES) {
      const rows: OrderRow[] = generated.flatMap((g) =>
        g[key].map((row) => ({
          ...withMemberIds(row, members, table),
          order_id: idOf.get(row.order_number as string)!,
        })),
      );
      await bulkInsert(
        trx,
        table,
        table === 'remarks' ? [...columns, ...REMARK_MEMBER_COLUMNS] : columns,
        rows,
      );
    }
  });
}

/** A chunk as COPY text per table, each line led by its order's id. */
type CopyChunk = Array<{ table: string; columns: string[]; text: string }>;

/**
 * The chunk's COPY text, made right after it is generated: the row objects then die young (before any
 * await), which keeps them out of the old generation the garbage collector has to mark.
 */
function copyChunk(generated: GeneratedOrder[], ids: readonly number[], members: MemberIds): CopyChunk {
  const names = (columns: readonly Column[]) => ['order_id', ...columns.map(([name]) => name)];
  const orderColumns = [...ORDER_COLUMNS, ...ORDER_MEMBER_COLUMNS];
  const chunk: CopyChunk = [
    {
      table: 'orders',
      columns: names(orderColumns),
      text: copyText(
        orderColumns,
        generated.map((g) => withMemberIds(g.order, members, 'orders')),
        ids,
      ),
    },
  ];
  for (const { key, table, columns } of EXTRA_TABLES) {
    const own = [
      ...columns.filter(([name]) => name !== 'order_id'),
      ...(table === 'remarks' ? REMARK_MEMBER_COLUMNS : []),
    ];
    const rows: OrderRow[] = [];
    const owners: number[] = [];
    generated.forEach((g, i) => {
      for (const row of g[key]) {
        rows.push(table === 'remarks' ? withMemberIds(row, members, table) : row);
        owners.push(ids[i]!);
      }
    });
    chunk.push({ table, columns: names(own), text: copyText(own, rows, owners) });
  }
  return chunk;
}

/** Order ids for the next `size` orders, from the orders' own sequence (COPY returns none). */
async function reserveIds(pool: pg.Pool, size: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('orders', 'order_id'))::integer AS id FROM generate_series(1, $1)`,
    [size],
  );
  return rows.map((r) => r.id);
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
  } = options;
  // One connection more than the writers: ids for the next chunk are taken while they write.
  const members = await memberIds(db);
  const pool = copyUrl ? new pg.Pool({ connectionString: copyUrl, max: parallel + 1 }) : undefined;
  const rng = new Random(seed);
  // Order numbers carry a run tag, so seeding twice into one database never collides on the unique column.
  const runTag = Date.now().toString(36).toUpperCase();
  const inFlight = new Set<Promise<void>>();
  let generatedCount = 0;
  let done = 0;
  try {
    while (generatedCount < count) {
      const size = Math.min(chunkSize, count - generatedCount);
      const start = generatedCount;
      const ids = pool ? await reserveIds(pool, size) : undefined;
      const generated = Array.from({ length: size }, (_, i) =>
        generateOrder(rng, now, staff, `EA-${runTag}-${start + i + 1}`),
      );
      generatedCount += size;
      const write =
        pool && ids
          ? copyChunkIn(pool, copyChunk(generated, ids, members))
          : insertChunk(db, generated, members);
      const written: Promise<void> = write.then(() => {
        inFlight.delete(written);
        done += size;
        onProgress?.(done);
      });
      inFlight.add(written);
      if (inFlight.size >= parallel) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } finally {
    // A failed chunk leaves the others to finish before the pool closes under them.
    await Promise.allSettled(inFlight);
    await pool?.end();
  }
  return done;
}
