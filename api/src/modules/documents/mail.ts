import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../platform/http/reply';
import { conflict } from '../../platform/http/errors';
import { parseId } from '../../platform/http/ids';
import { typeOfStoredName } from '../../platform/store/fileType';
import { documentKey } from '../../platform/store/documents';
import { approvedMail, trackLinkMail } from '../../platform/mailer/templates';
import type { DocumentServices } from './services';
import { latestDocument, requireMailOrder, requireMailRecipient } from './repository';
import { withCustomerMail } from './mailLimits';
import { documentAttachment } from './attachments';
import { requireEmail } from './input';
import * as S from './schemas';

/**
 * Resend Mail (the latest document again), Sent Mail (the track-order link) and Retry of a failed mail,
 * through either provider. Each is queued with its order event (one transaction); a worker sends it.
 * Each counts as one customer mail (mailLimits.ts): past the member's or the address's hourly limit the
 * call answers 429 and queues nothing.
 */
export default async function mailRoutes(parent: FastifyInstance, { store }: DocumentServices) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/resend-mail',
    {
      schema: {
        tags: ['mail'],
        summary: "E-mail the order's latest uploaded document again, through the chosen provider",
        body: S.MailBody,
        response: { 200: S.SendReply, ...S.errors, ...S.mailLimitErrors },
      },
    },
    async (request) => {
      const orderId = parseId(request.body.orderId);
      const email = requireEmail(request.body.email);
      const order = await requireMailOrder(app.db, orderId);
      const document = await latestDocument(app.db, orderId);
      if (!document) throw conflict('This order has no uploaded document yet. Upload one first.');
      const key = documentKey(orderId, document.file1);
      if (!key || !(await store.stat(key)))
        throw conflict(`The stored document ${document.file1} is missing. Please upload it again.`);
      const type = typeOfStoredName(document.file1) ?? document.content_type;
      const mail = await withCustomerMail(app.db, request, email, () =>
        app.db.transaction().execute((trx) =>
          app.mailer.enqueue(trx, request.member, {
            orderId,
            to: email,
            provider: request.body.mailServiceProvider ?? 'first',
            kind: 'document',
            content: approvedMail(app.config.mail, order),
            attachment: documentAttachment(orderId, document.file1, type),
            document: { id: document.id, file1: document.file1 },
          }),
        ),
      );
      return ok({ mail }, `The document's e-mail to ${email} is queued through ${mail.provider_label}.`);
    },
  );

  app.post(
    '/admin/send-track-order-mail',
    {
      schema: {
        tags: ['mail'],
        summary:
          'Sent Mail under Download History (path chosen by us): e-mail the customer the track-order link, no attachment',
        body: S.MailBody,
        response: { 200: S.SendReply, ...S.errors, ...S.mailLimitErrors },
      },
    },
    async (request) => {
      const orderId = parseId(request.body.orderId);
      const email = requireEmail(request.body.email);
      const order = await requireMailOrder(app.db, orderId);
      const mail = await withCustomerMail(app.db, request, email, () =>
        app.db.transaction().execute((trx) =>
          app.mailer.enqueue(trx, request.member, {
            orderId,
            to: email,
            provider: request.body.mailServiceProvider ?? 'first',
            kind: 'track-link',
            content: trackLinkMail(app.config.mail, order),
          }),
        ),
      );
      return ok(
        { mail },
        `The track-order link e-mail to ${email} is queued through ${mail.provider_label}.`,
      );
    },
  );

  app.post(
    '/admin/retry-mail',
    {
      schema: {
        tags: ['mail'],
        summary:
          'Queue a failed mail again (Email History: Retry), through its provider or the other one; it keeps its Message-ID',
        body: S.RetryMailBody,
        response: { 200: S.SendReply, ...S.errors, ...S.mailLimitErrors },
      },
    },
    async (request) => {
      const mailId = parseId(request.body.mailId);
      const to = await requireMailRecipient(app.db, mailId);
      const mail = await withCustomerMail(app.db, request, to, () =>
        app.mailer.retry(mailId, request.body.mailServiceProvider, request.member),
      );
      return ok({ mail }, `The e-mail to ${mail.email} is queued again through ${mail.provider_label}.`);
    },
  );
}
