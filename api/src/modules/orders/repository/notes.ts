import { sql, type Kysely } from 'kysely';
import type { SessionUser, YesNo } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import { notFound } from '../../../platform/http/errors';
import { recordEvents } from '../../../platform/events/orderEvents';
import { undoable } from './actions';

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

/**
 * Adds a comment. The author is the signed-in member (not the name the browser sends). A comment flagged
 * Refund requests a refund: the order gets a refund date and so enters the refund queue. That move is an
 * undoable action (`actionId`); an undo takes the order out of the refund queue and keeps the comment.
 */
export async function addRemark(db: Kysely<Database>, member: SessionUser, input: RemarkInput) {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['order_id', 'refund_date', 'process_status'])
      .where('order_id', '=', input.orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound(`Order not found: ${input.orderId}`);
    const remark = await trx
      .insertInto('remarks')
      .values({
        order_id: input.orderId,
        author_id: member.id,
        remark_name: member.name,
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
    await recordEvents(trx, member, [
      { order_id: input.orderId, action: 'comment', detail: input.remark.slice(0, 500) },
    ]);
    let actionId: string | null = null;
    if (input.statusRefund === 'Y' && order.refund_date === null && order.process_status !== 'Refunds') {
      actionId = await undoable(trx, member, 'refund-requested', [input.orderId], async () => {
        await trx
          .updateTable('orders')
          .set({ refund_date: sql`now()`, updated_at: sql`now()` })
          .where('order_id', '=', input.orderId)
          .execute();
      });
      await recordEvents(trx, member, [
        { order_id: input.orderId, action: 'refund-requested', to_value: 'Y' },
      ]);
    }
    return { remark, actionId };
  });
}

/** Stores the payment's transaction id and merchant (for chargeback defence). */
export async function saveTransaction(
  db: Kysely<Database>,
  member: SessionUser,
  orderId: number,
  transactionId: string,
  merchantName: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('orders')
      .select(['transaction_id', 'merchant_name'])
      .where('order_id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(`Order not found: ${orderId}`);
    await trx
      .updateTable('orders')
      .set({ transaction_id: transactionId, merchant_name: merchantName, updated_at: sql`now()` })
      .where('order_id', '=', orderId)
      .execute();
    await recordEvents(trx, member, [
      {
        order_id: orderId,
        action: 'transaction',
        from_value: before.transaction_id ? `${before.transaction_id} / ${before.merchant_name ?? ''}` : null,
        to_value: `${transactionId} / ${merchantName}`,
      },
    ]);
  });
}
