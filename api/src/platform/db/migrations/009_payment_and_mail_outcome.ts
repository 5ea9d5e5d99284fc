import { sql, type Kysely } from 'kysely';

/**
 * What the order detail, the invoice and the defence packs need beyond the application itself:
 * - the payment (amount, currency, gateway) on the order: the back-office knows no prices, so intake
 *   carries what the customer paid and the invoice shows exactly that;
 * - every mail attempt with what the provider answered (accepted with its message id, or failed with the
 *   reason), why it was sent, and which stored document it carried;
 * - each stored document's type (read from its bytes) and size, and the member ids behind the names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders
      ADD COLUMN amount_paid numeric(12, 2) CHECK (amount_paid >= 0),
      ADD COLUMN currency text CHECK (currency ~ '^[A-Z]{3}$'),
      ADD COLUMN payment_gateway text`.execute(db);

  await sql`
    ALTER TABLE uploaded_documents
      ADD COLUMN content_type text NOT NULL DEFAULT 'application/pdf'
        CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
      ADD COLUMN size_bytes integer NOT NULL DEFAULT 0,
      ADD COLUMN original_name text,
      ADD COLUMN uploaded_by_id integer`.execute(db);

  await sql`
    ALTER TABLE mail_history
      ADD COLUMN kind text NOT NULL DEFAULT 'document' CHECK (kind IN ('document', 'track-link', 'invoice')),
      ADD COLUMN subject text NOT NULL DEFAULT '',
      ADD COLUMN outcome text NOT NULL DEFAULT 'accepted' CHECK (outcome IN ('accepted', 'failed')),
      ADD COLUMN provider_message_id text,
      ADD COLUMN failure_reason text,
      ADD COLUMN document_id integer REFERENCES uploaded_documents (id) ON DELETE SET NULL,
      ADD COLUMN sent_by_id integer`.execute(db);
}
