import Fastify from 'fastify';
import envelope from './envelope';

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
});
