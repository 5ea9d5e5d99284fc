import type { MailConfig } from '../../config';
import { escapeHtml as escape, type MailContent } from '../../platform/mailer/templates';
import { customerMail, trackOrderUrl, type MailOrder } from '../orders/public';

/* The customer mails the documents module writes besides the approval mail (orders/public's approvedMail). */

/**
 * The Sent Mail button under Download History: the track-order link alone, no attachment, for a customer
 * who lost the approval mail or cannot find the download. The wording says what the page needs (the order
 * id and this address), so the customer can get in without calling.
 */
export function trackLinkMail(config: MailConfig, order: MailOrder): MailContent {
  const link = trackOrderUrl(config, order.order_id);
  return customerMail(config, order, `Track your Cuba e-Arrival order ${order.order_id}`, [
    `You can follow your Cuba e-Arrival order <strong>${order.order_id}</strong> and download your arrival card here: <a href="${escape(link)}">${escape(link)}</a>`,
    `On that page enter your Order ID (<strong>${order.order_id}</strong>) and the e-mail address you applied with.`,
  ]);
}

export function invoiceMail(config: MailConfig, order: MailOrder, invoiceNumber: string): MailContent {
  return customerMail(
    config,
    order,
    `Invoice ${invoiceNumber} for your Cuba e-Arrival order ${order.order_id}`,
    [
      `Thank you for your order <strong>${order.order_id}</strong>. Your invoice <strong>${escape(invoiceNumber)}</strong> is attached as a PDF.`,
    ],
  );
}
