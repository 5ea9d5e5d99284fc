import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { createStaff } from '../../testing/fixtures';
import { NEEDS_PROOF } from './routes/front';
import { signProof } from './proof';
import { orderWithDocument, proofFor, tempDataDir, visit } from './fixtures/index';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  galaxy:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

describe.each(databaseKinds())('visitor: download history and document on %s', (kind) => {
  let context: TestContext;
  useSuiteDatabase(
    kind,
    (ready) => {
      context = ready;
    },
    { dataDir: tempDataDir() },
  );
  const history = (orderId: number, proof?: string) =>
    visit(context.app, 'POST', '/api/front/get-download-history', { body: { orderId }, proof });
  const download = (
    body: Record<string, unknown>,
    proof?: string,
    extra: { ip?: string; userAgent?: string } = {},
  ) => visit(context.app, 'POST', '/api/front/download-passport-doc-pdf', { body, proof, ...extra });
  const fetchFile = (url: string, proof?: string) => visit(context.app, 'GET', `/api/${url}`, { proof });

  it('with the proof: the history, the order and the document folder', async () => {
    const { orderId, email, file1 } = await orderWithDocument(context.app);
    const proof = await proofFor(context.app, orderId, email);
    const response = await history(orderId, proof);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 1,
      message: 'OK',
      data: [],
      mainResult: {
        order_id: orderId,
        process_status: 'Completed',
        customer_name: 'Ana Lopez',
        landing_domain: 'cuba-earrival.example',
        completed: true,
        file1,
      },
      path: { path: `uploads/docs/${orderId}/`, file1 },
    });
  });

  it('refuses history, download and file without the proof, with a forged one, or with another order’s', async () => {
    const mine = await orderWithDocument(context.app);
    const other = await orderWithDocument(context.app, { email: 'someone.else@example.org' });
    const otherProof = await proofFor(context.app, other.orderId, other.email);
    const forged = signProof('not-the-server-secret', mine.orderId);
    const url = `front/uploads/docs/${mine.orderId}/${mine.file1}`;
    for (const proof of [undefined, otherProof, forged, `${mine.orderId}.9999999999.AAAA`]) {
      for (const response of [
        await history(mine.orderId, proof),
        await download({ orderId: mine.orderId, customername: 'Ana Lopez', file1: mine.file1 }, proof),
        await fetchFile(url, proof),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ status: 0, message: NEEDS_PROOF, data: null });
      }
    }
    expect(await context.app.db.selectFrom('download_history').selectAll().execute()).toEqual([]);
  });

  it('records a download, then serves exactly the stored bytes as an attachment', async () => {
    const { orderId, email, file1, bytes } = await orderWithDocument(context.app);
    const proof = await proofFor(context.app, orderId, email);
    const response = await download(
      { orderId, customername: 'Ana Lopez', file1, timezone: 'Europe/London' },
      proof,
      {
        userAgent: UA.iphone,
        ip: '81.2.69.160',
      },
    );
    expect(response.json()).toEqual({
      status: 1,
      message: 'Your download will start shortly.',
      data: { url: `front/uploads/docs/${orderId}/${file1}` },
    });
    const file = await fetchFile(response.json().data.url, proof);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(bytes);
    expect(file.headers['content-type']).toBe('application/pdf');
    // Saved under the product's name for it, not the store's ('102297-20261201T225213Z-8b35….pdf').
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="cuba-arrival-card-${orderId}.pdf"`,
    );
    expect(file.headers['cache-control']).toBe('no-store');

    const rows = (await history(orderId, proof)).json().data;
    expect(rows).toEqual([
      expect.objectContaining({
        order_id: orderId,
        ip: '81.2.69.160',
        device: 'Apple iPhone',
        device_type: 'mobile',
        browser: 'Mobile Safari 17',
        os: 'iOS 17.5',
        location: 'United Kingdom',
        file1,
      }),
    ]);
    expect(Date.now() - Date.parse(rows[0].create_ts)).toBeLessThan(60_000);
    const stored = await context.app.db
      .selectFrom('download_history')
      .select(['timezone', 'user_agent'])
      .execute();
    expect(stored).toEqual([{ timezone: 'Europe/London', user_agent: UA.iphone }]);
  });

  it('parses device, type, browser and OS from real user agents; local addresses are "Local network"', async () => {
    const { orderId, email, file1 } = await orderWithDocument(context.app);
    const proof = await proofFor(context.app, orderId, email);
    for (const userAgent of [UA.windowsChrome, UA.galaxy, UA.ipad]) {
      await download({ orderId, file1 }, proof, { userAgent, ip: '192.168.1.20' });
    }
    await download({ orderId, file1 }, proof, { ip: '::1' });
    const rows = (await history(orderId, proof)).json().data as Array<Record<string, string>>;
    const seen = rows.map(({ device, device_type, browser, os, location }) => ({
      device,
      device_type,
      browser,
      os,
      location,
    }));
    // Newest first.
    expect(seen).toEqual([
      {
        device: 'Desktop',
        device_type: 'desktop',
        browser: 'Unknown',
        os: 'Unknown',
        location: 'Local network',
      },
      {
        device: 'Apple iPad',
        device_type: 'tablet',
        browser: 'Mobile Safari 17',
        os: 'iOS 17.5',
        location: 'Local network',
      },
      {
        device: 'Samsung SM-S918B',
        device_type: 'mobile',
        browser: 'Mobile Chrome 131',
        os: 'Android 14',
        location: 'Local network',
      },
      {
        device: 'Desktop',
        device_type: 'desktop',
        browser: 'Chrome 131',
        os: 'Windows 10',
        location: 'Local network',
      },
    ]);
  });

  it('rows written before the device columns (one "browser-device-type" text) read as three fields', async () => {
    const { orderId, email } = await orderWithDocument(context.app);
    await context.app.db
      .insertInto('download_history')
      .values({ order_id: orderId, ip: '10.0.0.1', browser: 'Chrome-Pixel 8-Mobile', os: 'Android 15' })
      .execute();
    const proof = await proofFor(context.app, orderId, email);
    const [row] = (await history(orderId, proof)).json().data;
    expect(row).toMatchObject({
      browser: 'Chrome',
      device: 'Pixel 8',
      device_type: 'Mobile',
      os: 'Android 15',
    });
  });

  it('refuses traversal and names that are not this order’s document, and records nothing', async () => {
    const mine = await orderWithDocument(context.app);
    const other = await orderWithDocument(context.app, { email: 'b@example.org', file1: 'other-card.pdf' });
    const proof = await proofFor(context.app, mine.orderId, mine.email);
    for (const file1 of [
      '../other-card.pdf',
      `../${other.orderId}/other-card.pdf`,
      '..',
      '.hidden',
      'a\\b.pdf',
      'a/b.pdf',
      'x\u0000.pdf',
    ]) {
      const response = await download({ orderId: mine.orderId, file1 }, proof);
      expect(response.statusCode).toBe(400);
      // The NUL is refused by the server's input check before the route sees it.
      expect(response.json().message).toMatch(/^Invalid file( name\.|1)/);
    }
    // A real document, but another order's: not found for this order.
    const response = await download({ orderId: mine.orderId, file1: 'other-card.pdf' }, proof);
    expect([response.statusCode, response.json().message]).toEqual([404, 'Document not found.']);
    for (const url of [
      `front/uploads/docs/${mine.orderId}/..%2F${other.orderId}%2Fother-card.pdf`,
      `front/uploads/docs/${mine.orderId}/other-card.pdf`,
      `front/uploads/docs/${mine.orderId}/%2e%2e%2f%2e%2e%2fpackage.json`,
      `front/uploads/docs/${other.orderId}/other-card.pdf`,
    ]) {
      const file = await fetchFile(url, proof);
      expect([400, 403, 404]).toContain(file.statusCode);
      expect(file.json().status).toBe(0);
    }
    expect(await context.app.db.selectFrom('download_history').selectAll().execute()).toEqual([]);
  });

  it('an order that is not completed has no download', async () => {
    const { orderId, email, file1 } = await orderWithDocument(context.app, { status: 'Pending' });
    const proof = await proofFor(context.app, orderId, email);
    const page = (await history(orderId, proof)).json();
    expect(page.mainResult).toMatchObject({ process_status: 'Pending', completed: false });
    expect(page.path).toBeNull();
    const response = await download({ orderId, file1 }, proof);
    expect([response.statusCode, response.json().message]).toEqual([400, 'Your document is not ready yet.']);
    expect((await fetchFile(`front/uploads/docs/${orderId}/${file1}`, proof)).statusCode).toBe(400);
  });

  it('a completed order whose file is missing offers no download', async () => {
    const { orderId, email } = await orderWithDocument(context.app);
    await context.app.db
      .insertInto('uploaded_documents')
      .values({ order_id: orderId, file1: 'lost.pdf', customer_name: 'Ana Lopez', email })
      .execute();
    const proof = await proofFor(context.app, orderId, email);
    const page = (await history(orderId, proof)).json();
    expect(page.mainResult).toMatchObject({
      process_status: 'Completed',
      completed: false,
      file1: 'lost.pdf',
    });
    expect(page.path).toBeNull();
    const response = await download({ orderId, file1: 'lost.pdf' }, proof);
    expect([response.statusCode, response.json().message]).toEqual([404, 'Document not found.']);
  });

  it('validates the bodies like the staff API (4xx, never 500)', async () => {
    const { orderId, email } = await orderWithDocument(context.app);
    const proof = await proofFor(context.app, orderId, email);
    const cases: Array<[string, unknown]> = [
      ['/api/front/get-download-history', {}],
      ['/api/front/get-download-history', { orderId: [1] }],
      ['/api/front/get-download-history', { orderId: 'abc' }],
      ['/api/front/download-passport-doc-pdf', { orderId }],
      ['/api/front/download-passport-doc-pdf', { orderId, file1: '' }],
      ['/api/front/download-passport-doc-pdf', { orderId, file1: 'x'.repeat(300) }],
      ['/api/front/download-passport-doc-pdf', { orderId, file1: 'card.pdf', customername: 7 }],
      ['/api/front/download-passport-doc-pdf', { orderId, file1: 'card.pdf', timezone: '<script>' }],
    ];
    for (const [url, body] of cases) {
      const response = await visit(context.app, 'POST', url, { body, proof });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, data: null });
    }
  });

  it('staff see the same download in the order detail', async () => {
    const { orderId, email, file1 } = await orderWithDocument(context.app);
    const proof = await proofFor(context.app, orderId, email);
    await download({ orderId, file1 }, proof, { userAgent: UA.windowsChrome, ip: '8.8.8.8' });
    const staff = await createStaff(context.app);
    const detail = await context.app.inject({
      method: 'GET',
      url: `/api/admin/get-orders-details/${orderId}`,
      headers: { authorization: staff.Team.token },
    });
    expect(detail.json().data.downloadHistory).toEqual([
      expect.objectContaining({ order_id: orderId, ip: '8.8.8.8', location: 'United States', file1 }),
    ]);
  });
});
