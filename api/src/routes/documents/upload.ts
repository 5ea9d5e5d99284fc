import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { ok } from '../../http/reply';
import { badRequest, unavailable } from '../../errors';
import { parseId } from '../../db/queries/ids';
import { recordEvents } from '../../db/queries/events';
import { EXTENSIONS, sniffDocumentType } from '../../storage/fileType';
import { approvedMail } from '../../mail/templates';
import type { DocumentServices } from './services';
import {
  DOCUMENT_COLUMNS,
  failureMessage,
  requireMailOrder,
  sendAndRecord,
  toDocument,
  type DocumentRow,
} from './records';
import { httpError, requireEmail } from './input';
import * as S from './schemas';

/**
 * POST multipart /admin/upload-visa-document: the approved document, checked by its bytes and size,
 * stored under a server-chosen name, recorded, then e-mailed to the customer as an attachment.
 * Refused input stores nothing and mails nothing. A provider failure keeps the stored document (staff
 * resend it through the other provider) and answers 503 with a message that names both providers.
 */
export default async function uploadRoutes(parent: FastifyInstance, services: DocumentServices) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { store, mailer } = services;

  app.post(
    '/admin/upload-visa-document',
    {
      schema: {
        tags: ['documents'],
        summary:
          'Upload the approved document (PDF, JPEG, PNG or WebP by content; size-limited) and e-mail it through the chosen provider',
        consumes: ['multipart/form-data'],
        body: S.UploadBody,
        response: { 200: S.SendReply, ...S.errors },
      },
    },
    async (request) => {
      const body = request.body as Static<typeof S.UploadBody>;
      const orderId = parseId(body.orderId);
      const email = requireEmail(body.email);
      const bytes = body.uploadVisaDoc;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest('File is required');
      const type = sniffDocumentType(bytes);
      if (!type) {
        throw httpError(
          415,
          'This file is not a PDF, JPEG, PNG or WebP image (judged by its content, not its name). Nothing was stored.',
        );
      }
      const order = await requireMailOrder(app.db, orderId);
      const provider = body.mailServiceProvider ?? 'first';
      const member = request.member;

      const file1 = await store.save(orderId, bytes, type);
      let document: DocumentRow;
      try {
        document = await app.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('uploaded_documents')
            .values({
              order_id: orderId,
              file1,
              customer_name: `${order.first_name} ${order.sur_name}`.trim(),
              email,
              mail_service_provider: provider,
              uploaded_by: member.name,
              uploaded_by_id: member.id,
              content_type: type,
              size_bytes: bytes.length,
            })
            .returning([...DOCUMENT_COLUMNS])
            .executeTakeFirstOrThrow();
          await recordEvents(trx, member, [
            {
              order_id: orderId,
              action: 'upload',
              to_value: file1,
              detail: `${type}, ${bytes.length} bytes`,
            },
          ]);
          return row;
        });
      } catch (error) {
        // Without its record the file would be an orphan nobody can see: take it back out.
        await store.remove(orderId, file1);
        throw error;
      }

      const mail = await sendAndRecord(app.db, mailer[provider], member, {
        orderId,
        to: email,
        kind: 'document',
        content: approvedMail(app.config.mail, order),
        attachment: {
          filename: `cuba-e-arrival-${orderId}.${EXTENSIONS[type]}`,
          content: bytes,
          contentType: type,
        },
        document: { id: document.id, file1 },
      });
      if (mail.outcome === 'failed') {
        // The attempt is already recorded (outside any transaction), so throwing loses nothing.
        throw unavailable(failureMessage(mail, 'The document is uploaded and saved; use Resend Mail.'));
      }
      return ok(
        { mail, document: toDocument(document) },
        `Document uploaded and e-mailed to ${email} through ${mail.provider_label}.`,
      );
    },
  );
}
