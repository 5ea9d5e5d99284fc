import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, MailAttachmentSource } from '../db/schema';
import type { SessionUser } from '../http/schemas';
import { providerLabel } from './provider';
import type { MailEntry as MailHistoryEntry, MailKind, MailProvider, MailStatus } from './schemas';
import type { MailContent } from './templates';
import { iso } from '../http/serialize';

/** Who sends: a staff member, or an automatic sender with a name and no member id (the track form). */
export type Sender = { id: SessionUser['id'] | null; name: string };

/** The order event each step of a mail's life writes (queued, each try, queued again). */
export interface MailEvent {
  order_id: number;
  action: 'mail';
  from_value: MailKind;
  to_value: string;
  detail: string;
}

/**
 * Writes mail events to the order's history in the transaction that made them (the orders module's
 * recordEvents, given by app.ts): the mailer itself knows nothing of orders.
 */
export type RecordMailEvents = (
  trx: Kysely<Database>,
  actor: Sender | null,
  events: MailEvent[],
) => Promise<void>;

export interface MailRow {
  id: number;
  order_id: number;
  email: string;
  file1: string | null;
  mail_service_provider: MailProvider;
  sent_by: string | null;
  create_ts: Date | string;
  kind: MailKind;
  subject: string;
  status: MailStatus;
  attempts: number;
  provider_message_id: string | null;
  failure_reason: string | null;
}

export const MAIL_COLUMNS = [
  'id',
  'order_id',
  'email',
  'file1',
  'mail_service_provider',
  'sent_by',
  'create_ts',
  'kind',
  'subject',
  'status',
  'attempts',
  'provider_message_id',
  'failure_reason',
] as const;

/** A mail_history row as Email History shows it. */
export function toMailEntry(row: MailRow): MailHistoryEntry {
  return {
    id: row.id,
    order_id: row.order_id,
    create_ts: iso(row.create_ts)!,
    email: row.email,
    kind: row.kind,
    subject: row.subject,
    uploadDoc: { file1: row.file1 ?? '', mail_service_provider: row.mail_service_provider },
    mail_service_provider: row.mail_service_provider,
    provider_label: providerLabel(row.mail_service_provider),
    status: row.status,
    attempts: row.attempts,
    provider_message_id: row.provider_message_id,
    failure_reason: row.failure_reason,
    sent_by: row.sent_by,
  };
}

export interface MailRequest {
  orderId: number;
  to: string;
  provider: MailProvider;
  kind: MailKind;
  content: MailContent;
  /** Read when the mail is sent, by the source a module registered (mailer.attachmentSource). */
  attachment?: MailAttachmentSource;
  /** The stored document the mail carries (kind 'document'). */
  document?: { id: number; file1: string };
}

/** The mail queue's name (pg-boss). */
export const MAIL_QUEUE = 'mail';

/** One Message-ID per mail, kept across every try, so a provider and a mail program can tell repeats apart. */
export function newMessageId(from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'earrival.invalid';
  return `<${randomUUID()}@${domain}>`;
}

/**
 * Writes the mail as a queued row, its order event and its job, in the caller's transaction: the mail
 * exists exactly when the change that asked for it does, and a worker in any process sends it.
 */
export async function enqueueMail(
  trx: Kysely<Database>,
  queue: MailQueue,
  sender: Sender,
  from: string,
  request: MailRequest,
): Promise<MailHistoryEntry> {
  const row = await trx
    .insertInto('mail_history')
    .values({
      order_id: request.orderId,
      email: request.to,
      file1: request.document?.file1 ?? null,
      document_id: request.document?.id ?? null,
      mail_service_provider: request.provider,
      sent_by: sender.name,
      sent_by_id: sender.id,
      kind: request.kind,
      subject: request.content.subject,
      status: 'queued',
      attempts: 0,
      message_id: newMessageId(from),
      body_text: request.content.text,
      body_html: request.content.html,
      attachment: request.attachment ? JSON.stringify(request.attachment) : null,
    })
    .returning([...MAIL_COLUMNS])
    .executeTakeFirstOrThrow();
  return announceQueued(trx, queue, sender, row as MailRow, `to ${request.to}, queued`);
}

/** What follows a mail's queueing, in the same transaction: its job, and its order's history. */
export interface MailQueue {
  send(trx: Kysely<Database>, data: { mailId: number }): Promise<void>;
  recordEvents: RecordMailEvents;
}

/** Writes the order event and the job of a mail just queued (the first time or again); answers its entry. */
export async function announceQueued(
  trx: Kysely<Database>,
  queue: MailQueue,
  sender: Sender,
  mail: MailRow,
  detail: string,
): Promise<MailHistoryEntry> {
  await queue.recordEvents(trx, sender, [
    {
      order_id: mail.order_id,
      action: 'mail',
      from_value: mail.kind,
      to_value: `${mail.mail_service_provider}:queued`,
      detail,
    },
  ]);
  await queue.send(trx, { mailId: mail.id });
  return toMailEntry(mail);
}

/** The staff-facing sentence for a mail that could not be sent: which provider, why, and what to try. */
export function failureMessage(entry: MailHistoryEntry, what: string): string {
  const other = entry.mail_service_provider === 'first' ? 'Mail provider 2' : 'Mail provider 1';
  return [
    `${entry.provider_label} could not send the e-mail (${entry.failure_reason}).`,
    what,
    `Try again with ${other}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
