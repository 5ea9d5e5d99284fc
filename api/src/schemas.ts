import { PROCESS_STATUSES, ROLES } from '@earrival/shared/types';

/** JSON-schema helpers: every response is the spec's envelope around its data. */
export function envelopeSchema(data: Record<string, unknown> = {}) {
  return {
    type: 'object',
    required: ['status', 'message'],
    properties: {
      status: { type: 'integer' },
      message: { type: 'string' },
      data: { ...data, nullable: true },
    },
  } as const;
}

export const errorEnvelope = envelopeSchema();

/** The failures every route may answer with (documented once, listed on each route). */
export const errorResponses = {
  400: { ...errorEnvelope, description: 'Bad input: status 0 and a message' },
  401: { ...errorEnvelope, description: 'Missing, invalid, expired or revoked token: status 401' },
  403: { ...errorEnvelope, description: 'Not allowed for this role: status 0' },
  404: { ...errorEnvelope, description: 'Unknown order, member or gateway: status 0' },
  409: { ...errorEnvelope, description: 'Conflict (already assigned, duplicate e-mail): status 0' },
} as const;

export const roleSchema = { type: 'string', enum: [...ROLES] } as const;
export const statusSchema = { type: 'string', enum: [...PROCESS_STATUSES] } as const;

export const sessionUserSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    type: roleSchema,
  },
} as const;

/** An order id as a number, or as the encoded text the links carry (double, then base64). */
export const orderIdSchema = {
  anyOf: [
    { type: 'integer', minimum: 1 },
    { type: 'string', minLength: 1, maxLength: 40 },
  ],
  description: 'Order id: the number, or the encoded form used in links',
} as const;

/** One id or a list of ids (a single value is accepted as a list of one). */
export const orderIdListSchema = {
  type: 'array',
  items: orderIdSchema,
  minItems: 1,
  maxItems: 10000,
} as const;
