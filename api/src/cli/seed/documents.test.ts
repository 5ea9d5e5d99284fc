import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestContext, destroyTestContext, type TestContext } from '../../testing/harness';
import { demoCardPdf } from './documents';
import { seedDemoIfEmpty } from './index';
import { localStore } from '../../platform/store/local';

describe('demo seed: payments, stored documents and mail history', () => {
  let context: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-seed-'));
    context = await createTestContext('pglite');
    expect(await seedDemoIfEmpty(context.app.db, 300, localStore(dataDir))).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await destroyTestContext(context);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives every order an amount, a currency and the gateway it was paid through', async () => {
    const orders = await context.app.db
      .selectFrom('orders')
      .select(['amount_paid', 'currency', 'payment_gateway', 'processing_mode'])
      .execute();
    expect(orders.filter((o) => o.amount_paid === null || !o.currency || !o.payment_gateway)).toEqual([]);
    expect(new Set(orders.map((o) => o.currency)).size).toBeGreaterThan(1);
    const usd = orders.filter((o) => o.currency === 'USD');
    expect(new Set(usd.map((o) => `${o.processing_mode} ${o.amount_paid}`))).toEqual(
      new Set(['Regular Processing 49.99', 'Priority Processing 89.99']),
    );
  });

  it('writes a readable PDF for every upload of a completed order, and records its mail as sent in one try', async () => {
    const uploads = await context.app.db
      .selectFrom('uploaded_documents as u')
      .innerJoin('orders as o', 'o.order_id', 'u.order_id')
      .select(['u.order_id', 'u.file1', 'u.size_bytes', 'o.process_status'])
      .execute();
    expect(uploads.length).toBeGreaterThan(20);
    expect(uploads.filter((u) => u.process_status === 'New')).toEqual([]);
    for (const upload of uploads) {
      const file = path.join(dataDir, 'uploads', 'docs', String(upload.order_id), upload.file1);
      expect(fs.statSync(file).size).toBe(upload.size_bytes);
    }
    const first = uploads[0]!;
    const text = execFileSync(
      'pdftotext',
      [path.join(dataDir, 'uploads', 'docs', String(first.order_id), first.file1), '-'],
      { encoding: 'utf8' },
    );
    expect(text).toContain(`Order ${first.order_id}`);

    const mails = await context.app.db
      .selectFrom('mail_history')
      .select(['order_id', 'status', 'attempts', 'kind', 'provider_message_id'])
      .execute();
    expect(new Set(mails.map((m) => m.order_id))).toEqual(new Set(uploads.map((u) => u.order_id)));
    expect(
      mails.filter(
        (m) => m.status !== 'sent' || m.attempts !== 1 || m.kind !== 'document' || !m.provider_message_id,
      ),
    ).toEqual([]);
  });

  it('keeps names the standard PDF fonts cannot print readable', () => {
    const bytes = demoCardPdf(100123, 'Łucja (Ñúñez) \\ 王', '2026-12-20');
    expect(bytes.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain('Traveller: ?ucja \\(Nunez\\) \\\\ ?');
  });
});
