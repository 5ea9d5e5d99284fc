import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await db.schema
    .createTable('payment_gateways')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('gateway_name', 'text', (c) => c.notNull().unique())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // At most one active gateway, enforced by the database even under concurrent switches.
  await sql`CREATE UNIQUE INDEX payment_gateways_one_active ON payment_gateways (is_active) WHERE is_active`.execute(
    db,
  );
}
