import { sql } from 'kysely';
import { encodeId } from '@earrival/shared/util';
import type { ActivityEntry } from './schemas/history';
import type { OrderDetail } from './schemas/order';
import { databaseKinds } from '../../testing/harness';
import { makeOrder, useStaffSuite } from '../../testing/fixtures';

/**
 * The detail carries the newest 50 entries of each history with their totals; the paged call serves the
 * rest. Histories are made in bulk with SQL (generate_series), one statement each.
 */
describe.each(databaseKinds())('order histories: the detail cut and the paged call on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const { as } = suite;

  /**
   * An order with 300 comments (one a minute) and their events, 300 downloads (one every 70 s), 60 mails
   * (one every 6 minutes, the newest entry of all) and their events, and 3 uploads.
   */
  async function longOrder(): Promise<number> {
    const db = suite.context.app.db;
    const id = await makeOrder(db, { process_status: 'Completed' });
    const at = (step: string) => sql.raw(`timestamptz '2026-01-01T00:00:00Z' + g * interval '${step}'`);
    await sql`
      INSERT INTO remarks (order_id, remark_name, remark, telephone, created_at)
      SELECT ${id}, 'Bulk Staff', 'Comment ' || g, 'Y', ${at('1 minute')} FROM generate_series(1, 300) g`.execute(
      db,
    );
    // The event log in time order, as the server writes it: each comment's event and each mail's event.
    await sql`
      INSERT INTO order_events (order_id, actor_name, action, from_value, to_value, detail, created_at)
      SELECT ${id}, 'Bulk Staff', action, from_value, to_value, detail, created_at FROM (
        SELECT 'comment' AS action, NULL AS from_value, NULL AS to_value, 'Comment ' || g AS detail,
          ${at('1 minute')} AS created_at FROM generate_series(1, 300) g
        UNION ALL
        SELECT 'mail', 'document', 'first:sent', NULL, ${at('6 minutes')} FROM generate_series(1, 60) g
      ) log ORDER BY created_at, action`.execute(db);
    await sql`
      INSERT INTO download_history (order_id, ip, location, file1, times, create_ts, last_ts)
      SELECT ${id}, '203.0.113.' || (g % 250), 'Madrid, ES', 'card.pdf', 1 + g % 3,
        ${at('1 minute 10 seconds')}, ${at('1 minute 10 seconds')} + interval '5 minutes'
      FROM generate_series(1, 300) g`.execute(db);
    await sql`
      INSERT INTO mail_history (order_id, email, file1, sent_by, status, attempts, provider_message_id, create_ts)
      SELECT ${id}, 'ana@example.org', 'card.pdf', 'Bulk Staff', 'sent', 1, '<m' || g || '@mail.example>',
        ${at('6 minutes')}
      FROM generate_series(1, 60) g`.execute(db);
    await sql`
      INSERT INTO uploaded_documents (order_id, file1, customer_name, email, created_at)
      SELECT ${id}, 'card-' || g || '.pdf', 'Ana Lopez', 'ana@example.org', ${at('1 day')}
      FROM generate_series(1, 3) g`.execute(db);
    return id;
  }

  const page = async (id: number | string, history: string, query = '', token = suite.staff.Team.token) =>
    as(token, 'GET', `/api/admin/order-history/${id}/${history}${query}`);

  it('the detail carries the newest 50 of each history, oldest first, with every total', async () => {
    const id = await longOrder();
    const { code, body } = await as(suite.staff.Team.token, 'GET', `/api/admin/get-orders-details/${id}`);
    expect(code).toBe(200);
    const d = body.data as OrderDetail;
    expect(d.totals).toEqual({
      remarks: 300,
      mails: 60,
      downloads: 300,
      uploads: 3,
      events: 360,
      activity: 300 + 60 + 300,
    });
    expect(d.remark.map((r) => r.remark)).toEqual(Array.from({ length: 50 }, (_, i) => `Comment ${251 + i}`));
    expect(d.remark[49]).toMatchObject({ remark_name: 'Bulk Staff', telephone: 'Y', whatsapp: 'N' });
    expect(d.remark[49]!.us_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(d.downloadHistory).toHaveLength(50);
    expect(d.downloadHistory.map((x) => x.id)).toEqual(Array.from({ length: 50 }, (_, i) => 251 + i));
    expect(d.downloadHistory[49]).toMatchObject({
      ip: `203.0.113.${300 % 250}`,
      times: 1 + (300 % 3),
      create_ts: new Date(Date.parse('2026-01-01T00:00:00Z') + 300 * 70_000).toISOString(),
      last_ts: new Date(Date.parse('2026-01-01T00:00:00Z') + 300 * 70_000 + 300_000).toISOString(),
    });
    expect(d.mailHistory.map((m) => m.provider_message_id)).toEqual(
      Array.from({ length: 50 }, (_, i) => `<m${11 + i}@mail.example>`),
    );
    expect(d.uploadDoc.map((u) => u.file1)).toEqual(['card-1.pdf', 'card-2.pdf', 'card-3.pdf']);
    expect(d.history).toHaveLength(50);
    expect(d.history.map((e) => e.id)).toEqual(Array.from({ length: 50 }, (_, i) => 311 + i));
    // The Activity: the 50 newest lines of all three sources, newest first.
    expect(d.activity).toHaveLength(50);
    const times = d.activity.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(d.activity[0]).toMatchObject({
      kind: 'mail',
      text: 'Mailed the document to ana@example.org via Mail provider 1: sent (<m60@mail.example>)',
    });
    expect(d.activity.find((a) => a.kind === 'download')!.text).toMatch(
      /^Customer downloaded card\.pdf from 203\.0\.113\.\d+ \(Madrid, ES\)(, [23] times)?$/,
    );
    // The whole answer stays small whatever the histories' length.
    expect(JSON.stringify(body).length).toBeLessThan(100 * 1024);
  });

  it('a short history comes whole, its totals equal to its length', async () => {
    const id = await makeOrder(suite.context.app.db);
    await as(suite.staff.Team.token, 'POST', '/api/admin/add-new-remark', { orderId: id, remark: 'One' });
    const d = (await as(suite.staff.Team.token, 'GET', `/api/admin/get-orders-details/${id}`)).body
      .data as OrderDetail;
    expect(d.totals).toEqual({ remarks: 1, mails: 0, downloads: 0, uploads: 0, events: 1, activity: 1 });
    expect(d.remark.map((r) => r.remark)).toEqual(['One']);
    expect(d.activity.map((a) => a.text)).toEqual(['Commented: One']);
  });

  it('pages each history newest first (or oldest first), with the total beside the rows', async () => {
    const id = await longOrder();
    const first = await page(id, 'comments', '?page=1&limit=200');
    expect(first.code).toBe(200);
    expect(first.body).toMatchObject({ status: 1, total: 300 });
    const rows = first.body.data as Array<{ remark: string; us_date: string; create_ts: string }>;
    expect(rows).toHaveLength(200);
    expect(rows[0]!.remark).toBe('Comment 300');
    expect(rows[199]!.remark).toBe('Comment 101');
    expect(rows[0]!.us_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const second = await page(encodeId(id), 'comments', '?page=2&limit=200');
    expect((second.body.data as Array<{ remark: string }>).map((r) => r.remark)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Comment ${100 - i}`),
    );
    const oldest = await page(id, 'comments', '?order=asc&limit=3');
    expect((oldest.body.data as Array<{ remark: string }>).map((r) => r.remark)).toEqual([
      'Comment 1',
      'Comment 2',
      'Comment 3',
    ]);
    // Default: 50 a page, newest first: the same entries the detail carries.
    const downloads = await page(id, 'downloads');
    expect(downloads.body.total).toBe(300);
    const shown = downloads.body.data as Array<{ id: number; times: number; last_ts: string }>;
    expect(shown.map((d) => d.id)).toEqual(Array.from({ length: 50 }, (_, i) => 300 - i));
    expect(shown[0]).toMatchObject({ times: 1 + (300 % 3), last_ts: expect.stringMatching(/Z$/) });
    const mails = await page(id, 'mails', '?page=2&limit=50');
    expect(mails.body.total).toBe(60);
    expect((mails.body.data as Array<{ provider_label: string }>).map((m) => m.provider_label)).toEqual(
      Array(10).fill('Mail provider 1'),
    );
    const uploads = await page(id, 'uploads', '?order=asc');
    expect(uploads.body).toMatchObject({ total: 3, data: [{ file1: 'card-1.pdf' }, {}, {}] });
    const events = await page(id, 'events', '?limit=1');
    expect(events.body).toMatchObject({ total: 360, data: [{ id: 360, action: 'mail' }] });
  });

  it('pages the Activity in the order the detail shows it, every line once', async () => {
    const id = await longOrder();
    const detail = (await as(suite.staff.Team.token, 'GET', `/api/admin/get-orders-details/${id}`)).body
      .data as OrderDetail;
    const first = await page(id, 'activity');
    expect(first.body.total).toBe(660);
    expect(first.body.data).toEqual(detail.activity);
    const keys: string[] = [];
    for (let p = 1; p <= 4; p++) {
      const { body } = await page(id, 'activity', `?page=${p}&limit=200`);
      keys.push(...(body.data as ActivityEntry[]).map((a) => a.key));
    }
    expect(keys).toHaveLength(660);
    expect(new Set(keys).size).toBe(660);
    const oldest = await page(id, 'activity', '?order=asc&limit=1');
    expect(oldest.body.data).toEqual([expect.objectContaining({ key: 'e1', text: 'Commented: Comment 1' })]);
  });

  it('refuses a bad history name, page, limit or order id with a clear 400, an unknown order with 404', async () => {
    const id = await longOrder();
    expect(await page(id, 'nope')).toMatchObject({
      code: 400,
      body: {
        status: 0,
        message: 'Invalid history: must be one of comments, mails, downloads, uploads, events, activity',
      },
    });
    for (const query of [
      '?page=0',
      '?page=-1',
      '?page=x',
      '?page=1.5',
      '?limit=0',
      '?limit=201',
      '?order=up',
    ]) {
      const { code, body } = await page(id, 'comments', query);
      expect({ query, code, status: body.status }).toEqual({ query, code: 400, status: 0 });
      expect(body.message).toMatch(/^Invalid (page|limit|order)/);
    }
    expect(await page(id, 'comments', '?page=3&limit=200')).toMatchObject({
      code: 400,
      body: {
        message: 'Invalid page: 3 is past the last page (2); this history has 300 entries, 200 per page.',
      },
    });
    expect(await page('abc!', 'comments')).toMatchObject({ code: 400, body: { status: 0 } });
    expect(await page(999999, 'comments')).toMatchObject({
      code: 404,
      body: { status: 0, message: 'Order not found: 999999' },
    });
    // An order with an empty history answers its one empty page.
    const empty = await makeOrder(suite.context.app.db);
    expect(await page(empty, 'downloads')).toMatchObject({ code: 200, body: { data: [], total: 0 } });
  });

  it('is for signed-in staff only, every role as for the detail', async () => {
    const id = await longOrder();
    const anonymous = await suite.context.app.inject({
      method: 'GET',
      url: `/api/admin/order-history/${id}/comments`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401 });
    expect((await page(id, 'comments', '', 'Bearer not.a.token')).code).toBe(401);
    for (const role of ['Admin', 'Manager', 'Team', 'Telecaller', 'Night Staff'] as const) {
      const { code, body } = await page(id, 'comments', '?limit=1', suite.staff[role].token);
      expect({ role, code, total: body.total }).toEqual({ role, code: 200, total: 300 });
    }
  });
});
