import { gzipSync } from 'node:zlib';
import { loadConfig } from '../config';
import { createTestContext, databaseKinds, destroyTestContext, type TestContext } from '../testing/harness';
import { RawClient, requestHead } from '../testing/rawHttp';
import { serverTimeouts } from './timeouts';

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
      bodyTimeoutMs: 500,
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
      // One byte every 100 ms: never idle, but the 170 bytes would take 17 s.
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
        message: 'The request body did not arrive within 0.5 seconds.',
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
