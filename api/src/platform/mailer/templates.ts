import { encodeId } from '@earrival/shared/util';
import type { ApprovedEmailPreview } from '@earrival/shared/types';
import type { MailConfig } from '../../config';

/** The order fields a customer mail needs. */
export interface MailOrder {
  order_id: number;
  first_name: string;
  sur_name: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

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

/** One layout for every customer mail: greeting, paragraphs, the service phone and the footer links. */
function layout(config: MailConfig, order: MailOrder, title: string, paragraphs: string[]): MailContent {
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
  return layout(config, order, `Your Cuba e-Arrival card is approved - order ${order.order_id}`, [
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

/**
 * The Sent Mail button under Download History: the track-order link alone, no attachment, for a customer
 * who lost the approval mail or cannot find the download. The wording says what the page needs (the order
 * id and this address), so the customer can get in without calling.
 */
export function trackLinkMail(config: MailConfig, order: MailOrder): MailContent {
  const link = trackOrderUrl(config, order.order_id);
  return layout(config, order, `Track your Cuba e-Arrival order ${order.order_id}`, [
    `You can follow your Cuba e-Arrival order <strong>${order.order_id}</strong> and download your arrival card here: <a href="${escape(link)}">${escape(link)}</a>`,
    `On that page enter your Order ID (<strong>${order.order_id}</strong>) and the e-mail address you applied with.`,
  ]);
}

export function invoiceMail(config: MailConfig, order: MailOrder, invoiceNumber: string): MailContent {
  return layout(config, order, `Invoice ${invoiceNumber} for your Cuba e-Arrival order ${order.order_id}`, [
    `Thank you for your order <strong>${order.order_id}</strong>. Your invoice <strong>${escape(invoiceNumber)}</strong> is attached as a PDF.`,
  ]);
}

/**
 * Sent by the track form itself, never by staff: someone typed this order's e-mail while tracking was
 * locked by too many attempts. The signed link opens the download page for 24 hours without the form, so
 * a customer whose order is under a guessing attack still gets in; the wording says why it came, so a
 * customer who did not ask can ignore it.
 */
export function documentsLinkMail(config: MailConfig, order: MailOrder, link: string): MailContent {
  return layout(config, order, `Your link to your Cuba e-Arrival order ${order.order_id}`, [
    `Someone, hopefully you, asked for your Cuba e-Arrival order <strong>${order.order_id}</strong> on our track-order page with this e-mail address.`,
    `Open your order and download your arrival card with this link, valid for 24 hours: <a href="${escape(link)}">${escape(link)}</a>`,
    'If it was not you, you can ignore this e-mail: the link works only for whoever can read this mailbox.',
  ]);
}

/** A notice to a staff member about their own account (never a password, code, token or link). */
export type AccountNoticeKind =
  'password-changed' | 'password-reset' | 'two-factor-disabled' | 'two-factor-reset';

export interface AccountNotice {
  kind: AccountNoticeKind;
  /** The member's name, for the greeting. */
  name: string;
  /** When it happened (ISO). */
  at: string;
  /** The address and browser the change came from. */
  ip: string;
  browser: string;
  /** Who made it when it was not the member (an Admin's name). */
  by?: string | null;
}

const ACCOUNT = 'your Cuba e-Arrival back-office account';

/** "2026-11-21 14:03 UTC". */
const noticeTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The security notices a staff member gets when their sign-in changes: what happened, when, from where,
 * what it ended, and what to do if it was not them. Plain words, no secrets, no links.
 */
export function accountNoticeMail(notice: AccountNotice): MailContent {
  const when = noticeTime(notice.at);
  const from = `from the address ${notice.ip} (${notice.browser})`;
  const notYou = 'If this was not you, tell an administrator at once: someone else may know your password.';
  const [subject, paragraphs]: [string, string[]] = (() => {
    switch (notice.kind) {
      case 'password-changed':
        return [
          'Your password was changed',
          [
            `The password of ${ACCOUNT} was changed on ${when} ${from}.`,
            'Every other session of yours was signed out; the one that changed it stays signed in.',
            notYou,
          ],
        ];
      case 'password-reset':
        return [
          'Your password was reset',
          [
            `A new password was set for ${ACCOUNT} with a password reset link on ${when} ${from}.`,
            'Every session of yours was signed out.',
            'If this was not you, tell an administrator at once: someone else may read your e-mail.',
          ],
        ];
      case 'two-factor-disabled':
        return [
          'Two-factor sign-in was turned off',
          [
            `Two-factor sign-in for ${ACCOUNT} was turned off on ${when} ${from}.`,
            'Every other session of yours was signed out. Your password alone now signs you in.',
            notYou,
          ],
        ];
      case 'two-factor-reset':
        return [
          'Your two-factor sign-in was reset',
          [
            `An administrator${notice.by ? ` (${notice.by})` : ''} turned two-factor sign-in off for ${ACCOUNT} on ${when}, and removed your recovery codes.`,
            'Every session of yours was signed out. If your role requires two-factor sign-in, you set it up again at your next sign-in.',
            'If you did not ask for this, tell another administrator.',
          ],
        ];
    }
  })();
  const greeting = `Hello ${notice.name},`;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b2733;max-width:600px;margin:0 auto">
<h2 style="color:#0a2540">${escape(subject)}</h2>
<p>${escape(greeting)}</p>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
</body></html>`;
  return { subject, text: [greeting, ...paragraphs].join('\n\n'), html };
}
