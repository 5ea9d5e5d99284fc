import { sql, type Kysely } from 'kysely';

/**
 * The language a customer's mails are written in (issue 47): `language` is one of the customer languages
 * (null: not known yet, English), `language_source` says who set it, so a later visit to the track page
 * never overrides what the intake sent or what staff chose: 'intake', 'visit' or 'staff'. Both new and
 * nullable: the previous release neither reads nor writes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders
      ADD COLUMN language text CHECK (language IN ('en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh')),
      ADD COLUMN language_source text CHECK (language_source IN ('intake', 'visit', 'staff'))`.execute(db);
}
