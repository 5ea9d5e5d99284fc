import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { customerDocumentName } from '@earrival/shared/util';
import { notFound } from '../../../platform/errors';
import { typeOfStoredName } from '../../../platform/store/fileType';
import { documentKey } from '../../../platform/store/documents';
import { replyWithObject } from '../../../platform/store/http';
import * as S from '../schemas';

/**
 * The stored documents at uploads/docs/<orderId>/<file1>, for staff only (this scope is protected):
 * HEAD says whether one exists, GET streams it from the store (Range and ETag honoured). Customers never
 * come through here; they prove order id and e-mail on the visitor side first.
 */
export default async function fileRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  async function send(request: FastifyRequest, reply: FastifyReply, orderId: string, file1: string) {
    const key = documentKey(Number(orderId), file1);
    const sent =
      key &&
      (await replyWithObject(request, reply, app.store, key, {
        contentType: typeOfStoredName(file1) ?? 'application/octet-stream',
        // The name the customer saves it under, so staff and customer hold the same file by one name.
        disposition: `inline; filename="${customerDocumentName(Number(orderId), file1)}"`,
      }));
    if (!sent) throw notFound(`No such document: ${file1}`);
    return sent;
  }

  const schema = (summary: string) => ({
    tags: ['documents'],
    summary,
    params: S.DocumentParams,
    response: {
      200: S.StoredFile,
      206: S.StoredFile,
      304: S.NotModified,
      400: S.errors[400],
      401: S.errors[401],
      404: S.errors[404],
      416: S.RangeNotSatisfiable,
      503: S.errors[503],
    },
  });

  // Declared before GET so Fastify does not add its own HEAD (which would read the whole file).
  app.head(
    '/uploads/docs/:orderId/:file1',
    { schema: schema('Whether a stored document exists (200 or 404, no body)') },
    (request, reply) => send(request, reply, request.params.orderId, request.params.file1),
  );

  app.get(
    '/uploads/docs/:orderId/:file1',
    { schema: schema('A stored document (staff session required); Range and If-None-Match honoured') },
    (request, reply) => send(request, reply, request.params.orderId, request.params.file1),
  );
}
