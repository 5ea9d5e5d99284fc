import { multipartAround, RawClient, requestHead, type RawResponse } from '../../testing/rawHttp';
import type { DocumentSuite } from './testing';

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
