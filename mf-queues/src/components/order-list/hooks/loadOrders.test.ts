import { installQueueServer, makeOrder } from '../../../testing/queueServer';
import { ChunkedRows } from './chunkedRows';
import { ALL_CHUNK_SIZE, loadChunk, loadOrders, sortRows } from './loadOrders';

const base = { folder: 'allOrder' as const };
let fake: ReturnType<typeof installQueueServer>;
beforeEach(() => {
  fake = installQueueServer(Array.from({ length: 1234 }, (_, i) => makeOrder(i + 1)));
});
afterEach(() => fake.restore());

describe('loadOrders', () => {
  it('keeps search calls within the 500 rows search-order allows, and knows when more exist', async () => {
    const result = await loadOrders({ base, page: 1, limit: 500, sort: null, term: 'customer' });
    expect(fake.requests[0]!.body).toMatchObject({ start: 0, end: 500 });
    expect(result).toMatchObject({ total: 1234, totalCapped: false, hasMore: true });
    await loadOrders({ base, page: 3, limit: 'all', sort: null, term: 'customer' });
    expect(fake.requests[1]!.body).toMatchObject({ start: 1000, end: 1500 });
    const small = await loadOrders({ base, page: 2, limit: 25, sort: null, term: 'customer' });
    expect(fake.requests[2]!.body).toMatchObject({ start: 25, end: 51 });
    expect(small.rows).toHaveLength(25);
    expect(small.hasMore).toBe(true);
  });

  it("loads 'All' as the first chunk of a list as long as the queue, and later chunks by page", async () => {
    const result = await loadOrders({
      base,
      page: 4,
      limit: 'all',
      sort: { key: 'order_id', direction: 'desc' },
      term: '',
    });
    expect(fake.requests[0]!.params).toMatchObject({
      page: 1,
      limit: ALL_CHUNK_SIZE,
      sort: 'order_id',
      order: 'desc',
    });
    expect(result.rows).toBeInstanceOf(ChunkedRows);
    expect(result.rows.length).toBe(1234);
    expect(result.rows.at(0)?.order_id).toBe(1234);
    expect(result.rows.at(600)).toBeUndefined();
    const chunk = await loadChunk(base, null, 2);
    expect(fake.requests[1]!.params).toMatchObject({ page: 3, limit: ALL_CHUNK_SIZE });
    expect(chunk).toHaveLength(234);
    expect((result.rows as ChunkedRows<unknown>).chunksFor(490, 1010)).toEqual([0, 1, 2]);
  });

  it('sorts a page of search results by the list sort keys', () => {
    const rows = [makeOrder(2, { first_name: 'bea' }), makeOrder(1, { first_name: 'Ana' })];
    expect(sortRows(rows, { key: 'name', direction: 'asc' }).map((row) => row.order_id)).toEqual([1, 2]);
    expect(sortRows(rows, { key: 'order_id', direction: 'desc' }).map((row) => row.order_id)).toEqual([2, 1]);
  });
});
