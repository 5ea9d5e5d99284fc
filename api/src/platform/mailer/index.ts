import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, MailAttachmentSource } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { MailEntry as MailHistoryEntry, MailProvider } from './schemas';
import { createMailer, type MailAttachment, type Mailer, type SendOutcome } from './provider';
import {
  MAIL_COLUMNS,
  MAIL_QUEUE,
  announceQueued,
  enqueueMail,
  type MailQueue,
  type MailRequest,
  type MailRow,
  type RecordMailEvents,
  type Sender,
} from './history';

/** Reads a queued mail's attachment when it is sent (e.g. the stored document, or a freshly rendered PDF). */
export type AttachmentReader = (
  orderId: number,
  source: MailAttachmentSource,
) => Promise<MailAttachment['content']>;

export interface MailerService {
  /** The two providers (SMTP, or the outbox when a provider has no URL). */
  readonly transports: Mailer;
  /** Queues a mail in the caller's transaction (see enqueueMail). */
  enqueue(trx: Kysely<Database>, sender: Sender, request: MailRequest): Promise<MailHistoryEntry>;
  /** Queues a failed mail again, through the same provider or the other one; the Message-ID stays. */
  retry(mailId: number, provider: MailProvider | undefined, member: Sender): Promise<MailHistoryEntry>;
  /** Lets a module say how an attachment source it queues is read at sending time. */
  attachmentSource(source: string, read: AttachmentReader): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailerService;
  }
}

export interface MailQueueOptions {
  /** Tries after the first, and the first delay before a retry (doubling each time). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** One try's deadline: a try still running then (the process died) is tried again. */
  tryTimeoutSeconds: number;
  /** Writes each step of a mail's life to its order's history. */
  recordEvents: RecordMailEvents;
}

/**
 * The mailer: every mail is queued with its change (one transaction) and sent by a worker in any API
 * process through the chosen provider, with retries and backoff; each try is recorded in mail_attempts
 * and moves the Email History row to sent, retrying or failed.
 */
export default fp(
  async function mailer(app: FastifyInstance, options: MailQueueOptions) {
    const transports = createMailer(app.config.mail, app.store);
    const readers = new Map<string, AttachmentReader>();
    const { recordEvents } = options;
    const queue: MailQueue = { send: (trx, data) => app.jobs.send(trx, MAIL_QUEUE, data), recordEvents };

    app.jobs.define(MAIL_QUEUE, {
      retryLimit: options.retryLimit,
      retryDelaySeconds: options.retryDelaySeconds,
      expireInSeconds: options.tryTimeoutSeconds,
    });

    app.jobs.work<{ mailId: number }>(MAIL_QUEUE, async (job) => {
      const row = await app.db
        .selectFrom('mail_history')
        .selectAll()
        .where('id', '=', job.data.mailId)
        .executeTakeFirst();
      // Sent already (a try that crashed after recording), or taken back: nothing to do.
      if (!row || (row.status !== 'queued' && row.status !== 'retrying')) return;
      const transport = transports[row.mail_service_provider];
      let outcome: SendOutcome;
      try {
        const attachments = row.attachment ? [await attachmentOf(row.order_id, row.attachment)] : undefined;
        outcome = await transport.send({
          to: row.email,
          subject: row.subject,
          text: row.body_text ?? '',
          html: row.body_html ?? '',
          attachments,
          messageId: row.message_id ?? undefined,
        });
      } catch (error) {
        outcome = { accepted: false, reason: error instanceof Error ? error.message : String(error) };
      }
      const attempt = row.attempts + 1;
      const last = job.retryCount >= job.retryLimit;
      const status = outcome.accepted ? 'sent' : last ? 'failed' : 'retrying';
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('mail_attempts')
          .values({
            mail_id: row.id,
            attempt,
            provider: transport.id,
            accepted: outcome.accepted,
            response: outcome.accepted ? `accepted as ${outcome.messageId}` : outcome.reason,
          })
          .execute();
        await trx
          .updateTable('mail_history')
          .set({
            status,
            attempts: attempt,
            provider_message_id: outcome.accepted ? outcome.messageId : null,
            failure_reason: outcome.accepted ? null : outcome.reason,
            updated_ts: new Date(),
          })
          .where('id', '=', row.id)
          .execute();
        await recordEvents(trx, null, [
          {
            order_id: row.order_id,
            action: 'mail',
            from_value: row.kind,
            to_value: `${transport.id}:${status}`,
            detail: outcome.accepted
              ? `to ${row.email}, try ${attempt}, message id ${outcome.messageId}`
              : `to ${row.email}, try ${attempt} failed: ${outcome.reason}`,
          },
        ]);
      });
      // Thrown so the queue schedules the next try (with backoff); the last failure stays recorded.
      if (status === 'retrying') throw new Error(`Mail ${row.id}: ${outcome.accepted ? '' : outcome.reason}`);
    });

    async function attachmentOf(orderId: number, source: MailAttachmentSource): Promise<MailAttachment> {
      const read = readers.get(source.source);
      if (!read) throw new Error(`No reader for attachments of source ${source.source}`);
      return {
        filename: source.filename,
        contentType: source.contentType,
        content: await read(orderId, source),
      };
    }

    const service: MailerService = {
      transports,
      enqueue: (trx, sender, request) => enqueueMail(trx, queue, sender, app.config.mail.from, request),
      async retry(mailId, provider, member) {
        return app.db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('mail_history')
            .select([...MAIL_COLUMNS])
            .where('id', '=', mailId)
            .forUpdate()
            .executeTakeFirst();
          if (!row) throw notFound(`Mail not found: ${mailId}`);
          if (row.status !== 'failed')
            throw conflict(
              row.status === 'sent'
                ? 'This mail was sent already; use Resend Mail to send it again.'
                : 'This mail is still being sent; wait for its last try before retrying.',
            );
          const chosen = provider ?? row.mail_service_provider;
          const updated = await trx
            .updateTable('mail_history')
            .set({ status: 'queued', mail_service_provider: chosen, updated_ts: new Date() })
            .where('id', '=', mailId)
            .returning([...MAIL_COLUMNS])
            .executeTakeFirstOrThrow();
          return announceQueued(
            trx,
            queue,
            member,
            updated as MailRow,
            `to ${row.email}, queued again by ${member.name}`,
          );
        });
      },
      attachmentSource: (source, read) => void readers.set(source, read),
    };
    app.decorate('mailer', service);
    app.addHook('onClose', async () => {
      transports.first.close();
      transports.second.close();
    });
  },
  { name: 'mailer', dependencies: ['jobs', 'store'] },
);
