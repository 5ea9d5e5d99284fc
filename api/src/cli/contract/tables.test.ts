import { sql } from 'kysely';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  type TestContext,
} from '../../testing/harness';
import { ORDER_COLUMN_TYPES } from '../../modules/orders/public';
import { MIRRORS, type Mirror } from './tables';
import { generateOrder } from '../seed/generate';
import { Random } from '../seed/random';

/**
 * Orders columns the seed's generated rows leave out, and why. Any other column the migrations add must
 * be filled by generateOrder (cli/seed/generate.ts), so the demo data shows it.
 */
const SEED_LEAVES: Record<string, string> = {
  order_id: 'serial',
  process_month: 'generated from processing_date',
  search_text: 'generated column',
  state_version: 'default 0, bumped by a trigger',
  assigned_to_id: 'resolved from assign_to (the seed looks the names up, or the trigger does)',
  processed_by_id: 'resolved from processed_by (the seed looks the names up, or the trigger does)',
};

/*
 * The migrated database against the TypeBox schemas (the one source of the API's fields): each table in
 * MIRRORS has exactly the schema's fields, less the ones listed as not columns, plus the ones listed as
 * database-only, and the orders table has exactly the columns its module derives from the order, each of
 * the type the seed and the lists cast to. A migration that adds a column without the schema (or the
 * list) fails here; tsc checks the same lists against the Kysely table types (tables.ts).
 */
describe.each(databaseKinds())('tables against their TypeBox schemas on %s', (kind) => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext(kind);
  }, 60_000);
  afterAll(() => destroyTestContext(context));

  const columnsOf = async (table: string) =>
    (
      await sql<{ name: string }>`
        SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table}`.execute(context.database.db)
    ).rows
      .map((r) => r.name)
      .sort();

  it.each(Object.values(MIRRORS) as Mirror[])('$table', async (mirror) => {
    const expected = [
      ...Object.keys(mirror.schema.properties).filter((field) => !(field in mirror.apiOnly)),
      ...Object.keys(mirror.dbOnly),
    ].sort();
    expect({ table: mirror.table, columns: await columnsOf(mirror.table) }).toEqual({
      table: mirror.table,
      columns: expected,
    });
  });

  it('orders: the order less its detail lists, plus the columns only the table has, each of its type', async () => {
    const { rows } = await sql<{ name: string; type: string }>`
      SELECT column_name AS name, udt_name AS type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'orders'`.execute(context.database.db);
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(rows.sort(byName)).toEqual(
      Object.entries(ORDER_COLUMN_TYPES)
        .map(([name, type]) => ({ name, type }))
        .sort(byName),
    );
  });

  it("the seed's orders fill every column but the ones the database fills", async () => {
    const columns = await columnsOf('orders');
    const rng = new Random(7);
    const now = new Date();
    const keys = new Set<string>();
    for (let i = 0; i < 50; i++)
      for (const key of Object.keys(
        generateOrder(rng, now, [{ name: 'Ana Ruiz', id: null }], `EA-T-${i}`).order,
      ))
        keys.add(key);
    expect({ notAColumn: [...keys].filter((key) => !columns.includes(key)) }).toEqual({ notAColumn: [] });
    expect({
      notSeeded: columns.filter((column) => !keys.has(column) && !(column in SEED_LEAVES)),
    }).toEqual({ notSeeded: [] });
  });
});
