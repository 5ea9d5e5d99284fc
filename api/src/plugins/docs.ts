import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';

/** The OpenAPI document, generated from the route schemas, at GET /api/docs. */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cuba e-Arrival back-office API',
        version: '1.0.0',
        description:
          'Admin calls under /api/admin, visitor calls under /api/front. Envelope: { status, message, data }. ' +
          'A list call (get-orders-list, search-order) answers { status, message, data, total }: data is the ' +
          "list itself and total the number of rows in the whole folder or search (the pager's).",
      },
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: "The jwtToken from admin-login, raw (a 'Bearer ' prefix is accepted too)",
          },
          intakeKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'INTAKE_API_KEY' },
        },
      },
    },
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
});
