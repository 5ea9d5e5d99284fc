import { lineFormatter } from './copy';
import { generateOrder, type StaffMember } from './generate';
import { Random } from './random';
import { HISTORY_TABLES, ORDERS_TABLE, columnNames, type GeneratedOrder, type SeedTable } from './tables';

/** Every table a seed writes, orders first: each history row is written with its order's id. */
export const TABLES: ReadonlyArray<SeedTable<object>> = [ORDERS_TABLE, ...HISTORY_TABLES];

/** A chunk as COPY text per table, each line led by its order's id. */
export type CopyChunk = Array<{ table: string; columns: string[]; text: string }>;

/** One chunk of a seed: which orders, drawn from which seed, with which ids. */
export interface ChunkJob {
  seed: number;
  /** The chunk's place in the seed (0 for the first): with `seed`, it fixes the chunk's orders. */
  index: number;
  /** How many orders come before it (order numbers count on from there). */
  start: number;
  size: number;
  now: Date;
  staff: readonly StaffMember[];
  /** Order numbers are `EA-<runTag>-<n>`: a tag per seed run, so seeding twice never collides. */
  runTag: string;
}

/**
 * The random numbers of a chunk: its own generator, seeded from the seed and the chunk's index, so any
 * thread can make any chunk and a seed gives the same orders however many threads make them. The first
 * chunk draws from the seed itself: the demo data (2,400 orders, one chunk) is what it always was.
 */
export function chunkRandom(seed: number, index: number): Random {
  return new Random(index === 0 ? seed : (seed ^ Math.imul(index, 0x9e3779b1)) >>> 0);
}

/** The chunk's orders with their histories, one by one, as its generator draws them. */
function* chunkOrders(job: ChunkJob): Generator<GeneratedOrder> {
  const rng = chunkRandom(job.seed, job.index);
  for (let i = 0; i < job.size; i++)
    yield generateOrder(rng, job.now, job.staff, `EA-${job.runTag}-${job.start + i + 1}`);
}

/** The chunk's orders with their histories (for INSERT: the database gives the ids). */
export const generateChunk = (job: ChunkJob): GeneratedOrder[] => [...chunkOrders(job)];

/** Each table's line formatter, compiled once. */
const FORMATTERS = TABLES.map((table) => lineFormatter<object>(columnNames(table) as never));

/**
 * The chunk as COPY text, each order with its id from `ids`, made order by order as each is generated:
 * the row objects die right away (the young generation's cheap collection), and only the lines live
 * until the chunk is written.
 */
export function chunkText(job: ChunkJob, ids: readonly number[]): CopyChunk {
  const lines: string[][] = TABLES.map(() => []);
  let i = 0;
  for (const generated of chunkOrders(job)) {
    const id = ids[i++]!;
    for (let t = 0; t < TABLES.length; t++) {
      const format = FORMATTERS[t]!;
      for (const row of TABLES[t]!.rowsOf(generated)) lines[t]!.push(format(id, row));
    }
  }
  return TABLES.map((table, t) => ({
    table: table.table,
    columns: ['order_id', ...columnNames(table)],
    text: lines[t]!.length ? lines[t]!.join('\n') + '\n' : '',
  }));
}
