import type { FastifyInstance } from 'fastify';
import { MANAGERS, protect } from '../../plugins/auth';
import { envelopeSchema, errorResponses } from '../../schemas';
import { parseId } from '../../db/queries/ids';
import { notFound } from '../../errors';

const gatewaySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    gateway_name: { type: 'string' },
    is_active: { type: 'string', enum: ['0', '1'] },
  },
} as const;

/** Gateway Setting: Admin and Manager only. Exactly one gateway is active. */
export default async function gatewayRoutes(app: FastifyInstance) {
  protect(app);
  const config = { roles: MANAGERS };

  app.get(
    '/admin/payment-gateways',
    {
      config,
      schema: {
        tags: ['gateways'],
        summary: "The payment gateways; is_active is '1' for the active one",
        response: { 200: envelopeSchema({ type: 'array', items: gatewaySchema }), ...errorResponses },
      },
    },
    async () => {
      const rows = await app.db.selectFrom('payment_gateways').selectAll().orderBy('id').execute();
      return {
        status: 1,
        message: 'OK',
        data: rows.map((g) => ({ ...g, is_active: g.is_active ? '1' : '0' })),
      };
    },
  );

  app.post<{ Body: { gatewayId: string | number } }>(
    '/admin/payment-gateway-setting',
    {
      config,
      schema: {
        tags: ['gateways'],
        summary: 'Activate a gateway (gatewayId encoded like order ids; a plain number is accepted too)',
        body: {
          type: 'object',
          required: ['gatewayId'],
          properties: {
            gatewayId: { anyOf: [{ type: 'integer' }, { type: 'string', minLength: 1, maxLength: 40 }] },
          },
        },
        response: { 200: envelopeSchema(gatewaySchema), ...errorResponses },
      },
    },
    async (request) => {
      const id = parseId(request.body.gatewayId, 'gateway id');
      const gateway = await app.db.transaction().execute(async (trx) => {
        // Lock every gateway row first: concurrent switches queue here, and each one's updates then see the
        // previous switch's result. The partial unique index (one row with is_active) is the last guard.
        const all = await trx
          .selectFrom('payment_gateways')
          .select(['id'])
          .orderBy('id')
          .forUpdate()
          .execute();
        if (!all.some((g) => g.id === id)) throw notFound(`Gateway not found: ${id}`);
        await trx
          .updateTable('payment_gateways')
          .set({ is_active: false })
          .where('is_active', '=', true)
          .where('id', '<>', id)
          .execute();
        return trx
          .updateTable('payment_gateways')
          .set({ is_active: true })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return {
        status: 1,
        message: `${gateway.gateway_name} is now the active gateway.`,
        data: { ...gateway, is_active: '1' },
      };
    },
  );
}
