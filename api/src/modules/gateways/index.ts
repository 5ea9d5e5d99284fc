import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SCREEN_ROLES } from '@earrival/shared/policy';
import { protect } from '../auth/gate';
import { Envelope, StringEnum, errorResponses } from '../../platform/http/schemas';
import { parseId } from '../../platform/http/ids';
import { notFound } from '../../platform/http/errors';
import { ok } from '../../platform/http/reply';
import { logSecurityEvent } from '../securityLog/log';
import { activateGateway, listGateways, lockGatewayIds } from './repository';

/** A payment gateway as the calls answer it (db/schema.contract.ts checks it against payment_gateways). */
export const Gateway = Type.Object({
  id: Type.Integer(),
  gateway_name: Type.String(),
  is_active: StringEnum(['0', '1'], { description: "'1' for the one active gateway" }),
});

const ActivateBody = Type.Object({
  gatewayId: Type.Union([Type.Integer(), Type.String({ minLength: 1, maxLength: 40 })], {
    description: 'The gateway id, encoded like order ids (a plain number is accepted too)',
  }),
});

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
    async () => {
      const rows = await listGateways(app.db);
      return ok(rows.map((g) => ({ ...g, is_active: g.is_active ? ('1' as const) : ('0' as const) })));
    },
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
      const id = parseId(request.body.gatewayId, 'gateway id');
      const gateway = await app.db.transaction().execute(async (trx) => {
        // Lock every gateway row first: concurrent switches queue here, and each one's updates then see the
        // previous switch's result. The partial unique index (one row with is_active) is the last guard.
        const all = await lockGatewayIds(trx);
        const before = all.find((g) => g.is_active);
        if (!all.some((g) => g.id === id)) throw notFound(`Gateway not found: ${id}`);
        const active = await activateGateway(trx, id);
        await logSecurityEvent(trx, request, {
          event: 'gateway-switched',
          detail: `${before ? `${before.gateway_name} (#${before.id})` : 'none'} -> ${active.gateway_name} (#${active.id})`,
        });
        return active;
      });
      return ok(
        { ...gateway, is_active: '1' as const },
        `${gateway.gateway_name} is now the active gateway.`,
      );
    },
  );
}
