import Fastify from 'fastify';
import type { Config } from '../../config';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { createStaff, type Staff } from '../../testing/fixtures';
import envelope from './envelope';
import security from './security';

const REMOTES_JSON = '{"mf_queues":"https://cdn.example.com/queues/mf-manifest.json"}';

describe.each(databaseKinds())('security headers on %s', (kind) => {
  let context: TestContext;
  let staff: Staff;
  useSuiteDatabase(
    kind,
    async (ready) => {
      context = ready;
      staff = await createStaff(ready.app);
    },
    { remotesJson: REMOTES_JSON },
  );

  it('sends CSP, no framing, nosniff, a referrer policy and no-store on API answers with customer data', async () => {
    for (const token of [staff.Admin.token, undefined]) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/admin/get-orders-list/allOrder?page=1&limit=10',
        headers: token ? { authorization: token } : {},
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com[ ;]/);
      expect(csp).toMatch(/style-src 'self' https:\/\/cdn\.example\.com[ ;]/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cache-control']).toBe('no-store');
      // Plain HTTP: no HSTS (a browser would ignore it, and a proxy in front decides).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers a malformed URL with the envelope', async () => {
    for (const url of ['/api/admin/team-member-info/%E0%A4%A', '/api/admin/get-orders-list/%zz']) {
      const response = await context.app.inject({
        method: 'GET',
        url,
        headers: { authorization: staff.Admin.token },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 0,
        message: 'The address is not valid (malformed percent-encoding).',
        data: null,
      });
    }
  });
});

/** The headers on every kind of answer, on a small app without a database (behind a trusted proxy). */
describe('security headers on every answer', () => {
  async function appWithRoutes() {
    const app = Fastify({ trustProxy: true });
    app.decorate('config', {
      remotesJson: REMOTES_JSON,
      releases: { publicUrl: 'https://releases.example.net/bucket', maxBytes: 1, canaryMaxErrors: 1 },
    } as Config);
    await app.register(security);
    await app.register(envelope);
    app.get('/api/ok', async () => ({ status: 1, message: 'ok', data: null }));
    app.get('/api/down', async (_request, reply) => reply.status(503).send({ status: 0, message: 'down' }));
    app.get('/api/busy', async (_request, reply) =>
      reply.status(503).header('Retry-After', '30').send({ status: 0, message: 'busy' }),
    );
    app.get('/api/fails', async () => {
      throw new Error('exploded');
    });
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
    return app;
  }

  it('lets scripts and styles come from the CDN of the published releases (RELEASES_PUBLIC_URL)', async () => {
    const app = await appWithRoutes();
    const csp = String(
      (await app.inject({ method: 'GET', url: '/page' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com https:\/\/releases\.example\.net[ ;]/);
    expect(csp).toMatch(/style-src 'self' https:\/\/cdn\.example\.com https:\/\/releases\.example\.net[ ;]/);
    await app.close();
  });
  const STATIC_HEADERS = {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };

  it('sends them on answers, failures and unknown routes alike; no-store on the API only', async () => {
    const app = await appWithRoutes();
    for (const [url, status, noStore] of [
      ['/api/ok', 200, true],
      ['/api/fails', 500, true],
      ['/api/nothing-here', 404, true],
      ['/api', 404, true],
      ['/page', 200, false],
      ['/apis', 404, false],
    ] as const) {
      const response = await app.inject({ url });
      expect([url, response.statusCode]).toEqual([url, status]);
      expect(response.headers).toMatchObject(STATIC_HEADERS);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect([url, response.headers['cache-control']]).toEqual([url, noStore ? 'no-store' : undefined]);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['retry-after']).toBeUndefined();
    }
  });

  it('adds HSTS when the request came over HTTPS (here through a trusted proxy)', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ url: '/api/ok', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('tells clients to retry a 503 after 5 seconds, unless the answer names its own wait', async () => {
    const app = await appWithRoutes();
    const down = await app.inject({ url: '/api/down' });
    expect([down.statusCode, down.headers['retry-after']]).toEqual([503, '5']);
    const busy = await app.inject({ url: '/api/busy' });
    expect([busy.statusCode, busy.headers['retry-after']]).toEqual([503, '30']);
    expect(busy.headers).toMatchObject(STATIC_HEADERS);
  });
});
