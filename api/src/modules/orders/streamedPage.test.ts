import type { OrderListRow } from './schemas/order';
import { databaseKinds } from '../../testing/harness';
import { orderValues, useStaffSuite } from '../../testing/fixtures';
import { STREAMED_PAGE_FROM } from './service/streamedPage';

/*
 * Each case reads ~1,150 orders several times over. Measured on the 2-core machine on PGlite: the longest
 * case 4.1 s with other work beside it, past jest's default 5 s with a second `npm test` beside it, and
 * 14.6 s in a full run on the loaded machine (2026-12-02), half of a 30 s guard. The guard is for a hang,
 * not a speed assertion (that is `npm run bench -- allpage`).
 */
jest.setTimeout(120_000);

/** More orders than one batch holds, so a page of all of them is read in two batches and streamed. */
const ORDERS = STREAMED_PAGE_FROM + 149;

describe.each(databaseKinds())('a list page longer than one batch (a whole folder at once) on %s', (kind) => {
  const suite = useStaffSuite(kind);

  const list = async (query: string) => {
    const response = await suite.context.app.inject({
      url: `/api/admin/get-orders-list/allOrder?${query}`,
      headers: { authorization: suite.staff.Admin.token },
    });
    return response;
  };

  beforeEach(async () => {
    const rows = Array.from({ length: ORDERS }, (_, i) =>
      orderValues({ first_name: `Name${String(i % 97).padStart(2, '0')}`, email: `o${i}@x.org` }),
    );
    for (let at = 0; at < rows.length; at += 500)
      await suite.context.app.db
        .insertInto('orders')
        .values(rows.slice(at, at + 500))
        .execute();
  });

  it('answers what the pages of 500 answer together, in one JSON answer, for any sort', async () => {
    for (const sort of ['order_id&order=desc', 'name&order=asc']) {
      const pages: OrderListRow[] = [];
      const cursors: Array<{ before: string; after: string }> = [];
      for (let page = 1; page <= Math.ceil(ORDERS / 500); page++) {
        const body = (await list(`page=${page}&limit=500&sort=${sort}`)).json();
        pages.push(...body.data);
        cursors.push(body.cursors);
      }
      const all = await list(`page=1&limit=${ORDERS}&sort=${sort}`);
      expect(all.statusCode).toBe(200);
      expect(all.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(all.json()).toEqual({
        status: 1,
        message: 'OK',
        data: pages,
        total: ORDERS,
        cursors: { before: cursors[0]!.before, after: cursors.at(-1)!.after },
      });
      // The same bytes the response schema writes for a short page (field order, ISO times, no extras).
      const short = await list(`page=1&limit=2&sort=${sort}`);
      expect(all.body.startsWith(short.body.slice(0, short.body.indexOf('},{') + 1))).toBe(true);
    }
  });

  it('starts at its page or after its cursor, and stops at its limit', async () => {
    const limit = STREAMED_PAGE_FROM;
    const every = (await list(`page=1&limit=${ORDERS}&sort=order_id&order=asc`)).json()
      .data as OrderListRow[];
    const second = (await list(`page=2&limit=${limit}&sort=order_id&order=asc`)).json();
    expect(second.data).toEqual(every.slice(limit));
    const first = (await list(`page=1&limit=${limit}&sort=order_id&order=asc`)).json();
    expect(first.data).toEqual(every.slice(0, limit));
    const next = (
      await list(`page=2&limit=${limit}&sort=order_id&order=asc&after=${first.cursors.after}`)
    ).json();
    expect(next.data).toEqual(every.slice(limit));
    // Past the end: an empty page with its total.
    const beyond = (await list(`page=3&limit=${limit}&sort=order_id&order=asc`)).json();
    expect([beyond.data, beyond.total, beyond.cursors]).toEqual([[], ORDERS, null]);
  });

  it('refuses a hand-made cursor and a long Previous page with a message, before any row is sent', async () => {
    const forged = Buffer.from(JSON.stringify(['not a date', 5])).toString('base64url');
    const badCursor = await list(`page=2&limit=${ORDERS}&sort=created_at&order=asc&after=${forged}`);
    expect([badCursor.statusCode, badCursor.json().message]).toEqual([
      400,
      'Invalid cursor: it belongs to another sort or list. Reload the list.',
    ]);
    const first = (await list(`page=2&limit=10&sort=order_id&order=asc`)).json();
    const previous = await list(
      `page=1&limit=${ORDERS}&sort=order_id&order=asc&before=${first.cursors.before}`,
    );
    expect([previous.statusCode, previous.json().message]).toEqual([
      400,
      `A previous page (before=) holds at most ${STREAMED_PAGE_FROM - 1} rows.`,
    ]);
  });
});
