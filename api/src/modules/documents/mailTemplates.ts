import type { MailConfig } from '../../config';
import type { MailContent } from '../../platform/mailer/templates';
import { customerMail, trackOrderUrl, type MailOrder } from '../orders/public';

/* The customer mails the documents module writes besides the approval mail (orders/public's approvedMail). */

/**
 * The Sent Mail button under Download History: the track-order link alone, no attachment, for a customer
 * who lost the approval mail or cannot find the download. The wording says what the page needs (the order
 * id and this address), so the customer can get in without calling.
 */
export function trackLinkMail(config: MailConfig, order: MailOrder): MailContent {
  const orderId = String(order.order_id);
  const link = trackOrderUrl(config, order.order_id);
  return customerMail(config, order, { id: 'mail.trackLink.subject', values: { orderId } }, [
    { id: 'mail.trackLink.follow', values: { orderId, link }, bold: ['orderId'], links: ['link'] },
    { id: 'mail.trackLink.how', values: { orderId }, bold: ['orderId'] },
  ]);
}

export function invoiceMail(config: MailConfig, order: MailOrder, invoiceNumber: string): MailContent {
  const orderId = String(order.order_id);
  return customerMail(config, order, { id: 'mail.invoice.subject', values: { invoiceNumber, orderId } }, [
    { id: 'mail.invoice.attached', values: { orderId, invoiceNumber }, bold: ['orderId', 'invoiceNumber'] },
  ]);
}
