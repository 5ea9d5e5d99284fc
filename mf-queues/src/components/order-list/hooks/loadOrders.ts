import type { OrderListRow, OrderSortColumn } from '@earrival/shared/types';
import type { RowSource, SortState } from '../../order-table';
import { fetchOrderPage, searchOrders, type OrderPageQuery } from '../api/orderListApi';
import { ChunkedRows } from './chunkedRows';

/** 'All' on a large queue is fetched in pages of this size, as the rows come into view. */
export const ALL_CHUNK_SIZE = 500;
/** search-order returns at most this many rows per call. */
export const SEARCH_MAX_ROWS = 500;

export interface OrderListData {
  rows: RowSource<OrderListRow>;
  /** The queue's total, or how many orders a search matches (at most the server's count cap). */
  total: number;
  /** Search: more than `total` match (the server stopped counting at its cap: "1,000+"). */
  totalCapped: boolean;
  /** Search results: whether a further page exists. */
  hasMore: boolean;
  /** A list page's keyset cursors: Next and Previous start from them instead of an offset. */
  cursors: { before: string; after: string } | null;
}

export const EMPTY_LIST: OrderListData = {
  rows: [],
  total: 0,
  totalCapped: false,
  hasMore: false,
  cursors: null,
};

/** Next or Previous from the page shown: its cursor, so the server walks from that row, not an offset. */
export type PageStep = { after: string } | { before: string };

export interface LoadRequest {
  base: Omit<OrderPageQuery, 'page' | 'limit' | 'sort' | 'order'>;
  page: number;
  /** Rows per page; 'all' loads the queue in chunks. */
  limit: number | 'all';
  sort: SortState<OrderSortColumn> | null;
  term: string;
  /** The page is next to the one shown (lists only). */
  step?: PageStep | null;
}

export async function loadOrders({
  base,
  page,
  limit,
  sort,
  term,
  step,
}: LoadRequest): Promise<OrderListData> {
  const sortParams = sort ? { sort: sort.key, order: sort.direction } : {};
  if (term) {
    // Search results come in pages of at most 500, 'All' included: their total is not known.
    const size = limit === 'all' ? SEARCH_MAX_ROWS : Math.min(limit, SEARCH_MAX_ROWS);
    const start = (page - 1) * size;
    // One row beyond the page tells whether there is a next page, where the cap leaves room for it.
    const probe = size < SEARCH_MAX_ROWS ? size + 1 : size;
    const found = await searchOrders({ ...base, term, start, end: start + probe });
    const rows = found.data.slice(0, size);
    const hasMore = found.data.length > size || (probe === size && found.data.length === size);
    return {
      rows: sort ? sortRows(rows, sort) : rows,
      total: found.total,
      totalCapped: found.totalCapped ?? false,
      hasMore,
      cursors: null,
    };
  }
  if (limit === 'all') {
    const first = await fetchOrderPage({ ...base, ...sortParams, page: 1, limit: ALL_CHUNK_SIZE });
    const whole = { total: first.total, totalCapped: false, hasMore: false, cursors: null };
    if (first.total <= ALL_CHUNK_SIZE) return { ...whole, rows: first.data };
    return {
      ...whole,
      rows: new ChunkedRows<OrderListRow>(first.total, ALL_CHUNK_SIZE).withChunk(0, first.data),
    };
  }
  const result = await fetchOrderPage({ ...base, ...sortParams, page, limit, ...step });
  return {
    rows: result.data,
    total: result.total,
    // A list filtered by citizenship or created days counts up to the search's cap, as a search does.
    totalCapped: result.totalCapped ?? false,
    hasMore: result.data.length === limit,
    cursors: result.cursors ?? null,
  };
}

export async function loadChunk(
  base: LoadRequest['base'],
  sort: LoadRequest['sort'],
  chunk: number,
): Promise<OrderListRow[]> {
  const sortParams = sort ? { sort: sort.key, order: sort.direction } : {};
  return (await fetchOrderPage({ ...base, ...sortParams, page: chunk + 1, limit: ALL_CHUNK_SIZE })).data;
}

const sortValue = (row: OrderListRow, key: OrderSortColumn): string | number => {
  if (key === 'name') return `${row.first_name} ${row.sur_name}`.toLowerCase();
  const value = row[key];
  return typeof value === 'number' ? value : (value ?? '').toLowerCase();
};

/** search-order takes no sort: its page is sorted here, by the same keys the server sorts lists by. */
export function sortRows(
  rows: OrderListRow[],
  { key, direction }: SortState<OrderSortColumn>,
): OrderListRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortValue(a, key);
    const right = sortValue(b, key);
    return left < right ? -sign : left > right ? sign : 0;
  });
}
