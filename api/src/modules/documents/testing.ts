import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import {
  createTestContext,
  destroyTestContext,
  truncateAll,
  type DatabaseKind,
  type TestContext,
} from '../../testing/harness';
import { call, createStaff, type Staff } from '../../testing/fixtures';
import { mailSettled } from '../../platform/mailer/testing';
import { multipartAround, RawClient, requestHead, type RawResponse } from '../../testing/rawHttp';

/** A PDF's first bytes are all the type check reads; the rest is arbitrary (tests only). */
export const pdfBytes = (size = 2000) => {
  const bytes = Buffer.alloc(size, 0x41);
  bytes.write('%PDF-1.7\n');
  return bytes;
};

export const pngBytes = (size = 1500) => {
  const bytes = Buffer.alloc(size, 0x11);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};

/** The multipart body a browser's FormData makes, for app.inject. */
export async function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append('uploadVisaDoc', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

export interface DocumentSuite {
  context: TestContext;
  staff: Staff;
  dataDir: string;
  as: (
    token: string | undefined,
    method: 'GET' | 'POST' | 'HEAD',
    url: string,
    payload?: unknown,
  ) => ReturnType<typeof call>;
  upload: (
    token: string | undefined,
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
  ) => Promise<{ code: number; body: { status: number; message: string; data: unknown } }>;
  /** Every file stored for an order (none = nothing stored). */
  storedFiles: (orderId: number) => string[];
}

/**
 * One migrated database and app per suite with its own DATA_DIR, built after `config()` is known (so a
 * test can point the providers at SMTP servers it started); emptied and given staff before each test.
 */
export function useDocumentSuite(kind: DatabaseKind, config: () => Partial<Config>): DocumentSuite {
  const suite = {} as DocumentSuite;
  beforeAll(async () => {
    suite.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-docs-'));
    const base = await createTestContext(kind, { dataDir: suite.dataDir, ...config() });
    suite.context = base;
  }, 60_000);
  afterAll(async () => {
    await destroyTestContext(suite.context);
    fs.rmSync(suite.dataDir, { recursive: true, force: true });
  });
  // A mail still being sent when the tables are emptied could reach a test server during the next test.
  afterEach(() => mailSettled(suite.context.app));
  beforeEach(async () => {
    // Ids restart with the emptied tables, so the files of the previous test must go too.
    for (const folder of ['uploads', 'outbox']) {
      fs.rmSync(path.join(suite.dataDir, folder), { recursive: true, force: true });
    }
    await truncateAll(suite.context.database);
    suite.staff = await createStaff(suite.context.app);
  });
  suite.as = (token, method, url, payload) => call(suite.context.app, token, method, url, payload);
  suite.upload = async (token, fields, file) => {
    const body = await multipart(fields, file);
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/api/admin/upload-visa-document',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
    });
    return { code: response.statusCode, body: response.json() };
  };
  suite.storedFiles = (orderId) => {
    const folder = path.join(suite.dataDir, 'uploads', 'docs', String(orderId));
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };
  return suite;
}

/*
 * Uploads over real sockets, for the tests that decide when each byte of a body arrives: a listening port
 * for a document suite, an upload opened and fed by the test, and a poll for what happens meanwhile.
 */

export const TEN_MB = 10 * 1024 * 1024;

/** A listening port for the suite's app (after the suite's own beforeAll built it). */
export function listenFor(suite: DocumentSuite): () => number {
  let port = 0;
  beforeAll(async () => {
    await suite.context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (suite.context.app.server.address() as { port: number }).port;
  });
  return () => port;
}

export interface SlowUpload {
  client: RawClient;
  /** The closing boundary, for a test that sends the file's bytes itself. */
  tail: Buffer;
  /** Sends the file's bytes (in slices) and the closing boundary, then waits for the answer. */
  finish(): Promise<RawResponse>;
}

/** Opens an upload on a real socket and sends the fields, the file part's headers and `sent` bytes of it. */
export async function startUpload(
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

/** Polls `check` until it holds (what a test waits for happens in another connection or process). */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
