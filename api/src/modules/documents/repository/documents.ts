import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { notFound } from '../../../platform/errors';
import { DOCUMENT_COLUMNS, type DocumentRow } from '../../orders/public';
// The module's tables, declared into the platform's Database.
import type {} from '../tables';

/** The order fields the document and mail calls read; an unknown order is a 404 with the spec's wording. */
export async function requireMailOrder(db: Kysely<Database>, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['order_id', 'first_name', 'sur_name', 'email', 'process_status', 'language'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound(`Order not found: ${orderId}`);
  return order;
}

/** The order's newest uploaded document (id, file1, content_type), or undefined when it has none. */
export async function latestDocument(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('uploaded_documents')
    .select(['id', 'file1', 'content_type'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Inserts an uploaded document's row and returns it (DOCUMENT_COLUMNS). */
export async function insertDocument(
  db: Kysely<Database>,
  values: Insertable<Database['uploaded_documents']>,
): Promise<DocumentRow> {
  const row = await db
    .insertInto('uploaded_documents')
    .values(values)
    .returning([...DOCUMENT_COLUMNS])
    .executeTakeFirstOrThrow();
  return row as DocumentRow;
}

/** The address a recorded mail goes to (for Retry's count), or a 404 for an unknown mail. */
export async function requireMailRecipient(db: Kysely<Database>, mailId: number): Promise<string> {
  const mail = await db
    .selectFrom('mail_history')
    .select('email')
    .where('id', '=', mailId)
    .executeTakeFirst();
  if (!mail) throw notFound(`Mail not found: ${mailId}`);
  return mail.email;
}
