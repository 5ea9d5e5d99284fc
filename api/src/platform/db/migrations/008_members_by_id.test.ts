import { sql } from 'kysely';
import { connectPglite, type DatabaseHandle } from '../connection';
import { migrateToLatest } from '../migrate';
import { orderValues } from '../../../testing/fixtures';

// A guard against a hang, not a speed limit: a test here took up to 6.3 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(60_000);

/** The data part of migration 008: references by name in existing rows become references by id. */
describe('migration 008 (members by id) on existing data', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await connectPglite(undefined);
  }, 60_000);
  afterAll(() => database.close());

  it('resolves assignees, processors, remark authors and event actors by name; unknown names return to the queue', async () => {
    const db = database.db;
    await migrateToLatest(db, undefined, '007_throttle_and_security_log');
    const member = (name: string, email: string) =>
      sql<{ id: number }>`INSERT INTO team_members (name, email, password_hash, type)
        VALUES (${name}, ${email}, 'x', 'Team') RETURNING id`.execute(db);
    const ana = (await member('Ana Ruiz', 'ana@example.com')).rows[0]!.id;
    await member('Ana Ruiz', 'ana2@example.com'); // same name, newer account: the older one is taken
    const ben = (await member('Ben Ode', 'ben@example.com')).rows[0]!.id;
    const order = async (assign: string | null, processed: string | null) => {
      const values = orderValues();
      const { rows } = await sql<{ order_id: number }>`
        INSERT INTO orders (order_number, processing_mode, landing_domain, email, confirm_email, signature_name,
          first_name, sur_name, date_of_birth, gender, citizenship, passport_number, country_of_permanent_residence,
          phone_number, country_code, date_of_arrival, flight, airline_name, country_of_origin, port_of_entry,
          travel_reasons, place_of_accommodation, assign_to, processed_by)
        VALUES (${values.order_number}, 'Regular Processing', 'x', 'a@b.co', 'a@b.co', 'A', 'A', 'B', '1990-01-01',
          'Female', 'Spain', 'P1', 'Spain', '600', '+34', '2026-12-01', 'F1', 'Air', 'Spain', 'HAV', 'Tourism',
          'Hotel', ${assign}, ${processed}) RETURNING order_id`.execute(db);
      return rows[0]!.order_id;
    };
    const mine = await order('Ana Ruiz', 'Ben Ode');
    const ghost = await order('Gone Member', null);
    await sql`INSERT INTO remarks (order_id, remark_name, remark) VALUES (${mine}, 'Ben Ode', 'hi')`.execute(
      db,
    );
    await sql`INSERT INTO order_events (order_id, actor_id, actor_name, action)
      VALUES (${mine}, NULL, 'Ben Ode', 'comment'), (${mine}, 9999, 'Deleted Person', 'comment')`.execute(db);

    await migrateToLatest(db);

    const orders = await sql<{
      order_id: number;
      assign_to: string | null;
      assigned_to_id: number | null;
      processed_by_id: number | null;
    }>`SELECT order_id, assign_to, assigned_to_id, processed_by_id FROM orders ORDER BY order_id`.execute(db);
    expect(orders.rows).toEqual([
      { order_id: mine, assign_to: 'Ana Ruiz', assigned_to_id: ana, processed_by_id: ben },
      { order_id: ghost, assign_to: null, assigned_to_id: null, processed_by_id: null },
    ]);
    const remark = await sql<{ author_id: number }>`SELECT author_id FROM remarks`.execute(db);
    expect(remark.rows).toEqual([{ author_id: ben }]);
    const events = await sql<{ actor_id: number | null; actor_name: string; detail: string | null }>`
      SELECT actor_id, actor_name, detail FROM order_events ORDER BY id`.execute(db);
    expect(events.rows).toEqual([
      { actor_id: ben, actor_name: 'Ben Ode', detail: null },
      { actor_id: null, actor_name: 'Deleted Person', detail: null },
      { actor_id: null, actor_name: 'system', detail: 'returned to the queue: no member has this name' },
    ]);
    // The counts are keyed by the assignee's id.
    const stats = await sql<{ assignee_id: number; n: number }>`
      SELECT assignee_id, sum(n)::int AS n FROM order_folder_stats GROUP BY 1 ORDER BY 1`.execute(db);
    expect(stats.rows).toEqual([
      { assignee_id: 0, n: 1 },
      { assignee_id: ana, n: 1 },
    ]);
  }, 60_000);
});
