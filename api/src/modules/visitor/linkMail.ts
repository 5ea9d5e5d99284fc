import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { MailConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../platform/mailer/provider';
import { documentsLinkMail } from '../../platform/mailer/templates';
import { consume, reset } from '../../security/throttle';
import { sendAndRecord } from '../../platform/mailer/history';
import { signLink } from './proof';
import { LINK_MAIL_LIMIT } from './rateLimit';

/** What the track form answers every caller while an order is locked, right e-mail or not. */
export const LINK_NOTICE = 'If this e-mail matches the order, we have sent it a link to your documents.';

/** The address the mailed link points at: the API sets the proof from it and redirects to the page. */
export const LINK_PATH = '/api/front/open-documents-link';

export const documentsLinkUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${LINK_PATH}?token=${encodeURIComponent(token)}`;

export interface LinkMailDeps {
  db: Kysely<Database>;
  mail: MailConfig;
  mailer: Mailer;
  /** The key the visitor routes sign and verify with (the server secret). */
  secret: string;
  log: FastifyBaseLogger;
}

/** The mail is sent by nobody on the staff: Email History and the order's events name the track form. */
const TRACK_FORM = { id: null, name: 'Track form (automatic)' };

/**
 * Mails the order's own address a signed link to its download page, at most once per order per
 * LINK_MAIL_LIMIT. Mail provider 1 first, Mail provider 2 if it fails; every attempt is an Email History
 * row. If neither accepts, the throttle is given back so the customer's next try can mail again.
 */
export async function mailDocumentsLink(
  { db, mail, mailer, secret, log }: LinkMailDeps,
  orderId: number,
): Promise<'sent' | 'throttled' | 'failed' | 'gone'> {
  const key = `track-order:link-mail:${orderId}`;
  const gate = await consume(db, key, LINK_MAIL_LIMIT);
  if (!gate.allowed) return 'throttled';
  const order = await db
    .selectFrom('orders')
    .select(['order_id', 'first_name', 'sur_name', 'email'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) return 'gone';
  const request = {
    orderId,
    to: order.email,
    kind: 'track-link' as const,
    content: documentsLinkMail(mail, order, documentsLinkUrl(mail.siteUrl, signLink(secret, orderId))),
  };
  for (const transport of [mailer.first, mailer.second]) {
    const entry = await sendAndRecord(db, transport, TRACK_FORM, request);
    if (entry.outcome === 'accepted') return 'sent';
    log.warn({ orderId, provider: transport.id, reason: entry.failure_reason }, 'documents link mail failed');
  }
  await reset(db, key);
  return 'failed';
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
