import type { MailConfig } from '../../../config';
import type { Deps } from '../../../platform/deps';
import type { MailContent } from '../../../platform/mailer/templates';
import { consume } from '../../../platform/http/throttle';
import { english } from '../../../platform/i18n';
import { signLink } from '../proof';
import { LINK_MAIL_LIMIT } from './rateLimit';
import { linkMailOrder } from '../repository';
import { customerMail, type MailOrder } from '../../orders/public';

/** What the track form answers every caller while an order is locked, right e-mail or not (English). */
export const LINK_NOTICE = english({ id: 'track.linkNotice' });

/** The address the mailed link points at: the API sets the proof from it and redirects to the page. */
export const LINK_PATH = '/api/front/open-documents-link';

export const documentsLinkUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${LINK_PATH}?token=${encodeURIComponent(token)}`;

/**
 * Sent by the track form itself, never by staff: someone typed this order's e-mail while tracking was
 * locked by too many attempts. The signed link opens the download page for 24 hours without the form, so
 * a customer whose order is under a guessing attack still gets in; the wording says why it came, so a
 * customer who did not ask can ignore it.
 */
function documentsLinkMail(config: MailConfig, order: MailOrder, link: string): MailContent {
  const orderId = String(order.order_id);
  return customerMail(config, order, { id: 'mail.documentsLink.subject', values: { orderId } }, [
    { id: 'mail.documentsLink.asked', values: { orderId }, bold: ['orderId'] },
    { id: 'mail.documentsLink.open', values: { link }, links: ['link'] },
    { id: 'mail.documentsLink.ignore' },
  ]);
}

/** The mail is sent by nobody on the staff: Email History and the order's events name the track form. */
const TRACK_FORM = { id: null, name: 'Track form (automatic)' };

/**
 * Queues a mail to the order's own address with a signed link to its download page, at most once per
 * order per LINK_MAIL_LIMIT; Email History records it and the mail queue sends (and retries) it.
 */
export async function mailDocumentsLink(
  { db, config, mailer }: Pick<Deps, 'db' | 'config' | 'mailer'>,
  orderId: number,
): Promise<'queued' | 'throttled' | 'gone'> {
  const key = `track-order:link-mail:${orderId}`;
  const gate = await consume(db, key, LINK_MAIL_LIMIT);
  if (!gate.allowed) return 'throttled';
  const order = await linkMailOrder(db, orderId);
  if (!order) return 'gone';
  const { mail, jwtSecret } = config;
  await db.transaction().execute((trx) =>
    mailer.enqueue(trx, TRACK_FORM, {
      orderId,
      to: order.email,
      provider: 'first',
      kind: 'track-link',
      content: documentsLinkMail(mail, order, documentsLinkUrl(mail.siteUrl, signLink(jwtSecret, orderId))),
    }),
  );
  return 'queued';
}
