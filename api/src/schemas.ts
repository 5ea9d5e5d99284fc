import { Type, type Static, type TSchema } from 'typebox';
import { FOLDER_NAMES, PROCESS_STATUSES, ROLES } from '@earrival/shared/types';

/**
 * The schema pieces every route shares, as TypeBox: each is a JSON schema (validation, serialisation and
 * the OpenAPI document) and a TypeScript type at once, so a route's body, params and query types come from
 * its schema through the TypeBox type provider and are never restated beside it.
 */

/** A text that is one of a few values. Typed as a string (not TypeBox's bare enum) for the serialiser. */
export const StringEnum = <const T extends string>(
  values: readonly T[],
  options: Record<string, unknown> = {},
) => Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/** A value or null, written as OpenAPI 3.0's `nullable` (Ajv and the serialiser read it too). */
export const Nullable = <T extends TSchema>(schema: T, options: Record<string, unknown> = {}) =>
  Type.Unsafe<Static<T> | null>({ ...schema, ...options, nullable: true });

export const YesNo = StringEnum(['Y', 'N']);
export const Role = StringEnum(ROLES);
export const ProcessStatus = StringEnum(PROCESS_STATUSES);
export const FolderName = StringEnum(FOLDER_NAMES);

/** A calendar date as 'YYYY-MM-DD'. */
export const DateText = Type.String({ format: 'date' });

/** Every success answer: status 1, a message and the data. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Integer(), message: Type.String(), data });

/** A list answer: `data` is the list itself and the pager's total rides beside it. */
export const ListEnvelope = <T extends TSchema>(row: T) =>
  Type.Object({
    status: Type.Integer(),
    message: Type.String(),
    data: Type.Array(row),
    total: Type.Integer({ description: 'Rows in the whole folder (or search), not just this page' }),
  });

/** Every failure: status 0 (401 for an invalid session), the message to show, no data. */
export const ErrorEnvelope = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Null(),
});

/** The failures every route may answer with (documented once, listed on each route). */
export const errorResponses = {
  400: { ...ErrorEnvelope, description: 'Bad input: status 0 and a message' },
  401: { ...ErrorEnvelope, description: 'Missing, invalid, expired or revoked token: status 401' },
  403: { ...ErrorEnvelope, description: 'Not allowed for this role: status 0' },
  404: { ...ErrorEnvelope, description: 'Unknown order, member or gateway: status 0' },
  409: { ...ErrorEnvelope, description: 'Conflict (already assigned, duplicate e-mail): status 0' },
};

export const unavailableResponse = {
  503: { ...ErrorEnvelope, description: 'A part this call needs is switched off or down: status 0' },
};

export const SessionUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  type: Role,
});

/** An order id as a number, or as the encoded text the links carry (double, then base64). */
export const OrderId = Type.Union(
  [Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 40 })],
  {
    description: 'Order id: the number, or the encoded form used in links',
  },
);

/** A list of order ids for the bulk actions. */
export const OrderIdList = Type.Array(OrderId, { minItems: 1, maxItems: 10000 });

/**
 * The first names of these pieces, for routes that still write plain JSON schemas. `envelopeSchema` keeps
 * its loose form (data optional and nullable) for them.
 */
export function envelopeSchema(data: object = {}) {
  return Type.Object({
    status: Type.Integer(),
    message: Type.String(),
    data: Type.Optional(Type.Unsafe<unknown>({ ...data, nullable: true })),
  });
}
export const errorEnvelope = ErrorEnvelope;
export const roleSchema = Role;
export const statusSchema = ProcessStatus;
export const sessionUserSchema = SessionUser;
export const orderIdSchema = OrderId;
export const orderIdListSchema = OrderIdList;
