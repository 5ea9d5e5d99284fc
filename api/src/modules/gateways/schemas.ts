import { Type, type Static } from 'typebox';
import { StringEnum } from '../../platform/http/schemas';

/** A payment gateway as the calls answer it (cli/contract/tables.ts checks it against payment_gateways). */
export const Gateway = Type.Object({
  id: Type.Integer(),
  gateway_name: Type.String(),
  is_active: StringEnum(['0', '1'], { description: "'1' for the one active gateway" }),
});
export type Gateway = Static<typeof Gateway>;

export const ActivateBody = Type.Object({
  gatewayId: Type.Union([Type.Integer(), Type.String({ minLength: 1, maxLength: 40 })], {
    description: 'The gateway id, encoded like order ids (a plain number is accepted too)',
  }),
});
