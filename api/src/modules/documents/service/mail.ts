import type { Actor } from '../../../platform/actor';
import type { Deps } from '../../../platform/deps';
import { conflict } from '../../../platform/errors';
import type { SessionUser } from '../../../platform/http/schemas';
import { typeOfStoredName } from '../../../platform/store/fileType';
import { documentKey } from '../../../platform/store/documents';
import type { MailRequest } from '../../../platform/mailer/history';
import type { MailEntry, MailProvider } from '../../../platform/mailer/schemas';
import { approvedMail } from '../../orders/public';
import { trackLinkMail } from '../mailTemplates';
import { latestDocument, requireMailOrder, requireMailRecipient } from '../repository/documents';
import { documentAttachment } from './attachments';
import { withCustomerMail } from './mailLimits';

/** The member as their mail's order events name them, and their tab (its live events skip the echo there). */
export const senderOf = (actor: Actor, member: SessionUser) => ({ ...member, tabId: actor.tabId });

/** Queues one mail to the customer's address in a transaction of its own, within the customer-mail limits. */
function queueCustomerMail(
  { db, mailer }: Pick<Deps, 'db' | 'mailer'>,
  actor: Actor,
  member: SessionUser,
  { orderId, email, provider }: CustomerMail,
  mail: Omit<MailRequest, 'orderId' | 'to' | 'provider'>,
): Promise<MailEntry> {
  return withCustomerMail(db, actor, email, () =>
    db
      .transaction()
      .execute((trx) =>
        mailer.enqueue(trx, senderOf(actor, member), { orderId, to: email, provider, ...mail }),
      ),
  );
}

/** A customer mail a member asks for: the order, the address (checked bare) and the provider. */
export interface CustomerMail {
  orderId: number;
  email: string;
  provider: MailProvider;
}

/*
 * Resend Mail (the latest document again), Sent Mail (the track-order link) and Retry of a failed mail,
 * through either provider. Each is queued with its order event (one transaction); a worker sends it.
 * Each counts as one customer mail (mailLimits.ts): past the member's or the address's hourly limit the
 * call answers 429 and queues nothing.
 */

/** Queues the order's latest uploaded document again (409 when it has none, or its file is gone). */
export async function resendDocument(
  deps: Pick<Deps, 'db' | 'store' | 'mailer' | 'config'>,
  actor: Actor,
  member: SessionUser,
  wanted: CustomerMail,
): Promise<MailEntry> {
  const { db, store, config } = deps;
  const { orderId } = wanted;
  const order = await requireMailOrder(db, orderId);
  const document = await latestDocument(db, orderId);
  if (!document) throw conflict('This order has no uploaded document yet. Upload one first.');
  const key = documentKey(orderId, document.file1);
  if (!key || !(await store.stat(key)))
    throw conflict(`The stored document ${document.file1} is missing. Please upload it again.`);
  const type = typeOfStoredName(document.file1) ?? document.content_type;
  return queueCustomerMail(deps, actor, member, wanted, {
    kind: 'document',
    content: approvedMail(config.mail, order),
    attachment: documentAttachment(orderId, document.file1, type),
    document: { id: document.id, file1: document.file1 },
  });
}

/** Queues the track-order link mail (no attachment). */
export async function sendTrackLink(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  actor: Actor,
  member: SessionUser,
  wanted: CustomerMail,
): Promise<MailEntry> {
  const order = await requireMailOrder(deps.db, wanted.orderId);
  return queueCustomerMail(deps, actor, member, wanted, {
    kind: 'track-link',
    content: trackLinkMail(deps.config.mail, order),
  });
}

/** Queues a failed mail again, counted against its recipient's limit like a new one. */
export async function retryMail(
  { db, mailer }: Pick<Deps, 'db' | 'mailer'>,
  actor: Actor,
  member: SessionUser,
  mailId: number,
  provider: MailProvider | undefined,
): Promise<MailEntry> {
  const to = await requireMailRecipient(db, mailId);
  return withCustomerMail(db, actor, to, () => mailer.retry(mailId, provider, senderOf(actor, member)));
}
