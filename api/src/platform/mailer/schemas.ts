import { MAIL_KINDS, MAIL_PROVIDERS, MAIL_STATUSES } from '../db/columnTypes';
import { Type, type Static } from 'typebox';
import { IsoTime, Nullable, StringEnum } from '../http/schemas';

/*
 * The mail a staff screen sees: which provider, why it was sent, where it stands. The mailer writes it,
 * the mail history table stores it, and the order's Email History answers with it.
 */

export const MailProvider = StringEnum(MAIL_PROVIDERS, {
  description: "Mail provider: 'first' (the default) or 'second'",
});
export type MailProvider = Static<typeof MailProvider>;

export const MailKind = StringEnum(MAIL_KINDS, {
  description: 'document (the approved document), track-link (the Sent Mail button), invoice',
});
export type MailKind = Static<typeof MailKind>;

export const MailStatus = StringEnum(MAIL_STATUSES, {
  description:
    'queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)',
});
export type MailStatus = Static<typeof MailStatus>;

/** One row of Email History: one message through one provider, with its tries. */
export const MailEntry = Type.Object(
  {
    id: Type.Integer(),
    order_id: Type.Integer(),
    create_ts: IsoTime(),
    email: Type.String({ description: 'The recipient' }),
    kind: MailKind,
    subject: Type.String(),
    uploadDoc: Type.Object({
      file1: Type.String({ description: "'' for a mail without a stored document" }),
      mail_service_provider: MailProvider,
    }),
    mail_service_provider: MailProvider,
    provider_label: Type.String({ description: "'Mail provider 1' or 'Mail provider 2'" }),
    status: MailStatus,
    attempts: Type.Integer({ minimum: 0, description: 'Tries so far' }),
    provider_message_id: Nullable(Type.String(), { description: "The provider's Message-ID when accepted" }),
    failure_reason: Nullable(Type.String(), { description: 'Why the last try failed' }),
    sent_by: Nullable(Type.String(), { description: 'The member who sent it' }),
  },
  { title: 'MailEntry' },
);
export type MailEntry = Static<typeof MailEntry>;
