import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, tooManyResponse, unavailableResponse } from '../../platform/http/schemas';
import { ok } from '../../platform/http/reply';
import { unavailable } from '../../platform/errors';
import { IntakeOrder, IntakeResult } from './schemas';
import { receiveOrder } from './service';
import { SERVICE_KEY_LIMIT as INTAKE_KEY_LIMIT, checkServiceKey } from '../auth/public';

/** Orders from the public application site: API key in x-api-key, idempotent on the site's order_number. */
export default async function intakeRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const expected = app.config.intakeApiKey;
    if (!expected) throw unavailable('Order intake is not configured.');
    const given = request.headers['x-api-key'];
    await checkServiceKey(app.db, request, {
      service: 'intake',
      label: 'order intake',
      given: typeof given === 'string' ? given : undefined,
      expected,
      wrongMessage: 'Invalid or missing API key.',
    });
  });

  app.post(
    '/intake/orders',
    {
      schema: {
        tags: ['intake'],
        summary: 'Create an order from the application site (not in the spec; needed for real use)',
        description:
          'Authenticated by the x-api-key header (INTAKE_API_KEY). 201 with created=true for a new order; ' +
          '200 with created=false when order_number was already received (a retry never makes two orders). ' +
          'A wrong or missing key is a 401; after ' +
          `${INTAKE_KEY_LIMIT.limit} of them from one address within ${INTAKE_KEY_LIMIT.windowSeconds / 60} minutes ` +
          'every call from it is a 429 with Retry-After until the window ends. Names (and citizenship) must be one line.',
        security: [{ intakeKey: [] }],
        body: IntakeOrder,
        response: {
          200: Envelope(IntakeResult),
          201: Envelope(IntakeResult),
          ...errorResponses,
          ...tooManyResponse(
            `${INTAKE_KEY_LIMIT.limit} wrong API keys from this address within ${INTAKE_KEY_LIMIT.windowSeconds / 60} minutes: status 0`,
          ),
          ...unavailableResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await receiveOrder(app.db, request.body);
      reply.status(result.created ? 201 : 200);
      return ok(result, result.created ? 'Order received' : 'Order already received');
    },
  );
}
