import { sql, type Kysely } from 'kysely';

/**
 * Order History (every order) and the big status queues sorted by a text or date column: without these a
 * sort by name over a million orders is a full sort. Each ends in order_id, the tie breaker of every list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const indexes: Record<string, string> = {
    orders_name: 'first_name, sur_name, order_id',
    orders_email: 'email, order_id',
    orders_phone: 'phone_number, order_id',
    orders_departure: 'date_of_departure, order_id',
    orders_processing: 'processing_date, order_id',
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await sql.raw(`CREATE INDEX ${name} ON orders (${columns})`).execute(db);
  }
}
