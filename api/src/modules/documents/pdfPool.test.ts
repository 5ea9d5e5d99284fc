import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { databaseKinds, type DatabaseKind } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { PDF_BUSY_MESSAGE } from '../../platform/pdf/pool';
import type { PackEvidence } from './pdf/jobs';
import { pdfText } from '../../platform/pdf/testing';
import { useDocumentSuite } from './fixtures/index';

// PDFs render in worker threads; the first one of a suite waits for a thread to start.
jest.setTimeout(120_000);

const BASE = "timestamptz '2026-10-01 12:00:00+00'";

/** A delivered, disputed order with `n` comments, `n` download records and `n` timeline events (bulk SQL). */
async function longOrder(db: Kysely<Database>, n: { remarks: number; downloads?: number; events?: number }) {
  const orderId = await makeOrder(db, {
    process_status: 'ChargeBack',
    amount_paid: 49,
    currency: 'USD',
    payment_gateway: 'Stripe',
  });
  await sql`
    INSERT INTO remarks (order_id, remark_name, remark, created_at)
    SELECT ${orderId}, 'Team', 'Remark R' || lpad(g::text, 5, '0'), ${sql.raw(BASE)} + g * interval '1 minute'
    FROM generate_series(1, ${n.remarks}) AS g`.execute(db);
  await sql`
    INSERT INTO download_history (order_id, ip, browser, os, location, file1, create_ts, last_ts)
    SELECT ${orderId}, '10.9.' || (g / 250) || '.' || (g % 250), 'Firefox', 'Linux', 'Lisbon, PT', 'card.pdf',
           ${sql.raw(BASE)} + g * interval '1 minute', ${sql.raw(BASE)} + g * interval '1 minute'
    FROM generate_series(1, ${n.downloads ?? 0}) AS g`.execute(db);
  await sql`
    INSERT INTO order_events (order_id, actor_name, action, detail, created_at)
    SELECT ${orderId}, 'Team', 'comment', 'Event E' || lpad(g::text, 5, '0'), ${sql.raw(BASE)} + g * interval '1 minute'
    FROM generate_series(1, ${n.events ?? 0}) AS g`.execute(db);
  return orderId;
}

const matches = (text: string, pattern: RegExp) => text.match(pattern) ?? [];

describe.each(databaseKinds())('PDFs in the worker pool on %s', (kind: DatabaseKind) => {
  const suite = useDocumentSuite(kind, () => ({}));
  const pack = (orderId: number, type: 1 | 2) =>
    suite.context.app.inject({
      method: 'POST',
      url: '/api/admin/get-defence-pack-pdf',
      headers: { authorization: suite.staff.Team.token },
      payload: { orderId, defencePackType: type },
    });

  it('each list in a pack shows its newest 500 entries and a line saying how many are left out', async () => {
    const db = suite.context.app.db;
    const orderId = await longOrder(db, { remarks: 600, downloads: 600, events: 600 });

    const full = await pack(orderId, 2);
    expect(full.statusCode).toBe(200);
    const text = pdfText(full.rawPayload);
    const remarks = matches(text, /Remark R\d{5}/g);
    expect(remarks).toHaveLength(500);
    expect(remarks[0]).toBe('Remark R00101');
    expect(remarks.at(-1)).toBe('Remark R00600');
    expect(text).toContain('… and 100 earlier comments not shown (600 in all).');
    expect(matches(text, /10\.9\.\d+\.\d+/g)).toHaveLength(500);
    expect(text).not.toContain('10.9.0.100 ');
    expect(text).toContain('10.9.2.100');
    expect(text).toContain('… and 100 earlier download records not shown (600 in all).');
    const events = matches(text, /Event E\d{5}/g);
    expect(events).toHaveLength(500);
    expect(events[0]).toBe('Event E00101');
    expect(text).toContain('… and 100 earlier timeline entries not shown (600 in all).');

    const summary = pdfText((await pack(orderId, 1)).rawPayload);
    expect(summary).toContain('600 staff comment(s); the latest');
    expect(summary).toContain('Remark R00600');
    expect(summary.replace(/\s+/g, ' ')).toContain(
      'The latest 5 of 600 download records; Defence Pack 2 lists the newest 500.',
    );
    expect(summary.replace(/\s+/g, ' ')).toContain('downloaded the document 600 time(s)');

    // The JSON evidence holds what the PDF prints, with the totals.
    const details = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/defence-pack-details', {
      orderId,
    });
    expect(details.code).toBe(200);
    const evidence = details.body.data as PackEvidence;
    expect(evidence.remarks).toHaveLength(500);
    expect(evidence.remarks[0]!.remark).toBe('Remark R00101');
    expect(evidence.downloads).toHaveLength(500);
    expect(evidence.timeline).toHaveLength(500);
    expect(evidence.totals).toEqual({ documents: 0, mails: 0, downloads: 600, remarks: 600, timeline: 600 });
    expect(evidence.download_count).toBe(600);
  });

  it('a list of 500 or fewer is shown whole, with no line', async () => {
    const orderId = await longOrder(suite.context.app.db, { remarks: 500, downloads: 2 });
    const text = pdfText((await pack(orderId, 2)).rawPayload);
    expect(matches(text, /Remark R\d{5}/g)).toHaveLength(500);
    expect(text).not.toContain('not shown');
  });

  it('a repeated download record prints how many downloads it stands for', async () => {
    const orderId = await longOrder(suite.context.app.db, { remarks: 1, downloads: 1 });
    await suite.context.app.db
      .updateTable('download_history')
      .set({ times: 37, last_ts: '2026-10-02T08:00:00Z' })
      .where('order_id', '=', orderId)
      .execute();
    const text = pdfText((await pack(orderId, 2)).rawPayload);
    // Its row: number, Times, the first download and the last.
    expect(text).toMatch(/^\s*1\s+37\s+10\/01\/2026 08:01:00\b/m);
    expect(text).toMatch(/last 10\/02\/2026 04:00:00\s+EDT/);
    expect(text.replace(/\s+/g, ' ')).toContain('downloaded the document 37 time(s)');
  });

  it('while pack 2 of an order with 20,000 comments renders, other requests are answered', async () => {
    const app = suite.context.app;
    const orderId = await longOrder(app.db, { remarks: 20_000 });
    // Once through, so the worker thread is up and the race below is the render itself.
    const first = await pack(orderId, 2);
    expect(first.statusCode).toBe(200);
    expect(pdfText(first.rawPayload)).toContain('… and 19,500 earlier comments not shown (20,000 in all).');

    const render = app.pdf.render;
    let rendering!: () => void;
    const started = new Promise<void>((resolve) => (rendering = resolve));
    const spy = jest.spyOn(app.pdf, 'render').mockImplementation((job) => {
      rendering();
      return render(job);
    });
    try {
      const done: string[] = [];
      const pdf = pack(orderId, 2).then((response) => {
        done.push('pdf');
        return response;
      });
      await started;
      for (let i = 0; i < 3; i++) {
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        done.push('health');
      }
      expect((await pdf).statusCode).toBe(200);
      expect(done).toEqual(['health', 'health', 'health', 'pdf']);
    } finally {
      spy.mockRestore();
    }
  });

  it('a render that fails is a logged 500 with the envelope, and the server goes on', async () => {
    const app = suite.context.app;
    const orderId = await longOrder(app.db, { remarks: 1 });
    // A job the worker cannot render throws in the thread and comes back as a plain error.
    await expect(app.pdf.render({ document: 'nonsense' } as never)).rejects.toThrow(
      'The PDF could not be rendered: Unknown PDF document: nonsense',
    );
    // The route with a failing render: a 500 with the envelope (the error is logged), nothing else.
    const broken = jest
      .spyOn(app.pdf, 'render')
      .mockRejectedValueOnce(new Error('The PDF could not be rendered: out of memory'));
    const failed = await pack(orderId, 2);
    broken.mockRestore();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      status: 0,
      message: 'Something went wrong on our side. Please try again.',
      data: null,
    });
    expect((await pack(orderId, 2)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe.each(databaseKinds())('a full PDF pool on %s', (kind: DatabaseKind) => {
  // One thread and room for one render to wait: more at once are refused.
  const suite = useDocumentSuite(kind, () => ({ pdf: { threads: 1, maxQueue: 1 } }));

  it('answers 503 with a clear message and Retry-After while every thread is busy', async () => {
    const orderId = await longOrder(suite.context.app.db, { remarks: 2000 });
    const pack = () =>
      suite.context.app.inject({
        method: 'POST',
        url: '/api/admin/get-defence-pack-pdf',
        headers: { authorization: suite.staff.Team.token },
        payload: { orderId, defencePackType: 2 },
      });
    expect((await pack()).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 6 }, pack));
    const busy = answers.filter((a) => a.statusCode === 503);
    const served = answers.filter((a) => a.statusCode === 200);
    expect(busy.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    expect(busy.length + served.length).toBe(6);
    for (const answer of busy) {
      expect(answer.json()).toEqual({ status: 0, message: PDF_BUSY_MESSAGE, data: null });
      expect(answer.headers['retry-after']).toBe('5');
    }
    for (const answer of served) expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Once the thread is free again, a render goes through.
    expect((await pack()).statusCode).toBe(200);
  });
});
