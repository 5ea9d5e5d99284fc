import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { MailConfig } from '../../../config';
import type { Database } from '../../../platform/db/schema';
import type { MailerService } from '../../../platform/mailer';
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

export interface LinkMailDeps {
  db: Kysely<Database>;
  mail: MailConfig;
  mailer: MailerService;
  /** The key the visitor routes sign and verify with (the server secret). */
  secret: string;
  log: FastifyBaseLogger;
}

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
  { db, mail, mailer, secret }: LinkMailDeps,
  orderId: number,
): Promise<'queued' | 'throttled' | 'gone'> {
  const key = `track-order:link-mail:${orderId}`;
  const gate = await consume(db, key, LINK_MAIL_LIMIT);
  if (!gate.allowed) return 'throttled';
  const order = await linkMailOrder(db, orderId);
  if (!order) return 'gone';
  await db.transaction().execute((trx) =>
    mailer.enqueue(trx, TRACK_FORM, {
      orderId,
      to: order.email,
      provider: 'first',
      kind: 'track-link',
      content: documentsLinkMail(mail, order, documentsLinkUrl(mail.siteUrl, signLink(secret, orderId))),
    }),
  );
  return 'queued';
}

/** Work started after a reply, so a caller never waits for it (nor can time it). */
const running = new Set<Promise<void>>();

/**
 * Runs task once the reply has gone out (or the connection closed). Its failure is logged, never thrown:
 * the caller already has its answer. Registered at once, so settled() sees it even before the reply ends.
 */
export function afterReply(reply: FastifyReply, log: FastifyBaseLogger, task: () => Promise<unknown>): void {
  const sent = new Promise<void>((resolve) => {
    reply.raw.once('finish', resolve);
    reply.raw.once('close', resolve);
  });
  const job: Promise<void> = sent
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'visitor background task failed'),
    )
    .finally(() => running.delete(job));
  running.add(job);
}

/** Resolves once every task started by afterReply has finished (shutdown and tests). */
export async function settled(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}
