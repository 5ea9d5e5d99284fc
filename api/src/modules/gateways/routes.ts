import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SCREEN_ROLES } from '@earrival/shared/policy';
import { protect } from '../../platform/http/gate';
import { Envelope, errorResponses } from '../../platform/http/schemas';
import { parseId } from '../../platform/http/ids';
import { ok } from '../../platform/http/reply';
import { activate, gateways } from './service';
import { ActivateBody, Gateway } from './schemas';

/** Gateway Setting: Admin and Manager only. Exactly one gateway is active. */
export default async function gatewayRoutes(parent: FastifyInstance) {
  protect(parent);
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const config = { roles: SCREEN_ROLES.gatewaySetting };

  app.get(
    '/admin/payment-gateways',
    {
      config,
      schema: {
        tags: ['gateways'],
        summary: "The payment gateways; is_active is '1' for the active one",
        response: { 200: Envelope(Type.Array(Gateway)), ...errorResponses },
      },
    },
    async () => ok(await gateways(app)),
  );

  app.post(
    '/admin/payment-gateway-setting',
    {
      config,
      schema: {
        tags: ['gateways'],
        summary: 'Activate a gateway (gatewayId encoded like order ids; a plain number is accepted too)',
        body: ActivateBody,
        response: { 200: Envelope(Gateway), ...errorResponses },
      },
    },
    async (request) => {
      const gateway = await activate(app, request.actor, parseId(request.body.gatewayId, 'gateway id'));
      return ok(gateway, `${gateway.gateway_name} is now the active gateway.`);
    },
  );
}
