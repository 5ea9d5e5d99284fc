import type { operations } from './generated/openapi';

/*
 * The browser's view of the API, read from the types generated from the OpenAPI document (which is
 * generated from the server's TypeBox schemas): a type named here cannot drift from what the server
 * validates and sends. Regenerate with `npm run contract` after changing a route's schema.
 */

export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON answer of an operation for one HTTP status (200 unless given). */
export type ApiAnswer<Op extends OperationId, Status extends number = 200> = JsonOf<
  operations[Op]['responses'][Status & keyof operations[Op]['responses']]
>;

/** The `data` of an operation's answer. */
export type ApiData<Op extends OperationId, Status extends number = 200> =
  ApiAnswer<Op, Status> extends { data: infer Data } ? Data : never;

/** The JSON body an operation takes. */
export type ApiBody<Op extends OperationId> = JsonOf<NonNullable<operations[Op]['requestBody']>>;

/** The query parameters an operation takes. */
export type ApiQuery<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;
