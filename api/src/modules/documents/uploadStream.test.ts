import fs from 'node:fs';
import path from 'node:path';
import { databaseKinds } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { mailSettled, parseMail } from '../../platform/mailer/testing';
import { loadConfig } from '../../config';
import { listenFor, pdfBytes, startUpload, TEN_MB, until, useDocumentSuite } from './fixtures/index';
import type { SendResult } from './schemas';

// A guard against a hang, not a speed limit: a test here took up to 1.9 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(30_000);

/**
 * The upload as a stream: the size cut at exactly UPLOAD_MAX_BYTES, the type judged from the first bytes,
 * a refused order answered before the file is read, and the body deadline. Several tests use real
 * sockets on a listening server, so the test decides when each byte of the body arrives.
 * (10 MB uploads beside other requests, and the uploads in flight per member: uploadConcurrency.test.ts.)
 */

const SMALL_LIMIT = 256 * 1024;

describe.each(databaseKinds())(
  'the upload is streamed: size cut, type, early refusal, deadline on %s',
  (kind) => {
    const suite = useDocumentSuite(kind, () => ({
      uploadMaxBytes: SMALL_LIMIT,
      // 5 s, not less: a whole 256 KB upload must make it while its store writes and the database (PGlite
      // runs on the same event loop) share a loaded machine; the slow one below needs 13 s.
      uploadTimeoutMs: 5000,
      mail: { ...loadConfig().mail, provider1Url: undefined, provider2Url: undefined },
    }));
    const port = listenFor(suite);
    const db = () => suite.context.app.db;
    const nothingStored = async (orderId: number) => {
      expect(suite.storedFiles(orderId)).toEqual([]);
      expect(await db().selectFrom('uploaded_documents').selectAll().execute()).toEqual([]);
      expect(await db().selectFrom('mail_history').selectAll().execute()).toEqual([]);
      expect(fs.existsSync(path.join(suite.dataDir, 'outbox'))).toBe(false);
    };

    it('accepts a file of exactly UPLOAD_MAX_BYTES, stored and mailed byte for byte', async () => {
      const orderId = await makeOrder(db());
      const bytes = pdfBytes(SMALL_LIMIT);
      bytes.write('the last byte is ours', SMALL_LIMIT - 21);
      const { code, body } = await suite.upload(
        suite.staff.Team.token,
        { orderId: String(orderId), email: 'ana@example.org' },
        { name: 'card.pdf', type: 'application/pdf', bytes },
      );
      expect(code).toBe(200);
      const document = (body.data as SendResult).document!;
      expect(document.size_bytes).toBe(SMALL_LIMIT);
      expect(suite.storedFiles(orderId)).toEqual([document.file1]);
      const stored = fs.readFileSync(
        path.join(suite.dataDir, 'uploads', 'docs', String(orderId), document.file1),
      );
      expect(stored.equals(bytes)).toBe(true);
      await mailSettled(suite.context.app);
      const outbox = fs.readdirSync(path.join(suite.dataDir, 'outbox'));
      expect(outbox).toHaveLength(1);
      const mail = parseMail(fs.readFileSync(path.join(suite.dataDir, 'outbox', outbox[0]!), 'latin1'), {
        from: '',
        to: [],
      });
      expect(mail.attachments[0]!.content.equals(bytes)).toBe(true);
    });

    it('refuses UPLOAD_MAX_BYTES + 1 with 413: no row, no file, no .part left, no mail', async () => {
      const orderId = await makeOrder(db());
      const response = await suite.upload(
        suite.staff.Team.token,
        { orderId: String(orderId), email: 'ana@example.org' },
        { name: 'card.pdf', type: 'application/pdf', bytes: pdfBytes(SMALL_LIMIT + 1) },
      );
      expect(response).toMatchObject({
        code: 413,
        body: { status: 0, message: 'The file is larger than 0.3 MB. Nothing was stored.' },
      });
      await nothingStored(orderId);
    });

    it('cuts a much larger file on a real socket at the limit and closes the connection', async () => {
      const orderId = await makeOrder(db());
      const upload = await startUpload(
        port(),
        suite.staff.Team.token,
        { orderId: String(orderId), email: 'ana@example.org' },
        pdfBytes(4 * SMALL_LIMIT),
        4 * SMALL_LIMIT,
      );
      // The whole body is sent but never completed (no closing boundary): the answer cannot wait for it.
      const response = await upload.client.response;
      expect(response.status).toBe(413);
      expect(response.headers.connection).toBe('close');
      await upload.client.closed;
      await nothingStored(orderId);
    });

    it('judges the type from the first bytes: 415 for a large file with a wrong start, nothing stored', async () => {
      const orderId = await makeOrder(db());
      const late = Buffer.alloc(SMALL_LIMIT, 0x20);
      late.write('%PDF-1.7', 20); // the signature, but not at the start
      const response = await suite.upload(
        suite.staff.Team.token,
        { orderId: String(orderId), email: 'ana@example.org' },
        { name: 'card.pdf', type: 'application/pdf', bytes: late },
      );
      expect(response.code).toBe(415);
      expect(response.body.message).toContain('not a PDF, JPEG, PNG or WebP');
      await nothingStored(orderId);
    });

    it('refuses the 415 on a real socket after the first bytes, without waiting for the rest', async () => {
      const orderId = await makeOrder(db());
      const upload = await startUpload(
        port(),
        suite.staff.Team.token,
        { orderId: String(orderId), email: 'ana@example.org' },
        Buffer.alloc(SMALL_LIMIT, 0x4d),
        16,
      );
      const response = await upload.client.response;
      expect(response.status).toBe(415);
      await upload.client.closed;
      await nothingStored(orderId);
    });

    it.each([
      ['an unknown order', '999999', 404, 'Order not found: 999999'],
      ['a malformed order id', 'abc', 400, 'Invalid order id: abc'],
    ])(
      'answers %s from the fields, before the file is read: 1 KB of a 10 MB body sent, the rest never',
      async (_label, orderId, status, message) => {
        const upload = await startUpload(
          port(),
          suite.staff.Team.token,
          { orderId, email: 'ana@example.org' },
          pdfBytes(TEN_MB),
          1024,
        );
        const response = await upload.client.response;
        expect({ status: response.status, body: response.json() }).toEqual({
          status,
          body: { status: 0, message, data: null },
        });
        expect(response.headers.connection).toBe('close');
        await upload.client.closed;
        expect(fs.existsSync(path.join(suite.dataDir, 'uploads'))).toBe(false);
        expect(await db().selectFrom('uploaded_documents').selectAll().execute()).toEqual([]);
      },
    );

    it('refuses text fields sent after the file, and a NUL in a field, storing nothing', async () => {
      const orderId = await makeOrder(db());
      const token = suite.staff.Team.token;
      const form = new FormData();
      form.append('orderId', String(orderId));
      form.append('email', 'ana@example.org');
      form.append(
        'uploadVisaDoc',
        new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }),
        'a.pdf',
      );
      form.append('mailServiceProvider', 'second');
      const late = new Response(form);
      const after = await suite.context.app.inject({
        method: 'POST',
        url: '/api/admin/upload-visa-document',
        payload: Buffer.from(await late.arrayBuffer()),
        headers: { 'content-type': late.headers.get('content-type')!, authorization: token },
      });
      expect(after.statusCode).toBe(400);
      expect(after.json().message).toBe(
        'Send the text fields (orderId, email, mailServiceProvider) before the file.',
      );
      const nul = await suite.upload(
        token,
        { orderId: String(orderId), email: 'ana\u0000@example.org' },
        { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() },
      );
      expect(nul.code).toBe(400);
      expect(nul.body.message).toContain('Invalid email: must not contain the NUL character');
      const json = await suite.as(token, 'POST', '/api/admin/upload-visa-document', {
        orderId,
        email: 'ana@example.org',
      });
      expect(json.code).toBe(415);
      await nothingStored(orderId);
    });

    it('gives up on an upload fed too slowly: 408 at UPLOAD_TIMEOUT_MS, the part file removed', async () => {
      const orderId = await makeOrder(db());
      const file = pdfBytes(SMALL_LIMIT);
      const upload = await startUpload(
        port(),
        suite.staff.Team.token,
        { orderId: String(orderId), email: 'ana@example.org' },
        file,
        1024,
      );
      // 1 KB every 50 ms: never idle, but the 256 KB would take 13 s against a 5 s deadline.
      void upload.client.trickle(file.subarray(1024), 1024, 50);
      await until(() => suite.storedFiles(orderId).some((name) => name.endsWith('.part')), 'the part file');
      const response = await upload.client.response;
      expect(response.status).toBe(408);
      expect(response.json()).toEqual({
        status: 0,
        message: 'The upload did not arrive within 5 seconds. Nothing was stored.',
        data: null,
      });
      await upload.client.closed;
      await nothingStored(orderId);
    });
  },
);
