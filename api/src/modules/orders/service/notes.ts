import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { SessionUser } from '../../../platform/http/schemas';
import { notFound, tooMany } from '../../../platform/errors';
import { consume, waitText, type Limit } from '../../../platform/http/throttle';
import { recordEvents } from './events';
import { toRemarkEntry } from './historyRows';
import { undoable } from '../repository/actions';
import * as repo from '../repository/notes';
import type { CustomerLanguage } from '@earrival/shared/languages';

/**
 * How many comments one staff member may add: a burst per minute and a ceiling per hour, counted in the
 * database throttle (every API process shares it). A script or a stuck key adding comments in a loop is
 * refused before it can grow an order's history without bound.
 */
export const COMMENT_LIMITS: ReadonlyArray<Limit & { name: string }> = [
  { name: 'minute', limit: 20, windowSeconds: 60 },
  { name: 'hour', limit: 300, windowSeconds: 3600 },
];

/** Counts one comment of the member; over a limit, a 429 saying how long to wait (nothing is written). */
export async function checkCommentRate(db: Kysely<Database>, memberId: number): Promise<void> {
  for (const rule of COMMENT_LIMITS) {
    const verdict = await consume(db, `comment:${rule.name}:member:${memberId}`, rule);
    if (!verdict.allowed) {
      throw tooMany(
        `You are adding comments too quickly. Please wait ${waitText(verdict.retryAfterSeconds)}.`,
        verdict.retryAfterSeconds,
      );
    }
  }
}

/**
 * Adds a comment. The author is the signed-in member (not the name the browser sends). A comment flagged
 * Refund requests a refund: the order gets a refund date and so enters the refund queue. That move is an
 * undoable action (`actionId`); an undo takes the order out of the refund queue and keeps the comment.
 * Answers the comment as Comment History shows it.
 */
export async function addRemark(db: Kysely<Database>, member: SessionUser, input: repo.RemarkInput) {
  return db.transaction().execute(async (trx) => {
    const order = await repo.lockOrder(trx, input.orderId);
    if (!order) throw notFound(`Order not found: ${input.orderId}`);
    const remark = await repo.insertRemark(trx, member, input);
    await recordEvents(trx, member, [
      { order_id: input.orderId, action: 'comment', detail: input.remark.slice(0, 500) },
    ]);
    let actionId: string | null = null;
    if (input.statusRefund === 'Y' && order.refund_date === null && order.process_status !== 'Refunds') {
      actionId = await undoable(trx, member, 'refund-requested', [input.orderId], () =>
        repo.requestRefund(trx, input.orderId),
      );
      await recordEvents(trx, member, [
        { order_id: input.orderId, action: 'refund-requested', to_value: 'Y' },
      ]);
    }
    return { ...toRemarkEntry(remark), actionId };
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
    const before = await repo.lockOrder(trx, orderId);
    if (!before) throw notFound(`Order not found: ${orderId}`);
    await repo.setTransaction(trx, orderId, transactionId, merchantName);
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

/**
 * Sets the language the customer's mails are written in (the order page's Language). Recorded in the
 * order's history; a later visit to the track page in another language does not change it.
 */
export async function setCustomerLanguage(
  db: Kysely<Database>,
  member: SessionUser,
  orderId: number,
  language: CustomerLanguage,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockOrder(trx, orderId);
    if (!before) throw notFound(`Order not found: ${orderId}`);
    await repo.setLanguage(trx, orderId, language);
    if (before.language === language) return;
    await recordEvents(trx, member, [
      { order_id: orderId, action: 'language', from_value: before.language, to_value: language },
    ]);
  });
}
