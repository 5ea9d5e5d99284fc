import type { OrderListRow, OrderSortColumn } from '@earrival/shared/types';
import type { RowSource, SortState } from '@earrival/shared/ui';
import { fetchOrderPage, searchOrders, type OrderPageQuery } from '../api/orderListApi';
import { ChunkedRows } from './chunkedRows';

/** 'All' on a large queue is fetched in pages of this size, as the rows come into view. */
export const ALL_CHUNK_SIZE = 500;
/** search-order returns at most this many rows per call. */
export const SEARCH_MAX_ROWS = 500;

export interface OrderListData {
  rows: RowSource<OrderListRow>;
  /** The queue's total; null for search results, whose total the server does not send. */
  total: number | null;
  /** Search results: whether a further page exists. */
  hasMore: boolean;
}

export const EMPTY_LIST: OrderListData = { rows: [], total: 0, hasMore: false };

export interface LoadRequest {
  base: Omit<OrderPageQuery, 'page' | 'limit' | 'sort' | 'order'>;
  page: number;
  /** Rows per page; 'all' loads the queue in chunks. */
  limit: number | 'all';
  sort: SortState<OrderSortColumn> | null;
  term: string;
}

export async function loadOrders({ base, page, limit, sort, term }: LoadRequest): Promise<OrderListData> {
  const sortParams = sort ? { sort: sort.key, order: sort.direction } : {};
  if (term) {
    // Search results come in pages of at most 500, 'All' included: their total is not known.
    const size = limit === 'all' ? SEARCH_MAX_ROWS : Math.min(limit, SEARCH_MAX_ROWS);
    const start = (page - 1) * size;
    // One row beyond the page tells whether there is a next page, where the cap leaves room for it.
    const probe = size < SEARCH_MAX_ROWS ? size + 1 : size;
    const found = (await searchOrders({ ...base, term, start, end: start + probe })).data;
    const rows = found.slice(0, size);
    const hasMore = found.length > size || (probe === size && found.length === size);
    return { rows: sort ? sortRows(rows, sort) : rows, total: null, hasMore };
  }
  if (limit === 'all') {
    const first = await fetchOrderPage({ ...base, ...sortParams, page: 1, limit: ALL_CHUNK_SIZE });
    if (first.total <= ALL_CHUNK_SIZE) return { rows: first.data, total: first.total, hasMore: false };
    return {
      rows: new ChunkedRows<OrderListRow>(first.total, ALL_CHUNK_SIZE).withChunk(0, first.data),
      total: first.total,
      hasMore: false,
    };
  }
  const result = await fetchOrderPage({ ...base, ...sortParams, page, limit });
  return { rows: result.data, total: result.total, hasMore: false };
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
