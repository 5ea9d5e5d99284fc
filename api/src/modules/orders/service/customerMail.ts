import { encodeId } from '@earrival/shared/util';
import { DEFAULT_LANGUAGE, type CustomerLanguage } from '@earrival/shared/languages';
import type { MailConfig } from '../../../config';
import { translate, translateHtml, type MessageId, type TextValues } from '../../../platform/i18n';
import { escapeHtml as escape, type MailContent } from '../../../platform/mailer/templates';
import type { ApprovedEmailPreview } from '../schemas/order';

/*
 * The customer mails' one layout, and the approval mail: documents sends it (upload, Resend Mail) and the
 * order detail previews it. The other mails are written by the modules that send them. Every customer
 * mail is written in the order's language (orders.language; English when none is known).
 */

/** The order fields a customer mail needs. */
export interface MailOrder {
  order_id: number;
  first_name: string;
  sur_name: string;
  language: CustomerLanguage | null;
}

/**
 * One paragraph of a customer mail: a text of the catalogue, its values, and the values the HTML shows
 * as markup (`bold` ones in <strong>, `links` as links); the plain-text part shows them as they are.
 */
export interface MailParagraph {
  id: MessageId;
  values?: TextValues;
  bold?: readonly string[];
  links?: readonly string[];
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

const link = (href: string) => `<a href="${escape(href)}">${escape(href)}</a>`;

/** A paragraph as HTML: the words escaped, its bold values and links as markup. */
function paragraphHtml(language: CustomerLanguage, paragraph: MailParagraph): string {
  const values = paragraph.values ?? {};
  const markup: Record<string, string> = {};
  for (const name of paragraph.bold ?? []) markup[name] = `<strong>${escape(String(values[name]))}</strong>`;
  for (const name of paragraph.links ?? []) markup[name] = link(String(values[name]));
  return translateHtml(language, paragraph.id, values, markup);
}

/**
 * One layout for every customer mail, in the order's language: greeting, paragraphs, the service phone
 * and the footer links.
 */
export function customerMail(
  config: MailConfig,
  order: MailOrder,
  subject: MailParagraph,
  paragraphs: readonly MailParagraph[],
): MailContent {
  const language = order.language ?? DEFAULT_LANGUAGE;
  const say = (id: MessageId, values?: TextValues) => translate(language, id, values);
  const links = siteLinks(config);
  const name = `${order.first_name} ${order.sur_name}`.trim();
  const title = say(subject.id, subject.values);
  const footer = [
    [say('mail.terms'), links.terms],
    [say('mail.privacy'), links.privacy],
    [say('mail.contact'), links.contact],
    [say('mail.refund'), links.refund],
  ] as const;
  const phone = { phone: config.servicePhone };
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1b2733;max-width:600px;margin:0 auto">
<h2 style="color:#0a2540">${escape(title)}</h2>
<p>${escape(say('mail.greeting', { name }))}</p>
${paragraphs.map((p) => `<p>${paragraphHtml(language, p)}</p>`).join('\n')}
<p>${translateHtml(language, 'mail.questions', phone, { phone: `<strong>${escape(config.servicePhone)}</strong>` })}</p>
<hr style="border:none;border-top:1px solid #ccd">
<p style="font-size:12px">${footer.map(([label, href]) => `<a href="${escape(href)}">${escape(label)}</a>`).join(' | ')}</p>
</body></html>`;
  const text = [
    say('mail.greeting', { name }),
    '',
    ...paragraphs.flatMap((p) => [say(p.id, p.values), '']),
    say('mail.questions', phone),
    '',
    footer.map(([label, href]) => `${label}: ${href}`).join('\n'),
  ].join('\n');
  return { subject: title, text, html };
}

/** The order-approved mail that carries the document (upload and Resend Mail), also the staff preview. */
export function approvedMail(config: MailConfig, order: MailOrder): MailContent {
  const orderId = String(order.order_id);
  return customerMail(config, order, { id: 'mail.approved.subject', values: { orderId } }, [
    { id: 'mail.approved.news', values: { orderId }, bold: ['orderId'] },
    { id: 'mail.approved.attached' },
    {
      id: 'mail.approved.link',
      values: { link: trackOrderUrl(config, order.order_id) },
      links: ['link'],
    },
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
