import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { protect } from '../../../platform/http/gate';
import { registerDocumentAttachments } from '../service/attachments';
import { registerDocumentPdfs } from '../service/pdfs';
import uploadRoutes from './upload';
import mailRoutes from './mail';
import fileRoutes from './files';
import pdfRoutes from './pdfs';

/**
 * Documents, mail and PDFs of an order (staff only): upload + e-mail, resend, the track-order mail,
 * the stored files (HEAD/GET), defence packs and invoices.
 */
export default async function documentRoutes(app: FastifyInstance) {
  protect(app);
  // Multipart only in this scope, and only as a stream: the upload route reads the parts one by one and
  // pipes the file to disk (upload.ts), so a file is never held in memory nor walked by the validator.
  // Busboy's own cut sits one byte past the limit, so the store's count (413) always sees the excess first.
  await app.register(multipart, {
    limits: {
      fileSize: app.config.uploadMaxBytes + 1,
      files: 1,
      fields: 10,
      fieldSize: 2000,
      parts: 12,
    },
  });

  // The stored documents as mail attachments, and the PDFs this module renders in the pool's threads.
  registerDocumentAttachments(app);
  registerDocumentPdfs(app);

  await app.register(uploadRoutes);
  await app.register(mailRoutes);
  await app.register(fileRoutes);
  await app.register(pdfRoutes);
}
