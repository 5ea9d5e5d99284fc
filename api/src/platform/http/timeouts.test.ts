import { PassThrough } from 'node:stream';
import { gzipSync } from 'node:zlib';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RequestPayload,
} from 'fastify';
import { loadConfig, type Config } from '../../config';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  type TestContext,
} from '../../testing/harness';
import { RawClient, requestHead } from '../../testing/rawHttp';
import envelope from './envelope';
import timeouts, { bodyInMemory, serverTimeouts } from './timeouts';

type Done = (error: Error | null, payload?: RequestPayload) => void;

// Guards against a hang, not speed limits: the slowest test here waits out a 2 s deadline (0.7 s with
// 0.5 s deadlines on the loaded 2-core machine, 2026-12-02).
jest.setTimeout(30_000);

/**
 * Slow clients on real sockets: a body sent a byte at a time, headers sent a byte at a time, a connection
 * that sends nothing. Each is answered 408 where an answer can still be sent, and closed; the server keeps
 * answering everyone else meanwhile. The deadlines are shortened through the configuration.
 */

const login = (body: string) =>
  requestHead(
    'POST',
    '/api/admin/admin-login',
    { 'Content-Type': 'application/json' },
    Buffer.byteLength(body),
  );

const BODY = JSON.stringify({ email: 'nobody@example.com', password: 'x'.repeat(150) });

describe('the deadlines in the configuration', () => {
  it('default to 30 s for headers and a body, 120 s for an upload, and follow the environment', () => {
    const defaults = loadConfig({});
    expect([defaults.headersTimeoutMs, defaults.bodyTimeoutMs, defaults.uploadTimeoutMs]).toEqual([
      30_000, 30_000, 120_000,
    ]);
    const set = loadConfig({
      HEADERS_TIMEOUT_MS: '5000',
      BODY_TIMEOUT_MS: '7000',
      UPLOAD_TIMEOUT_MS: '60000',
    });
    expect([set.headersTimeoutMs, set.bodyTimeoutMs, set.uploadTimeoutMs]).toEqual([5000, 7000, 60_000]);
    expect(() => loadConfig({ BODY_TIMEOUT_MS: '30s' })).toThrow('BODY_TIMEOUT_MS');
  });

  it('give the server its header, whole-request and idle deadlines: headers + upload is the ceiling', () => {
    expect(serverTimeouts(loadConfig({}))).toEqual({
      requestTimeout: 150_000,
      connectionTimeout: 120_000,
      keepAliveTimeout: 72_000,
      http: { headersTimeout: 30_000, connectionsCheckingInterval: 5_000 },
    });
  });
});

describe.each(databaseKinds())('slow clients on a listening server on %s', (kind) => {
  let context: TestContext | undefined;
  let port = 0;
  beforeAll(async () => {
    context = await createTestContext(kind, {
      // 2 s, not less: a body in two pieces 100 ms apart must still make it when the event loop it shares
      // with the database (PGlite runs on it) stalls for a moment on a loaded machine.
      bodyTimeoutMs: 2000,
      headersTimeoutMs: 500,
      uploadTimeoutMs: 3000,
    });
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as { port: number }).port;
  }, 60_000);
  afterAll(() => destroyTestContext(context));

  it('sets the deadlines on the server itself', () => {
    const server = context!.app.server;
    expect([server.headersTimeout, server.requestTimeout, server.timeout, server.keepAliveTimeout]).toEqual([
      500, 3500, 3000, 72_000,
    ]);
  });

  it('answers 20 clients that send a JSON body a byte at a time with 408 and closes them, serving others meanwhile', async () => {
    const clients = await Promise.all(Array.from({ length: 20 }, () => RawClient.open(port)));
    for (const client of clients) {
      await client.write(login(BODY));
      // One byte every 100 ms: never idle, but the 170 bytes would take 17 s against the 2 s deadline.
      void client.trickle(BODY, 1, 100);
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    for (const client of clients) {
      const response = await client.response;
      expect(response.status).toBe(408);
      expect(response.headers.connection).toBe('close');
      expect(response.json()).toEqual({
        status: 0,
        message: 'The request body did not arrive within 2 seconds.',
        data: null,
      });
      await client.closed;
    }
  });

  it('reads a body that arrives in pieces within the deadline as usual', async () => {
    const client = await RawClient.open(port);
    await client.write(login(BODY));
    await client.write(BODY.slice(0, 40));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await client.write(BODY.slice(40));
    const response = await client.response;
    expect(response.status).toBe(400);
    expect(response.json().message).toBe('Invalid email or password');
    client.destroy();
  });

  it('still reads a gzip-compressed body (the deadline stream keeps the length Fastify checks)', async () => {
    const response = await context!.app.inject({
      method: 'POST',
      url: '/api/admin/admin-login',
      payload: gzipSync(BODY),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid email or password');
  });

  it('answers headers sent a byte at a time with 408 and closes the connection', async () => {
    const client = await RawClient.open(port);
    void client.trickle(login(BODY), 1, 100);
    const response = await client.response;
    expect(response.status).toBe(408);
    await client.closed;
  });

  it('answers a connection that never sends anything with 408 at the headers deadline, and closes it', async () => {
    const client = await RawClient.open(port);
    await client.closed;
    expect((await client.response).status).toBe(408);
  });
});

/**
 * Which bodies are timed: only one still on its way. A body already in memory (sent whole before the hooks
 * reached it) is read as it is, without the deadline's pass-through; a body that may still be slow keeps
 * the deadline, through inject too. A small app without a database:
 * the envelope, the deadline, and routes whose own preParsing hook (run after the plugin's) records
 * whether the body is read from the request itself.
 */
describe('the body deadline applies to bodies still on their way', () => {
  let app: FastifyInstance;
  let port = 0;
  const readFromRequest: boolean[] = [];
  const echo = {
    preParsing: (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload, done: Done) => {
      readFromRequest.push(payload === request.raw);
      done(null, payload);
    },
  };
  const answer = async (request: FastifyRequest) => ({ status: 1, message: 'ok', data: request.body });
  beforeAll(async () => {
    app = Fastify();
    app.decorate('config', { bodyTimeoutMs: 300 } as Config);
    await app.register(envelope);
    await app.register(timeouts);
    app.post('/echo', echo, answer);
    // As behind the token check: its database round trip lets a body sent at once arrive meanwhile.
    await app.register(async (scope) => {
      scope.addHook('onRequest', (_request, _reply, done) => void setTimeout(done, 50));
      scope.post('/signed-in', echo, answer);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());
  beforeEach(() => void readFromRequest.splice(0));
  // A client a failing test left open would keep the server from closing.
  const clients: RawClient[] = [];
  afterEach(() => clients.splice(0).forEach((client) => client.destroy()));
  const open = async () => {
    const client = await RawClient.open(port);
    clients.push(client);
    return client;
  };

  const late = { status: 0, message: 'The request body did not arrive within 0.3 seconds.', data: null };

  it('keeps the deadline for an injected stream that stops, and for an injected body that never ends', async () => {
    const stalled = new PassThrough();
    stalled.write('{"a":');
    const streamed = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: stalled,
      headers: { 'content-type': 'application/json', 'content-length': '7' },
    });
    expect([streamed.statusCode, streamed.json()]).toEqual([408, late]);
    const unended = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: '{"a":1}',
      headers: { 'content-type': 'application/json' },
      simulate: { end: false, split: false, error: false, close: false },
    });
    expect([unended.statusCode, unended.json()]).toEqual([408, late]);
    expect(readFromRequest).toEqual([false, false]);
  });

  it('reads a body that arrived with its headers from the request itself, on a socket', async () => {
    const client = await open();
    const body = '{"a":1}';
    await client.write(
      requestHead('POST', '/signed-in', { 'Content-Type': 'application/json' }, body.length) + body,
    );
    const response = await client.response;
    expect([response.status, response.json()]).toEqual([200, { status: 1, message: 'ok', data: { a: 1 } }]);
    expect(readFromRequest).toEqual([true]);
  });

  it('still times a body that has not arrived when the hooks reach it: 408, then the connection closes', async () => {
    const client = await open();
    await client.write(requestHead('POST', '/signed-in', { 'Content-Type': 'application/json' }, 7));
    await client.write('{"a":');
    const response = await client.response;
    expect([response.status, response.headers.connection, response.json()]).toEqual([408, 'close', late]);
    await client.closed;
    expect(readFromRequest).toEqual([false]);
  });

  it('tells a body in memory from one on its way', () => {
    const request = (fields: object) => fields as FastifyRequest['raw'];
    expect(bodyInMemory(request({ complete: true }))).toBe(true);
    expect(bodyInMemory(request({ complete: false }))).toBe(false);
  });
});
