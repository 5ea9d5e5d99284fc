import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../http/reply';
import { conflict, unavailable } from '../../errors';
import { parseId } from '../../http/ids';
import { typeOfStoredName, EXTENSIONS } from '../../platform/store/fileType';
import { approvedMail, trackLinkMail } from '../../platform/mailer/templates';
import type { DocumentServices } from './services';
import { failureMessage, sendAndRecord } from '../../platform/mailer/history';
import { requireMailOrder } from './repository';
import { requireEmail } from './input';
import * as S from './schemas';

/** Resend Mail (the latest document again) and Sent Mail (the track-order link), through either provider. */
export default async function mailRoutes(parent: FastifyInstance, { store, mailer }: DocumentServices) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/resend-mail',
    {
      schema: {
        tags: ['documents'],
        summary: "E-mail the order's latest uploaded document again, through the chosen provider",
        body: S.MailBody,
        response: { 200: S.SendReply, ...S.errors },
      },
    },
    async (request) => {
      const orderId = parseId(request.body.orderId);
      const email = requireEmail(request.body.email);
      const order = await requireMailOrder(app.db, orderId);
      const document = await app.db
        .selectFrom('uploaded_documents')
        .select(['id', 'file1', 'content_type'])
        .where('order_id', '=', orderId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!document) throw conflict('This order has no uploaded document yet. Upload one first.');
      // Attached by path (streamed from disk while sending), never read into memory whole.
      const file =
        (await store.size(orderId, document.file1)) === null ? null : store.pathOf(orderId, document.file1);
      if (!file) throw conflict(`The stored document ${document.file1} is missing. Please upload it again.`);
      const type = typeOfStoredName(document.file1) ?? document.content_type;
      const provider = request.body.mailServiceProvider ?? 'first';
      const mail = await sendAndRecord(app.db, mailer[provider], request.member, {
        orderId,
        to: email,
        kind: 'document',
        content: approvedMail(app.config.mail, order),
        attachment: {
          filename: `cuba-e-arrival-${orderId}.${EXTENSIONS[type as keyof typeof EXTENSIONS] ?? 'pdf'}`,
          path: file,
          contentType: type,
        },
        document: { id: document.id, file1: document.file1 },
      });
      if (mail.outcome === 'failed') throw unavailable(failureMessage(mail, ''));
      return ok({ mail }, `Mail sent again to ${email} through ${mail.provider_label}.`);
    },
  );

  app.post(
    '/admin/send-track-order-mail',
    {
      schema: {
        tags: ['documents'],
        summary:
          'Sent Mail under Download History (path chosen by us): e-mail the customer the track-order link, no attachment',
        body: S.MailBody,
        response: { 200: S.SendReply, ...S.errors },
      },
    },
    async (request) => {
      const orderId = parseId(request.body.orderId);
      const email = requireEmail(request.body.email);
      const order = await requireMailOrder(app.db, orderId);
      const provider = request.body.mailServiceProvider ?? 'first';
      const mail = await sendAndRecord(app.db, mailer[provider], request.member, {
        orderId,
        to: email,
        kind: 'track-link',
        content: trackLinkMail(app.config.mail, order),
      });
      if (mail.outcome === 'failed') throw unavailable(failureMessage(mail, ''));
      return ok({ mail }, `Track-order link sent to ${email} through ${mail.provider_label}.`);
    },
  );
}
