import type { Kysely } from 'kysely';
import type { MailHistoryEntry, MailKind, MailProvider, SessionUser } from '@earrival/shared/types';
import type { Database } from '../../db/schema';
import { recordEvents } from '../events/orderEvents';
import type { MailAttachment, MailTransport } from './provider';
import { providerLabel } from './provider';
import type { MailContent } from './templates';
import { iso } from '../../http/serialize';

/** Who sends: a staff member, or an automatic sender with a name and no member id (the track form). */
export type Sender = { id: SessionUser['id'] | null; name: string };

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
  outcome: 'accepted' | 'failed';
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
  'outcome',
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
    outcome: row.outcome,
    provider_message_id: row.provider_message_id,
    failure_reason: row.failure_reason,
    sent_by: row.sent_by,
  };
}

export interface SendRequest {
  orderId: number;
  to: string;
  kind: MailKind;
  content: MailContent;
  attachment?: MailAttachment;
  /** The stored document the mail carries (kind 'document'). */
  document?: { id: number; file1: string };
}

/**
 * Sends one mail through one provider and records the attempt whatever it came to (Email History row
 * plus an event), so a failure is as visible to staff as a success. Returns the recorded row.
 */
export async function sendAndRecord(
  db: Kysely<Database>,
  transport: MailTransport,
  member: Sender,
  request: SendRequest,
): Promise<MailHistoryEntry> {
  const outcome = await transport.send({
    to: request.to,
    subject: request.content.subject,
    text: request.content.text,
    html: request.content.html,
    attachments: request.attachment ? [request.attachment] : undefined,
  });
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('mail_history')
      .values({
        order_id: request.orderId,
        email: request.to,
        file1: request.document?.file1 ?? request.attachment?.filename ?? null,
        document_id: request.document?.id ?? null,
        mail_service_provider: transport.id,
        sent_by: member.name,
        sent_by_id: member.id,
        kind: request.kind,
        subject: request.content.subject,
        outcome: outcome.accepted ? 'accepted' : 'failed',
        provider_message_id: outcome.accepted ? outcome.messageId : null,
        failure_reason: outcome.accepted ? null : outcome.reason,
      })
      .returning([...MAIL_COLUMNS])
      .executeTakeFirstOrThrow();
    await recordEvents(trx, member, [
      {
        order_id: request.orderId,
        action: 'mail',
        from_value: request.kind,
        to_value: `${transport.id}:${inserted.outcome}`,
        detail: outcome.accepted
          ? `to ${request.to}, message id ${outcome.messageId}`
          : `to ${request.to}, failed: ${outcome.reason}`,
      },
    ]);
    return inserted;
  });
  return toMailEntry(row as MailRow);
}

/** The staff-facing sentence for a failed attempt: which provider, why, and what to try instead. */
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
