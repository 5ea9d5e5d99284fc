import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { MailSendResult } from '@earrival/shared/types';
import { databaseKinds } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { multipartAround, RawClient, requestHead, type RawResponse } from '../../testing/rawHttp';
import { parseMail, type ReceivedMail } from '../../mail/testing';
import { loadConfig } from '../../config';
import { pdfBytes, useDocumentSuite, type DocumentSuite } from './testing';

/**
 * The upload as a stream: the size cut at exactly UPLOAD_MAX_BYTES, the type judged from the first bytes,
 * a refused order answered before the file is read, the body deadline, the other requests answered while
 * a 10 MB upload is in progress, and at most two uploads in flight per member. Several tests use real
 * sockets on a listening server, so the test decides when each byte of the body arrives.
 */

const SMALL_LIMIT = 256 * 1024;
const TEN_MB = 10 * 1024 * 1024;

/** A listening port for the suite's app (after the suite's own beforeAll built it). */
function listenFor(suite: DocumentSuite): () => number {
  let port = 0;
  beforeAll(async () => {
    await suite.context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (suite.context.app.server.address() as { port: number }).port;
  });
  return () => port;
}

/** Everything under the order's folder, hidden `.part` files included. */
const folderEntries = (suite: DocumentSuite, orderId: number) => suite.storedFiles(orderId);

interface SlowUpload {
  client: RawClient;
  /** The closing boundary, for a test that sends the file's bytes itself. */
  tail: Buffer;
  /** Sends the file's bytes (in slices) and the closing boundary, then waits for the answer. */
  finish(): Promise<RawResponse>;
}

/** Opens an upload on a real socket and sends the fields, the file part's headers and `sent` bytes of it. */
async function startUpload(
  port: number,
  token: string,
  fields: Record<string, string>,
  file: Buffer,
  sent: number,
): Promise<SlowUpload> {
  const form = multipartAround(fields, { name: 'card.pdf', type: 'application/pdf' });
  const client = await RawClient.open(port);
  const length = form.head.length + file.length + form.tail.length;
  await client.write(
    requestHead(
      'POST',
      '/api/admin/upload-visa-document',
      { Authorization: token, 'Content-Type': form.contentType },
      length,
    ),
  );
  await client.write(form.head);
  await client.write(file.subarray(0, sent));
  return {
    client,
    tail: form.tail,
    async finish() {
      await client.trickle(file.subarray(sent), 256 * 1024, 0);
      await client.write(form.tail);
      return client.response;
    },
  };
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(databaseKinds())(
  'the upload is streamed: size cut, type, early refusal, deadline on %s',
  (kind) => {
    const suite = useDocumentSuite(kind, () => ({
      uploadMaxBytes: SMALL_LIMIT,
      uploadTimeoutMs: 1500,
      mail: { ...loadConfig().mail, provider1Url: undefined, provider2Url: undefined },
    }));
    const port = listenFor(suite);
    const db = () => suite.context.app.db;
    const nothingStored = async (orderId: number) => {
      expect(folderEntries(suite, orderId)).toEqual([]);
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
      const document = (body.data as MailSendResult).document!;
      expect(document.size_bytes).toBe(SMALL_LIMIT);
      expect(folderEntries(suite, orderId)).toEqual([document.file1]);
      const stored = fs.readFileSync(
        path.join(suite.dataDir, 'uploads', 'docs', String(orderId), document.file1),
      );
      expect(stored.equals(bytes)).toBe(true);
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
      // 1 KB every 50 ms: never idle, but the 256 KB would take 13 s against a 1.5 s deadline.
      void upload.client.trickle(file.subarray(1024), 1024, 50);
      await until(
        () => folderEntries(suite, orderId).some((name) => name.endsWith('.part')),
        'the part file',
      );
      const response = await upload.client.response;
      expect(response.status).toBe(408);
      expect(response.json()).toEqual({
        status: 0,
        message: 'The upload did not arrive within 1.5 seconds. Nothing was stored.',
        data: null,
      });
      await upload.client.closed;
      await nothingStored(orderId);
    });
  },
);

/** An SMTP server whose acceptance of each message waits for `open()`: the upload stays in progress. */
async function gatedSmtp() {
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(parseMail(Buffer.concat(chunks).toString('latin1'), { from: '', to }));
        void gate.then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold: () => (gate = new Promise<void>((resolve) => (release = resolve))),
    open: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds())('10 MB uploads beside other requests, and two per member, on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof gatedSmtp>>;
  beforeAll(async () => {
    smtp = await gatedSmtp();
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

  it('answers /api/health during a 10 MB upload and right after its last byte, while the upload is still in progress', async () => {
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
    let answered = false;
    void upload.client.response.then(() => (answered = true));
    // Fed in 1 MB steps; the server answers health between the steps.
    for (let at = 0; at < TEN_MB; at += 1024 * 1024) {
      await upload.client.write(file.subarray(at, at + 1024 * 1024));
      expect(await health()).toBe(200);
    }
    await upload.client.write(upload.tail);
    // The whole 10 MB is in: the server stores it and mails it (held at the SMTP server). Meanwhile every
    // other request is answered: nothing walks or copies the file on the event loop.
    await until(() => smtp.received.length === 1, 'the mail to reach the SMTP server', 20_000);
    for (let i = 0; i < 5; i++) expect(await health()).toBe(200);
    expect(answered).toBe(false);
    smtp.open();
    const response = await upload.client.response;
    expect(response.status).toBe(200);
    const document = (response.json().data as MailSendResult).document!;
    expect(document.size_bytes).toBe(TEN_MB);
    const stored = fs.readFileSync(
      path.join(suite.dataDir, 'uploads', 'docs', String(orderId), document.file1),
    );
    expect(stored.equals(file)).toBe(true);
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
      () => folderEntries(suite, orderId).filter((name) => name.endsWith('.part')).length === 2,
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
      () => folderEntries(suite, orderId).filter((name) => name.endsWith('.part')).length === 1,
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
    expect(folderEntries(suite, orderId).filter((name) => name.endsWith('.part'))).toEqual([]);
  }, 30_000);
});
