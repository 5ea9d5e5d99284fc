import { databaseKinds, useSuiteDatabase, type TestContext } from '../testing/harness';
import { createStaff, type Staff } from '../testing/fixtures';

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
