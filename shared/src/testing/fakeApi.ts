import './polyfills';
import { http } from '@earrival/shared';

/*
 * A fake API at the HTTP adapter level: the real shared client (interceptors, token header, 401 handling)
 * runs unchanged, only the network is replaced. Test code only.
 */

type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
}

/** [HTTP status, JSON body]; a function may look at the request. */
export type FakeReply = [number, unknown];
export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export interface FakeServer {
  requests: FakeRequest[];
  /** Register or replace the answer for "METHOD path", e.g. "GET user_info". */
  on(route: string, handler: FakeHandler): FakeServer;
  calls(route: string): FakeRequest[];
  restore(): void;
}

export function installFakeServer(routes: Record<string, FakeHandler> = {}): FakeServer {
  const handlers = new Map(Object.entries(routes));
  const requests: FakeRequest[] = [];
  const original = http.defaults.adapter;

  const adapter: Adapter = async (config: RequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: (config.url ?? '').replace(/^\//, ''),
      params: (config.params as Record<string, unknown>) ?? {},
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: { ...(config.headers as unknown as Record<string, unknown>) },
    };
    requests.push(request);
    const handler = handlers.get(`${request.method} ${request.path}`);
    const [status, data] = !handler
      ? [404, { status: 0, message: `no fake route for ${request.method} ${request.path}` }]
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    // What axios itself rejects with, as far as the client and errorMessage look at it.
    throw Object.assign(new Error(`Request failed with status code ${status}`), {
      isAxiosError: true,
      name: 'AxiosError',
      config,
      response,
      toJSON: () => ({}),
    });
  };
  http.defaults.adapter = adapter;

  const server: FakeServer = {
    requests,
    on(route, handler) {
      handlers.set(route, handler);
      return server;
    },
    calls: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    restore() {
      http.defaults.adapter = original;
    },
  };
  return server;
}
