import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { protect } from '../../plugins/auth';
import { fileDocumentStore } from '../../storage/documents';
import { createMailer } from '../../mail/provider';
import type { DocumentServices } from './services';
import { httpError } from './input';
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
  const maxBytes = app.config.uploadMaxBytes;
  const megabytes = (maxBytes / (1024 * 1024)).toFixed(maxBytes % (1024 * 1024) ? 1 : 0);
  // Multipart only in this scope: the file is read into memory up to the limit, fields beside it.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
    async onFile(part) {
      try {
        await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw httpError(413, `The file is larger than ${megabytes} MB. Nothing was stored.`);
        }
        throw error;
      }
    },
  });

  const services: DocumentServices = {
    store: fileDocumentStore(app.config.dataDir),
    mailer: createMailer(app.config.mail, app.config.dataDir),
  };
  app.addHook('onClose', async () => {
    services.mailer.first.close();
    services.mailer.second.close();
  });

  await app.register(uploadRoutes, services);
  await app.register(mailRoutes, services);
  await app.register(fileRoutes, services);
  await app.register(pdfRoutes, services);
}
