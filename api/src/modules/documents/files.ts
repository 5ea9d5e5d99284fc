import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { notFound } from '../../errors';
import { typeOfStoredName } from '../../platform/store/fileType';
import type { DocumentServices } from './services';
import * as S from './schemas';

/**
 * The stored documents at uploads/docs/<orderId>/<file1>, for staff only (this scope is protected):
 * HEAD says whether one exists, GET returns it. Customers never come through here; they prove order id
 * and e-mail on the visitor side first.
 */
export default async function fileRoutes(parent: FastifyInstance, { store }: DocumentServices) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  function headers(reply: FastifyReply, file1: string, size: number) {
    return reply
      .header('Content-Type', typeOfStoredName(file1) ?? 'application/octet-stream')
      .header('Content-Length', size)
      .header('Content-Disposition', `inline; filename="${file1}"`)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff');
  }

  const schema = (summary: string) => ({
    tags: ['documents'],
    summary,
    params: S.DocumentParams,
    response: { 400: S.errors[400], 401: S.errors[401], 404: S.errors[404] },
  });

  // Declared before GET so Fastify does not add its own HEAD (which would read the whole file).
  app.head(
    '/uploads/docs/:orderId/:file1',
    { schema: schema('Whether a stored document exists (200 or 404, no body)') },
    async (request, reply) => {
      const size = await store.size(Number(request.params.orderId), request.params.file1);
      if (size === null) throw notFound(`No such document: ${request.params.file1}`);
      return headers(reply, request.params.file1, size).status(200).send();
    },
  );

  app.get(
    '/uploads/docs/:orderId/:file1',
    { schema: schema('A stored document (staff session required)') },
    async (request, reply) => {
      const bytes = await store.read(Number(request.params.orderId), request.params.file1);
      if (!bytes) throw notFound(`No such document: ${request.params.file1}`);
      return headers(reply, request.params.file1, bytes.length).send(bytes);
    },
  );
}
