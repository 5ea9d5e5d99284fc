import Fastify from 'fastify';
import envelope from './envelope';
import { DomainError, type ErrorKind, badRequest, conflict, denied, notFound, tooMany } from '../errors';

/** The error envelope on its own: a small app with one validated route, no database. */
async function appWithRoute() {
  const app = Fastify();
  await app.register(envelope);
  app.post(
    '/move',
    {
      schema: {
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: ['New', 'Pending'] } },
        },
      },
    },
    async () => ({ status: 1, message: 'ok', data: null }),
  );
  app.get('/boom', async () => {
    throw new Error('database exploded');
  });
  app.get<{ Params: { kind: ErrorKind } }>('/fail/:kind', async (request) => {
    throw new DomainError(request.params.kind, `failed as ${request.params.kind}`);
  });
  app.register(async (scope) => {
    scope.addHook('onRequest', async () => {
      throw new DomainError('unavailable', 'Order intake is not configured.');
    });
    scope.get('/switched-off', async () => ({ status: 1, message: 'never', data: null }));
  });
  return app;
}

describe('error envelope', () => {
  it('names the field and its choices when a value is not one of them', async () => {
    const app = await appWithRoute();
    const response = await app.inject({ method: 'POST', url: '/move', payload: { status: 'Flying' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 0,
      message: 'Invalid status: must be one of New, Pending',
      data: null,
    });
  });

  it('names a missing field, and says so when the body is not an object', async () => {
    const app = await appWithRoute();
    const missing = await app.inject({ method: 'POST', url: '/move', payload: {} });
    expect(missing.json().message).toBe("Invalid status: must have required property 'status'");
    const array = await app.inject({ method: 'POST', url: '/move', payload: [1, 2] });
    expect(array.json()).toEqual({
      status: 0,
      message: 'The request body must be a JSON object.',
      data: null,
    });
  });

  it('answers malformed JSON with 400, and hides server faults behind a 500 envelope', async () => {
    const app = await appWithRoute();
    const malformed = await app.inject({
      method: 'POST',
      url: '/move',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
    const fault = await app.inject({ method: 'GET', url: '/boom' });
    expect(fault.statusCode).toBe(500);
    expect(fault.json().message).not.toMatch(/exploded/);
  });

  it('maps each domain error kind to its HTTP status, with the message in the envelope', async () => {
    const app = await appWithRoute();
    const expected: Array<[ErrorKind, number, 0 | 401]> = [
      ['invalid', 400, 0],
      ['unauthenticated', 401, 401],
      ['forbidden', 403, 0],
      ['notFound', 404, 0],
      ['conflict', 409, 0],
      ['unavailable', 503, 0],
      ['tooMany', 429, 0],
    ];
    for (const [kind, code, status] of expected) {
      const response = await app.inject({ method: 'GET', url: `/fail/${kind}` });
      expect({ kind, code: response.statusCode, body: response.json() }).toEqual({
        kind,
        code,
        body: { status, message: `failed as ${kind}`, data: null },
      });
    }
  });

  it('sends Retry-After with a throttle refusal', async () => {
    const app = await appWithRoute();
    app.get('/throttled', async () => {
      throw tooMany('Too many comments. Please try again in 20 seconds.', 19.2);
    });
    const response = await app.inject({ method: 'GET', url: '/throttled' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('20');
    expect(response.json().message).toBe('Too many comments. Please try again in 20 seconds.');
  });

  it('answers a domain error thrown by a hook the same way, before the route runs', async () => {
    const app = await appWithRoute();
    const response = await app.inject({ method: 'GET', url: '/switched-off' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 0, message: 'Order intake is not configured.', data: null });
  });

  it('keeps the first factory names: badRequest, denied, notFound and conflict make domain errors', () => {
    expect([badRequest('a'), denied('b'), notFound('c'), conflict('d')].map((e) => e.kind)).toEqual([
      'invalid',
      'forbidden',
      'notFound',
      'conflict',
    ]);
  });
});
