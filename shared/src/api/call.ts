import type { AxiosRequestConfig } from 'axios';
import type { ApiBody, ApiInput, ApiPath, ApiRoute, ApiSuccess, OperationOf } from '@earrival/shared/types';
import { api, type UploadOptions } from './client';

/*
 * The calls as the OpenAPI document has them: a call names its route ('GET admin/get-orders-list/{orderName}'),
 * and its path parameters, query, body and answer are the generated types of that operation, so a path
 * or a field the server does not have fails the typecheck. Underneath is the one axios client (client.ts):
 * envelope, ApiError and the 401 rule unchanged.
 */

/** The body a route takes. */
export type BodyOf<Route extends ApiRoute> = ApiBody<OperationOf<Route>>;

/** What a route's call resolves with: its success envelope. */
export type AnswerOf<Route extends ApiRoute> = ApiSuccess<OperationOf<Route>>;

/** What a route takes (`path`, `query`, `body`: each only where the route has one), optional when nothing is required. */
type Input<Route extends ApiRoute> = ApiInput<OperationOf<Route>>;
type Args<Route extends ApiRoute> =
  Record<string, never> extends Input<Route>
    ? [input?: Input<Route>, config?: AxiosRequestConfig]
    : [input: Input<Route>, config?: AxiosRequestConfig];

/** The same input, as the call reads it at run time. */
type Loose = { path?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
type PathArgs<Route extends ApiRoute> = [ApiPath<OperationOf<Route>>] extends [never]
  ? []
  : [path: ApiPath<OperationOf<Route>>];

const fill = (route: string, path: Loose['path'] = {}) =>
  route.slice(route.indexOf(' ') + 1).replace(/\{(\w+)\}/g, (_, name: string) => String(path[name]));

/** The route's path under /api/ with its {parameters} filled in as given (the caller encodes what needs it). */
export const pathOf = <Route extends ApiRoute>(route: Route, ...[path]: PathArgs<Route>): string =>
  fill(route, path as Loose['path']);

/** Calls one route: resolves with its success envelope, throws an ApiError otherwise (client.ts). */
export function call<Route extends ApiRoute>(
  route: Route,
  ...[input, config]: Args<Route>
): Promise<AnswerOf<Route>> {
  type Answer = AnswerOf<Route>;
  const { path, query, body } = (input ?? {}) as Loose;
  const url = fill(route, path);
  const withQuery = query ? { ...config, params: query } : config;
  switch (route.slice(0, route.indexOf(' '))) {
    case 'GET':
      return api.get<Answer>(url, query, config);
    case 'DELETE':
      return api.delete<Answer>(url, withQuery);
    case 'PUT':
      return api.put<Answer>(url, body ?? {}, withQuery);
    default:
      return api.post<Answer>(url, body ?? {}, withQuery);
  }
}

/** A multipart upload to a route (its body is a form, not JSON). */
export const upload = <Route extends ApiRoute>(route: Route, form: FormData, options?: UploadOptions) =>
  api.upload<AnswerOf<Route>>(fill(route), form, options);

/** A route that answers a file: the bytes on success; a refusal throws the server's message. */
export function fileCall<Route extends ApiRoute>(route: Route, ...[input]: Args<Route>): Promise<Blob> {
  const { path, query, body } = (input ?? {}) as Loose;
  const url = fill(route, path);
  return route.startsWith('GET ') ? api.download(url, query) : api.postForBlob(url, body);
}
