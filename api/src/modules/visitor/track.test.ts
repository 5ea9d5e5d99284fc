import { encodeId } from '@earrival/shared/util';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { NOT_MATCHED } from './routes/front';
import { LINK_NOTICE } from './service/linkMail';
import { settled } from './routes/track';
import { PROOF_COOKIE } from './proof';
import { TRACK_LIMITS } from './service/rateLimit';
import { orderWithDocument, tempDataDir, visit } from './fixtures/index';

const track = (context: TestContext, body: unknown, ip?: string) =>
  visit(context.app, 'POST', '/api/front/track-order', { body, ip });

describe.each(databaseKinds())('visitor: track order on %s', (kind) => {
  let context: TestContext;
  useSuiteDatabase(
    kind,
    (ready) => {
      context = ready;
    },
    { dataDir: tempDataDir() },
  );

  it('the right e-mail (any case, spaces around) finds the order and sets the proof cookie', async () => {
    const { orderId } = await orderWithDocument(context.app, { email: 'Ana.Lopez@Example.org' });
    const response = await track(context, { orderId: String(orderId), email: '  ana.lopez@EXAMPLE.org ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      message: 'Your order has been found.',
      data: { orderId, landingDomain: 'cuba-earrival.example' },
    });
    const cookie = response.cookies.find((c) => c.name === PROOF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/front', maxAge: 1800 });
    expect(cookie?.value).toMatch(new RegExp(`^${orderId}\\.`));
  });

  it('accepts the encoded id a link carries', async () => {
    const { orderId, email } = await orderWithDocument(context.app);
    const response = await track(context, { orderId: encodeId(orderId), email });
    expect(response.json()).toMatchObject({ status: 1, data: { orderId } });
  });

  it('gives a wrong e-mail and an unknown order the same answer, and no cookie', async () => {
    const orderId = await makeOrder(context.app.db, { email: 'real@example.org' });
    const wrongEmail = await track(context, { orderId, email: 'someone@example.org' });
    const unknownOrder = await track(context, { orderId: orderId + 1000, email: 'real@example.org' });
    for (const response of [wrongEmail, unknownOrder]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 0, message: NOT_MATCHED, data: null });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('refuses empty and malformed input with a 4xx and the form messages', async () => {
    const cases: Array<[unknown, number, string | RegExp]> = [
      [{ orderId: '', email: 'a@b.org' }, 400, 'Please enter your orderId'],
      [{ orderId: '100001', email: '   ' }, 400, 'Please enter your email'],
      [{ orderId: 'not an id', email: 'a@b.org' }, 400, /Invalid order id/],
      [{ orderId: '100001' }, 400, /email/],
      [{ orderId: { $ne: 1 }, email: 'a@b.org' }, 400, /orderId/],
      [{ orderId: '1', email: 'x'.repeat(400) }, 400, /email/],
      ['not json', 415, /./],
      [[1, 2], 400, /./],
    ];
    for (const [body, code, message] of cases) {
      const response = await track(context, body);
      expect([response.statusCode, response.json().status]).toEqual([code, 0]);
      expect(response.json().message).toMatch(message);
    }
  });

  it('locks the form per order id: after the limit even the right e-mail gets the link notice, no cookie', async () => {
    const orderId = await makeOrder(context.app.db, { email: 'real@example.org' });
    const { limit } = TRACK_LIMITS.perOrder;
    for (let i = 0; i < limit; i++) {
      // Different addresses: the per-address limit is not what stops this caller.
      const response = await track(
        context,
        { orderId, email: `guess${i}@example.org` },
        `203.0.113.${i + 1}`,
      );
      expect(response.statusCode).toBe(404);
    }
    const locked = await track(context, { orderId, email: 'real@example.org' }, '198.51.100.7');
    expect(locked.statusCode).toBe(202);
    expect(locked.json()).toEqual({ status: 1, message: LINK_NOTICE, data: { checkEmail: true } });
    expect(locked.headers['retry-after']).toBeUndefined();
    expect(locked.cookies).toHaveLength(0);
    await settled();
    // Another order is not affected.
    const other = await makeOrder(context.app.db, { email: 'other@example.org' });
    expect(
      (await track(context, { orderId: other, email: 'other@example.org' }, '198.51.100.7')).statusCode,
    ).toBe(200);
  });

  it('limits attempts per address across different order ids', async () => {
    const { limit } = TRACK_LIMITS.perAddress;
    for (let i = 0; i < limit; i++) {
      const response = await track(context, { orderId: 500000 + i, email: 'x@example.org' }, '192.0.2.50');
      expect(response.statusCode).toBe(404);
    }
    // Past the limit the address is no longer told whether an e-mail matches: the locked-order answer
    // (lockedOrder.test.ts: the right e-mail still gets a link by mail).
    const limited = await track(context, { orderId: 600000, email: 'x@example.org' }, '192.0.2.50');
    expect([limited.statusCode, limited.json().message]).toEqual([202, LINK_NOTICE]);
    expect(limited.headers['retry-after']).toBeUndefined();
    expect((await track(context, { orderId: 600000, email: 'x@example.org' }, '192.0.2.51')).statusCode).toBe(
      404,
    );
  });
});
