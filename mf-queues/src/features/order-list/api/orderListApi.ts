import {
  api,
  ordersApi,
  type Envelope,
  type FolderName,
  type OrderListPage,
  type OrderListRow,
  type OrderSortColumn,
  type SortDirection,
} from '@earrival/shared';

export interface OrderPageQuery {
  folder: FolderName;
  page: number;
  limit: number;
  userName?: string;
  sort?: OrderSortColumn;
  order?: SortDirection;
  /** Future Order: only orders processed in this month ('01'..'12'). */
  processMonth?: string;
}

/** One page of a queue. The month filter of the future list is not in ordersApi.list, so it goes direct. */
export function fetchOrderPage(query: OrderPageQuery): Promise<Envelope<OrderListPage>> {
  const { folder, page, limit, userName, sort, order, processMonth } = query;
  if (processMonth === undefined)
    return ordersApi.list({ orderName: folder, page, perPage: limit, userName, sort, order });
  return api.get<Envelope<OrderListPage>>(`admin/get-orders-list/${folder}`, {
    page,
    limit,
    delay: 1,
    userName,
    sort,
    order,
    processMonth,
  });
}

export interface OrderSearchQuery {
  folder: FolderName;
  term: string;
  /** Zero-based offset of the first row and one past the last, as search-order takes them. */
  start: number;
  end: number;
  userName?: string;
}

export function searchOrders({
  folder,
  term,
  start,
  end,
  userName,
}: OrderSearchQuery): Promise<Envelope<OrderListRow[]>> {
  return ordersApi.search({ start, end, searchVal: term, folderName: folder, userName });
}
