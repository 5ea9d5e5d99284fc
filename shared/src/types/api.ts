import type { operations, routes } from './generated/openapi';

/*
 * The browser's view of the API, read from the types generated from the OpenAPI document (which is
 * generated from the server's TypeBox schemas): a type named here cannot drift from what the server
 * validates and sends. Regenerate with `npm run contract` after changing a route's schema.
 */

export type OperationId = keyof operations;

/** A call as the browser names it: its method and its path under /api/, e.g. 'GET admin/sessions'. */
export type ApiRoute = keyof routes;

/** The operation a route names. */
export type OperationOf<Route extends ApiRoute> = routes[Route];

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Responses<Op extends OperationId> = operations[Op]['responses'];

/** The JSON answer of an operation for one HTTP status (200 unless given). */
export type ApiAnswer<Op extends OperationId, Status extends number = 200> = JsonOf<
  Responses<Op>[Status & keyof Responses<Op>]
>;

/** Every success answer of an operation (200, 201 or 202): what a call resolves with. */
export type ApiSuccess<Op extends OperationId> = JsonOf<
  Responses<Op>[(200 | 201 | 202) & keyof Responses<Op>]
>;

/** The `data` of an operation's answer. */
export type ApiData<Op extends OperationId, Status extends number = 200> =
  ApiAnswer<Op, Status> extends { data: infer Data } ? Data : never;

/** The JSON body an operation takes. */
export type ApiBody<Op extends OperationId> = JsonOf<NonNullable<operations[Op]['requestBody']>>;

/** The query parameters an operation takes. */
export type ApiQuery<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;

/** The path parameters an operation takes (never when its path has none). */
export type ApiPath<Op extends OperationId> = NonNullable<operations[Op]['parameters']['path']>;

/** Keeps the parts an operation has (an absent part is typed `never`), required or optional as there. */
type Present<T> = { [K in keyof T as [NonNullable<T[K]>] extends [never] ? never : K]: T[K] };

type BodyPart<Op extends OperationId> = [ApiBody<Op>] extends [never]
  ? unknown
  : undefined extends operations[Op]['requestBody']
    ? { body?: ApiBody<Op> }
    : { body: ApiBody<Op> };

/** What an operation takes: `path`, `query` and a JSON `body`, each only where it has one. */
export type ApiInput<Op extends OperationId> = Present<Pick<operations[Op]['parameters'], 'path' | 'query'>> &
  BodyPart<Op>;
