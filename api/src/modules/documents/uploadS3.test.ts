import { databaseKinds } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { s3Store } from '../../platform/store/s3';
import { startTestS3, unreachableS3, type TestS3 } from '../../platform/store/testing';
import type { S3Config } from '../../config';
import { pdfBytes, useDocumentSuite } from './fixtures/index';
import type { SendResult } from './schemas';

// A guard against a hang, not a speed limit: a test here took up to 6.0 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(60_000);

const EMAIL = 'ana.lopez@example.org';

describe.each(databaseKinds())('documents kept in an S3 store (s3rver on loopback), on %s', (kind) => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.close());
  const suite = useDocumentSuite(kind, () => ({ s3: s3.config }));

  /** The customer's proof cookie, as the track form sets it. */
  async function proofCookie(orderId: number): Promise<string> {
    const tracked = await suite.context.app.inject({
      method: 'POST',
      url: '/api/front/track-order',
      payload: { orderId, email: EMAIL },
    });
    expect(tracked.statusCode).toBe(200);
    return tracked.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }

  it('streams an upload into the bucket; the customer downloads the same bytes, a Range gets its slice', async () => {
    const orderId = await makeOrder(suite.context.app.db, {
      email: EMAIL,
      confirm_email: EMAIL,
      process_status: 'Completed',
    });
    const bytes = pdfBytes(300_000);
    for (let i = 9; i < bytes.length; i++) bytes[i] = i % 251;
    const up = await suite.upload(
      suite.staff.Team.token,
      { orderId: String(orderId), email: EMAIL },
      { name: 'card.pdf', type: 'application/pdf', bytes },
    );
    expect(up.code).toBe(200);
    const file1 = (up.body.data as SendResult).document!.file1;

    // In the bucket, under the document's key, and nothing in DATA_DIR.
    const bucket = s3Store(s3.config);
    const stored = (await bucket.open(`docs/${orderId}/${file1}`))!;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    await bucket.close();
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(stored.contentType).toBe('application/pdf');
    expect(suite.storedFiles(orderId)).toEqual([]);

    const cookie = await proofCookie(orderId);
    const url = `/api/front/uploads/docs/${orderId}/${file1}`;
    const get = (headers: Record<string, string> = {}) =>
      suite.context.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '300000',
      'content-disposition': `attachment; filename="cuba-arrival-card-${orderId}.pdf"`,
      'accept-ranges': 'bytes',
      'cache-control': 'no-store',
      etag: stored.etag,
    });

    const slice = await get({ range: 'bytes=1000-1999' });
    expect(slice.statusCode).toBe(206);
    expect(slice.headers['content-range']).toBe('bytes 1000-1999/300000');
    expect(slice.headers['content-length']).toBe('1000');
    expect(slice.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);

    const tail = await get({ range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 299900-299999/300000');
    expect(tail.rawPayload.equals(bytes.subarray(299_900))).toBe(true);

    const past = await get({ range: 'bytes=300000-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */300000');
    expect(past.json()).toMatchObject({ status: 0 });

    // The browser's copy is current: 304 and no body; an If-Range for another version gets the whole file.
    const unchanged = await get({ 'if-none-match': stored.etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    const otherVersion = await get({ range: 'bytes=0-9', 'if-range': '"another"' });
    expect(otherVersion.statusCode).toBe(200);
    expect(otherVersion.rawPayload.length).toBe(300_000);

    // Staff read the same object through their own routes.
    const staff = { authorization: suite.staff.Team.token };
    const staffUrl = `/api/uploads/docs/${orderId}/${file1}`;
    const head = await suite.context.app.inject({ method: 'HEAD', url: staffUrl, headers: staff });
    expect([head.statusCode, head.headers['content-length'], head.headers.etag]).toEqual([
      200,
      '300000',
      stored.etag,
    ]);
    const staffSlice = await suite.context.app.inject({
      method: 'GET',
      url: staffUrl,
      headers: { ...staff, range: 'bytes=0-8' },
    });
    expect([staffSlice.statusCode, staffSlice.body]).toEqual([206, '%PDF-1.7\n']);
  }, 30_000);
});

describe.each(databaseKinds())('an S3 store that cannot be reached, on %s', (kind) => {
  let down: S3Config;
  beforeAll(async () => {
    down = await unreachableS3();
  });
  const suite = useDocumentSuite(kind, () => ({ s3: down }));

  it('answers an upload with a clear 503 and writes no row; reading a document is a 503 too', async () => {
    const db = suite.context.app.db;
    const orderId = await makeOrder(db, { email: EMAIL, confirm_email: EMAIL, process_status: 'Completed' });
    const up = await suite.upload(
      suite.staff.Team.token,
      { orderId: String(orderId), email: EMAIL },
      { name: 'card.pdf', type: 'application/pdf', bytes: pdfBytes(50_000) },
    );
    expect(up).toEqual({
      code: 503,
      body: {
        status: 0,
        message:
          'The file store cannot be reached right now, so nothing was stored. Please try again in a moment.',
        data: null,
      },
    });
    expect(await db.selectFrom('uploaded_documents').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('mail_history').selectAll().execute()).toEqual([]);

    await db
      .insertInto('uploaded_documents')
      .values({ order_id: orderId, file1: 'card.pdf', customer_name: 'Ana', email: EMAIL })
      .execute();
    const read = await suite.context.app.inject({
      method: 'GET',
      url: `/api/uploads/docs/${orderId}/card.pdf`,
      headers: { authorization: suite.staff.Team.token },
    });
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('10');
    expect(read.json().message).toBe(
      'The file store cannot be reached right now, so the file cannot be read. Please try again in a moment.',
    );
  }, 30_000);
});
