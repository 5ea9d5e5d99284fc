import type { AxiosAdapter } from 'axios';
import { replaceAdapter } from '@earrival/shared/api';

/*
 * The one network fake of every app's component tests. It replaces only the HTTP adapter of the
 * page's shared client, so the product code runs unchanged down to the request: interceptors, the
 * token header, ApiError, the 401 path. Test code only: nothing in src/ outside tests imports it.
 */

type Adapter = AxiosAdapter;
type RequestConfig = Parameters<Adapter>[0];

export interface FakeRequest {
  method: string;
  /** The path under /api/, without a leading slash, e.g. 'admin/get-orders-list/newOrder'. */
  path: string;
  params: Record<string, unknown>;
  body: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** Reports download progress to the caller (as axios' onDownloadProgress does while bytes arrive). */
  progress(loaded: number): void;
  /** The caller's cancel signal, when it gave one: a cancelled request rejects as axios' does. */
  signal?: AbortSignal;
}

/** [HTTP status, JSON body (or a Blob for a file), response headers]. */
export type FakeReply = [number, unknown] | [number, unknown, Record<string, string>];
export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

/** A success envelope (status 1); `extra` rides beside data, e.g. { total } of a list. */
export const ok = (data: unknown, message = 'OK', extra: Record<string, unknown> = {}): FakeReply => [
  200,
  { status: 1, message, data, ...extra },
];

/** A refused call: status 0 and the message, with an HTTP status (400 unless given). */
export const failed = (message: string, httpStatus = 400): FakeReply => [
  httpStatus,
  { status: httpStatus === 401 ? 401 : 0, message, data: null },
];

export interface FakeApi {
  requests: FakeRequest[];
  /** Register or replace the answer for "METHOD path", e.g. "GET user_info". */
  on(route: string, handler: FakeHandler): FakeApi;
  /** What answers a request no route matches (default: 404 with a message naming the request). */
  fallback(handler: (request: FakeRequest) => FakeReply | Promise<FakeReply>): FakeApi;
  /** Requests to "METHOD path". */
  calls(route: string): FakeRequest[];
  /** Requests to a path or below it, any method. */
  callsTo(path: string): FakeRequest[];
  restore(): void;
}

function parseBody(data: unknown): Record<string, unknown> {
  if (typeof data !== 'string') return (data as Record<string, unknown>) ?? {};
  try {
    return JSON.parse(data) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** What axios rejects with when the caller's signal aborts the request. */
function cancellable(answer: Promise<FakeReply>, signal: AbortSignal, config: RequestConfig) {
  return new Promise<FakeReply>((resolve, reject) => {
    const cancel = () =>
      reject(
        Object.assign(new Error('canceled'), {
          isAxiosError: true,
          name: 'CanceledError',
          code: 'ERR_CANCELED',
          config,
          toJSON: () => ({}),
        }),
      );
    if (signal.aborted) return cancel();
    signal.addEventListener('abort', cancel, { once: true });
    answer.then(resolve, reject);
  });
}

export function installFakeApi(routes: Record<string, FakeHandler> = {}): FakeApi {
  const handlers = new Map(Object.entries(routes));
  const requests: FakeRequest[] = [];
  let otherwise = (request: FakeRequest): FakeReply | Promise<FakeReply> => [
    404,
    { status: 0, message: `no fake route for ${request.method} ${request.path}`, data: null },
  ];

  const adapter: Adapter = async (config: RequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: (config.url ?? '').replace(/^\//, ''),
      params: (config.params as Record<string, unknown>) ?? {},
      body: parseBody(config.data),
      headers: { ...(config.headers as unknown as Record<string, unknown>) },
      progress: (loaded) =>
        config.onDownloadProgress?.({ loaded, bytes: loaded, lengthComputable: false, download: true }),
      signal: (config.signal as AbortSignal | undefined) ?? undefined,
    };
    requests.push(request);
    const handler = handlers.get(`${request.method} ${request.path}`);
    const answer = Promise.resolve(
      !handler ? otherwise(request) : typeof handler === 'function' ? handler(request) : handler,
    );
    const [status, data, headers = {}] = await (request.signal
      ? cancellable(answer, request.signal, config)
      : answer);
    const response = { data, status, statusText: String(status), headers, config, request: {} };
    if (status >= 200 && status < 300) return response;
    // What axios itself rejects with, as far as the client looks at it.
    throw Object.assign(new Error(`Request failed with status code ${status}`), {
      isAxiosError: true,
      name: 'AxiosError',
      config,
      response,
      toJSON: () => ({}),
    });
  };
  const original = replaceAdapter(adapter);

  const fake: FakeApi = {
    requests,
    on(route, handler) {
      handlers.set(route, handler);
      return fake;
    },
    fallback(handler) {
      otherwise = handler;
      return fake;
    },
    calls: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    callsTo: (path) => requests.filter((r) => r.path === path || r.path.startsWith(`${path}/`)),
    restore() {
      replaceAdapter(original);
    },
  };
  return fake;
}
