import { mkdtempSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ProcessStatus } from '@earrival/shared/types';
import { makeOrder } from '../../testing/fixtures';
import { PROOF_COOKIE } from './proof';

/** A data folder of the suite's own, so stored documents never touch the developer's DATA_DIR. */
export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'visitor-api-'));

/** An order with a stored document (row and file), in the given status. */
export async function orderWithDocument(
  app: FastifyInstance,
  {
    status = 'Completed',
    email = 'ana.lopez@example.org',
    file1 = 'card.pdf',
    bytes = `%PDF-1.4 ${email}`,
  } = {} as {
    status?: ProcessStatus;
    email?: string;
    file1?: string;
    bytes?: string;
  },
) {
  const orderId = await makeOrder(app.db, { email, confirm_email: email, process_status: status });
  await app.db
    .insertInto('uploaded_documents')
    .values({ order_id: orderId, file1, customer_name: 'Ana Lopez', email })
    .execute();
  const folder = path.join(app.config.dataDir, 'uploads', 'docs', String(orderId));
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(path.join(folder, file1), bytes);
  return { orderId, email, file1, bytes };
}

/** A visitor's call: JSON body, an optional proof cookie, address and user agent. */
export async function visit(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  { body, proof, ip, userAgent }: { body?: unknown; proof?: string; ip?: string; userAgent?: string } = {},
) {
  const response = await app.inject({
    method,
    url,
    remoteAddress: ip ?? '127.0.0.1',
    headers: {
      ...(userAgent ? { 'user-agent': userAgent } : {}),
      ...(proof ? { cookie: `${PROOF_COOKIE}=${proof}` } : {}),
    },
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
  return response;
}

/** Tracks the order and returns the proof cookie's value it set. */
export async function proofFor(app: FastifyInstance, orderId: number, email: string): Promise<string> {
  const response = await visit(app, 'POST', '/api/front/track-order', { body: { orderId, email } });
  const cookie = response.cookies.find((c) => c.name === PROOF_COOKIE);
  if (response.statusCode !== 200 || !cookie) throw new Error(`tracking failed: ${response.body}`);
  return cookie.value;
}
