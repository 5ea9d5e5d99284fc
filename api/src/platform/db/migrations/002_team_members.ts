import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('team_members')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    // argon2id hash (PHC string); the plain password is never stored nor returned.
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type IN ('Admin', 'Manager', 'Team', 'Telecaller', 'Night Staff')`),
    )
    // Carried in every token as `tv`; bumping it (password change) revokes all older tokens of the member.
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // E-mail addresses are unique whatever their case, so "Admin@x" cannot shadow "admin@x" at sign-in.
  await sql`CREATE UNIQUE INDEX team_members_email_key ON team_members (lower(email))`.execute(db);
}
