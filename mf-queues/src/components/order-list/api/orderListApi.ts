import { ordersApi, type OrderListFilter } from '@earrival/shared/api';
import { type FolderName, type OrderListResponse, type OrderSortColumn } from '@earrival/shared/types';
import { type SortDirection } from '../../order-table';

export interface OrderPageQuery extends OrderListFilter {
  folder: FolderName;
  page: number;
  limit: number;
  userName?: string;
  sort?: OrderSortColumn;
  order?: SortDirection;
  /** Future Order: only orders processed in this month ('01'..'12'). */
  processMonth?: string;
  /** Next or Previous page: the shown page's cursor (see OrderListResponse.cursors). */
  after?: string;
  before?: string;
}

/** One page of a queue, in the table's terms (folder, limit) rather than the call's (orderName, perPage). */
export function fetchOrderPage({ folder, limit, ...rest }: OrderPageQuery): Promise<OrderListResponse> {
  return ordersApi.list({ orderName: folder, perPage: limit, ...rest });
}

export interface OrderSearchQuery extends OrderListFilter {
  folder: FolderName;
  term: string;
  /** Zero-based offset of the first row and one past the last, as search-order takes them. */
  start: number;
  end: number;
  userName?: string;
}

export function searchOrders({ folder, term, ...rest }: OrderSearchQuery): Promise<OrderListResponse> {
  return ordersApi.search({ ...rest, searchVal: term, folderName: folder });
}
