import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { YesNo } from '../../../platform/http/schemas';
import type { CustomerLanguage } from '@earrival/shared/languages';

type Trx = Transaction<Database>;

/** A comment as it is written: the order, the text, and its flags. */
export interface RemarkInput {
  orderId: number;
  remark: string;
  whatsapp: YesNo;
  telephone: YesNo;
  statusRefund: YesNo;
  voided: YesNo;
  chargeBack: YesNo;
  reportError: YesNo;
}

/** Locks the order and reads what a comment or a transaction change starts from (undefined: no order). */
export function lockOrder(trx: Trx, orderId: number) {
  return trx
    .selectFrom('orders')
    .select(['order_id', 'refund_date', 'process_status', 'transaction_id', 'merchant_name', 'language'])
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export function insertRemark(trx: Trx, author: { id: number; name: string }, input: RemarkInput) {
  return trx
    .insertInto('remarks')
    .values({
      order_id: input.orderId,
      author_id: author.id,
      remark_name: author.name,
      remark: input.remark,
      whatsapp: input.whatsapp,
      telephone: input.telephone,
      status_refund: input.statusRefund,
      voided: input.voided,
      chargeback: input.chargeBack,
      report_error: input.reportError,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The refund request: the order gets a refund date, and so enters the refund queue. */
export async function requestRefund(trx: Trx, orderId: number) {
  await trx
    .updateTable('orders')
    .set({ refund_date: sql`now()`, updated_at: sql`now()` })
    .where('order_id', '=', orderId)
    .execute();
}

export async function setTransaction(trx: Trx, orderId: number, transactionId: string, merchantName: string) {
  await trx
    .updateTable('orders')
    .set({ transaction_id: transactionId, merchant_name: merchantName, updated_at: sql`now()` })
    .where('order_id', '=', orderId)
    .execute();
}

/** Staff chose the language of the customer's mails: a later visit to the track page keeps it. */
export async function setLanguage(trx: Trx, orderId: number, language: CustomerLanguage) {
  await trx
    .updateTable('orders')
    .set({ language, language_source: 'staff', updated_at: sql`now()` })
    .where('order_id', '=', orderId)
    .execute();
}
