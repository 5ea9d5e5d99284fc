import fs from 'node:fs';
import path from 'node:path';
import { databaseKinds } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { mailSettled, startTestSmtp, type TestSmtp } from '../../platform/mailer/testing';
import { loadConfig } from '../../config';
import { listenFor, pdfBytes, startUpload, TEN_MB, until, useDocumentSuite } from './fixtures/index';
import type { SendResult } from './schemas';

// A guard against a hang, not a speed limit: a test here took up to 2.2 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(30_000);

/**
 * Uploads beside everything else: the other requests are answered while a 10 MB upload streams in and
 * while the mail queue sends it to a slow SMTP server, and a member has at most two uploads in flight (real
 * sockets on a listening server, a real SMTP server on loopback).
 */

describe.each(databaseKinds())('10 MB uploads beside other requests, and two per member, on %s', (kind) => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    smtp.open();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });
  const suite = useDocumentSuite(kind, () => ({
    uploadMaxBytes: TEN_MB,
    mail: { ...loadConfig().mail, provider1Url: smtp.url, provider2Url: undefined },
  }));
  const port = listenFor(suite);
  const db = () => suite.context.app.db;
  const health = async () => (await fetch(`http://127.0.0.1:${port()}/api/health`)).status;

  it('answers /api/health during a 10 MB upload, right after its last byte, and while its mail streams to a held SMTP server', async () => {
    const orderId = await makeOrder(db());
    const file = pdfBytes(TEN_MB);
    for (let i = 0; i < file.length; i += 4096) file.writeUInt32BE(i, i + 16);
    smtp.hold();
    const upload = await startUpload(
      port(),
      suite.staff.Team.token,
      { orderId: String(orderId), email: 'ana@example.org' },
      file,
      0,
    );
    // Fed in 1 MB steps; the server answers health between the steps.
    for (let at = 0; at < TEN_MB; at += 1024 * 1024) {
      await upload.client.write(file.subarray(at, at + 1024 * 1024));
      expect(await health()).toBe(200);
    }
    await upload.client.write(upload.tail);
    // The upload answers once the file and its queued mail are saved, without waiting for the provider.
    const response = await upload.client.response;
    expect(response.status).toBe(200);
    const { document, mail } = response.json().data as SendResult;
    expect(document!.size_bytes).toBe(TEN_MB);
    const stored = fs.readFileSync(
      path.join(suite.dataDir, 'uploads', 'docs', String(orderId), document!.file1),
    );
    expect(stored.equals(file)).toBe(true);

    // The worker streams the 10 MB to the SMTP server, which holds its answer. Meanwhile every other
    // request is answered: nothing walks or copies the file on the event loop.
    await until(() => smtp.received.length === 1, 'the mail to reach the SMTP server', 20_000);
    for (let i = 0; i < 5; i++) expect(await health()).toBe(200);
    const row = () =>
      db()
        .selectFrom('mail_history')
        .select(['status', 'attempts'])
        .where('id', '=', mail.id)
        .executeTakeFirst();
    expect(await row()).toEqual({ status: 'queued', attempts: 0 });
    smtp.open();
    await mailSettled(suite.context.app);
    expect(await row()).toEqual({ status: 'sent', attempts: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.attachments[0]!.content.equals(file)).toBe(true);
  }, 30_000);

  it('lets a member have 2 uploads in flight: the 3rd gets 429, another member goes through, slots come back', async () => {
    const orderId = await makeOrder(db());
    const fields = { orderId: String(orderId), email: 'ana@example.org' };
    const file = pdfBytes(TEN_MB);
    const team = suite.staff.Team.token;
    const first = await startUpload(port(), team, fields, file, 64 * 1024);
    const second = await startUpload(port(), team, fields, file, 64 * 1024);
    // Both are in the handler and writing (their part files exist) before the third one asks.
    await until(
      () => suite.storedFiles(orderId).filter((name) => name.endsWith('.part')).length === 2,
      'two uploads in progress',
    );
    // The third is refused at once, from the headers: its file is not read, the connection is closed.
    const third = await startUpload(port(), team, fields, file, 64 * 1024);
    const refused = await third.client.response;
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers.connection).toBe('close');
    expect(refused.json()).toEqual({
      status: 0,
      message: 'You already have 2 uploads in progress. Please wait for one to finish.',
      data: null,
    });
    await third.client.closed;
    const other = await suite.upload(suite.staff.Manager.token, fields, {
      name: 'm.pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
    expect(other.code).toBe(200);

    // A client that gives up frees its slot, and its part file is removed.
    second.client.destroy();
    await until(
      () => suite.storedFiles(orderId).filter((name) => name.endsWith('.part')).length === 1,
      'the abandoned part file to go',
    );
    const again = await suite.upload(team, fields, {
      name: 'd.pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
    expect(again.code).toBe(200);

    expect((await first.finish()).status).toBe(200);
    const rows = await db().selectFrom('uploaded_documents').select(['uploaded_by', 'size_bytes']).execute();
    expect(rows.map((r) => [r.uploaded_by, r.size_bytes]).sort()).toEqual(
      [
        [suite.staff.Manager.name, 2000],
        [suite.staff.Team.name, 2000],
        [suite.staff.Team.name, TEN_MB],
      ].sort(),
    );
    expect(suite.storedFiles(orderId).filter((name) => name.endsWith('.part'))).toEqual([]);
  }, 30_000);
});
