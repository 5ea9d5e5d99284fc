import { PROCESSING_MODES, YES_NO } from '../db/columnTypes';
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { FOLDER_NAMES, PROCESS_STATUSES, ROLES } from '@earrival/shared/types';
import { LIMITS } from '@earrival/shared/limits';

/**
 * The schema pieces every route shares, declared once, as TypeBox: each is a JSON schema (validation,
 * serialisation and the OpenAPI document, from which the browser's types are generated) and a TypeScript
 * type at once, so a route's body, params and query types come from its schema through the TypeBox type
 * provider and are never restated beside it. Modules build their own schemas from these (their
 * schemas.ts); lengths and patterns come from `@earrival/shared/limits`, which the forms use too.
 */

/** A text that is one of a few values. Typed as a string (not TypeBox's bare enum) for the serialiser. */
export const StringEnum = <const T extends string>(
  values: readonly T[],
  options: Record<string, unknown> = {},
) => Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/**
 * A value or null, written as OpenAPI 3.0's `nullable` beside the value's `type` (Ajv and the serialiser
 * read it too). A schema without a `type` of its own (a union) cannot be made nullable this way: it fails
 * here, when the module loads, rather than as an unreadable document.
 */
export const Nullable = <T extends TSchema>(schema: T, options: Record<string, unknown> = {}) => {
  if (typeof (schema as { type?: unknown }).type !== 'string')
    throw new Error('Nullable() needs a schema with a single type');
  // The value's JSON type stays in the schema's type too: a table type derived from a schema reads it.
  return Type.Unsafe<Static<T> | null>({
    ...schema,
    ...options,
    nullable: true,
  }) as TUnsafe<Static<T> | null> & Pick<T, Extract<keyof T, 'type'>>;
};

export const YesNo = StringEnum(YES_NO);
export type YesNo = Static<typeof YesNo>;
export const Role = StringEnum(ROLES, { description: 'Admin, Manager, Team, Telecaller or Night Staff' });
export const ProcessStatus = StringEnum(PROCESS_STATUSES);
export const FolderName = StringEnum(FOLDER_NAMES);
export const ProcessingMode = StringEnum(PROCESSING_MODES);
export type ProcessingMode = Static<typeof ProcessingMode>;

/**
 * One line of text: no line break, tab or other control character (C0, DEL, C1). Names carry it: a name
 * is printed in lists, PDFs and CSV exports, where a line break would start a new row (and the next row
 * could start with a formula). The envelope answers a violation with SINGLE_LINE_MESSAGE.
 */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';
export const SINGLE_LINE_MESSAGE =
  'must be a single line of text (no line breaks, tabs or other control characters)';
/** A text schema (or a Nullable one) that must also be one line. */
export const singleLine = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T>>({ ...schema, pattern: SINGLE_LINE_PATTERN });

/** A calendar date as 'YYYY-MM-DD'. */
export const DateText = Type.String({ format: 'date' });
/** A moment as ISO text (UTC). */
export const IsoTime = (description = 'ISO time (UTC)') => Type.String({ description });

export const Email = (options: Record<string, unknown> = {}) =>
  Type.String({ maxLength: LIMITS.email, ...options });

/** Every success answer: status 1, a message and the data. */
export const Envelope = <T extends TSchema>(data: T, options: Record<string, unknown> = {}) =>
  Type.Object({ status: Type.Integer(), message: Type.String(), data }, options);

/** A success answer that carries nothing: `data` is null. */
export const Done = Envelope(Type.Null());

/** A list answer: `data` is the list itself and the pager's total rides beside it. */
export const ListEnvelope = <T extends TSchema, P extends Record<string, TSchema> = Record<never, TSchema>>(
  row: T,
  extra?: P,
) =>
  Type.Object({
    status: Type.Integer(),
    message: Type.String(),
    data: Type.Array(row),
    total: Type.Integer({ description: 'Rows in the whole folder (or search), not just this page' }),
    ...(extra ?? ({} as P)),
  });

/** Every failure: status 0 (401 for an invalid session), the message to show, no data. */
export const ErrorEnvelope = Type.Object({
  status: Type.Integer({ description: '0, or 401 when the session is not valid' }),
  message: Type.String(),
  data: Type.Null(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** One documented failure: the error envelope with what it means for this call. */
export const failure = (description: string) => Type.Object(ErrorEnvelope.properties, { description });

/** The failures every staff route may answer with (documented once, listed on each route). */
export const errorResponses = {
  400: failure('Bad input: status 0 and a message'),
  401: failure('Missing, invalid, expired or revoked token: status 401'),
  403: failure('Not allowed for this role: status 0'),
  404: failure('Unknown order, member or gateway: status 0'),
  409: failure('Conflict (already assigned, duplicate e-mail): status 0'),
};

export const unavailableResponse = {
  503: failure('A part this call needs is switched off or down: status 0, with Retry-After'),
};

export const tooManyResponse = (description: string) => ({ 429: failure(`${description} (Retry-After)`) });

/**
 * A binary answer (a PDF, a stored document) documented with its own media type, beside the JSON
 * failures. Fastify sends the Buffer or stream as it is: nothing to serialise.
 */
export const binaryResponse = (mediaTypes: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
});

/** A redirect: no body, a Location header. */
export const redirectResponse = (description: string) =>
  Type.Null({ description: `${description} (Location header)` });

export const SessionUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  type: Role,
});
/** The signed-in member, as the token gate puts it on the request. */
export type SessionUser = Static<typeof SessionUser>;

/** An order id as a number, or as the encoded text the links carry (double, then base64). */
export const OrderId = Type.Union(
  // No minLength: an empty id gets parseId's own message ("Invalid order id").
  [Type.Integer({ minimum: 1 }), Type.String({ maxLength: LIMITS.orderIdText })],
  { description: 'Order id: the number, or the encoded form used in links' },
);

/** A list of order ids for the bulk actions (one id is taken as a list of one). */
export const OrderIdList = Type.Array(OrderId, { minItems: 1, maxItems: 10000 });

/** An order id in a path: the number or its encoded form. */
export const OrderIdText = Type.String({
  minLength: 1,
  maxLength: LIMITS.orderIdText,
  description: 'The number or its encoded form',
});
