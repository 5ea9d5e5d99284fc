import { encodeId } from '@earrival/shared/util';
import type { MailConfig } from '../../../config';
import { escapeHtml as escape, type MailContent } from '../../../platform/mailer/templates';
import type { ApprovedEmailPreview } from '../schemas/order';

/*
 * The customer mails' one layout, and the approval mail: documents sends it (upload, Resend Mail) and the
 * order detail previews it. The other mails are written by the modules that send them.
 */

/** The order fields a customer mail needs. */
export interface MailOrder {
  order_id: number;
  first_name: string;
  sur_name: string;
}

/** The public site's pages every customer mail links to (same paths as the site's navigation). */
export function siteLinks(config: MailConfig) {
  return {
    terms: `${config.siteUrl}/terms-and-conditions`,
    privacy: `${config.siteUrl}/privacy-policy`,
    contact: `${config.siteUrl}/contact-us`,
    refund: `${config.siteUrl}/refund-policy`,
  };
}

/** The customer's track-order page; the id is encoded as in every customer link. */
export const trackOrderUrl = (config: MailConfig, orderId: number) =>
  `${config.siteUrl}/track-order/${encodeId(orderId)}`;

/**
 * One layout for every customer mail: greeting, paragraphs (HTML: values escaped by the caller), the
 * service phone and the footer links.
 */
export function customerMail(
  config: MailConfig,
  order: MailOrder,
  title: string,
  paragraphs: string[],
): MailContent {
  const links = siteLinks(config);
  const name = `${order.first_name} ${order.sur_name}`.trim();
  const footer = [
    ['Terms', links.terms],
    ['Privacy', links.privacy],
    ['Contact', links.contact],
    ['Refund', links.refund],
  ] as const;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b2733;max-width:600px;margin:0 auto">
<h2 style="color:#0a2540">${escape(title)}</h2>
<p>Dear ${escape(name)},</p>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
<p>Questions? Call us on <strong>${escape(config.servicePhone)}</strong>.</p>
<hr style="border:none;border-top:1px solid #ccd">
<p style="font-size:12px">${footer.map(([label, href]) => `<a href="${escape(href)}">${label}</a>`).join(' | ')}</p>
</body></html>`;
  const plain = (p: string) =>
    p
      .replace(/<a href="([^"]*)">([^<]*)<\/a>/g, '$2 ($1)')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
  const text = [
    `Dear ${name},`,
    '',
    ...paragraphs.flatMap((p) => [plain(p), '']),
    `Questions? Call us on ${config.servicePhone}.`,
    '',
    footer.map(([label, href]) => `${label}: ${href}`).join('\n'),
  ].join('\n');
  return { subject: title, text, html };
}

/** The order-approved mail that carries the document (upload and Resend Mail), also the staff preview. */
export function approvedMail(config: MailConfig, order: MailOrder): MailContent {
  const link = trackOrderUrl(config, order.order_id);
  return customerMail(config, order, `Your Cuba e-Arrival card is approved - order ${order.order_id}`, [
    `Good news: your Cuba e-Arrival application, order number <strong>${order.order_id}</strong>, has been approved.`,
    'Your arrival card is attached to this e-mail. Please print it or keep it on your phone for your arrival in Cuba.',
    `You can also download it at any time from your order page: <a href="${escape(link)}">${escape(link)}</a>`,
  ]);
}

export function approvedPreview(config: MailConfig, order: MailOrder): ApprovedEmailPreview {
  const content = approvedMail(config, order);
  return {
    subject: content.subject,
    orderNumber: order.order_id,
    trackOrderUrl: trackOrderUrl(config, order.order_id),
    servicePhone: config.servicePhone,
    links: siteLinks(config),
    html: content.html,
  };
}
