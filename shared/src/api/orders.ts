import { api } from './client';
import type {
  ActionSource,
  CountryOrderRow,
  Envelope,
  FolderName,
  FutureMonthCount,
  OrderCounts,
  OrderDetail,
  OrderListResponse,
  OrderSortColumn,
  ProcessStatus,
  ProcessingMode,
  ProcessedByEntry,
  ApiData,
  CommentPayload,
  Remark,
} from '@earrival/shared/types';

/**
 * The list filters, as the list, its search and its export take them (and the queue screens keep them in
 * the address under the same names). Dates are UTC days, inclusive.
 */
export interface OrderListFilter {
  /** A member's id, or 'none' for the orders nobody is assigned. */
  assignee?: string;
  /** The whole country name, any case. */
  citizenship?: string;
  mode?: ProcessingMode;
  /** 'YYYY-MM-DD'. */
  createdFrom?: string;
  createdTo?: string;
}

/** A member who has orders assigned (the assignee filter's choices). */
export type OrderAssignee = ApiData<'getOrderAssignees'>[number];

export interface OrderListQuery extends OrderListFilter {
  orderName: FolderName;
  page: number;
  /** Rows per page: 10..500, or the folder's total for 'All' (the server accepts up to 100,000). */
  perPage: number;
  /** With orderName 'newOrder': My Orders of this member. */
  userName?: string;
  sort?: OrderSortColumn;
  order?: 'asc' | 'desc';
  /** futureOrder only: one process month, '01'..'12'. */
  processMonth?: string;
  /** Next page by keyset: the current page's cursors.after (page is then only echoed). */
  after?: string;
  /** Previous page by keyset: the current page's cursors.before. */
  before?: string;
}

export interface SearchQuery extends OrderListFilter {
  /** Zero-based offset of the first row. */
  start: number;
  /** Offset after the last row (exclusive); at most 500 rows per call. */
  end: number;
  /** Substring of order id, name, e-mail or telephone; 1-2 characters return an empty list (min 3). */
  searchVal: string;
  folderName: FolderName;
  userName?: string;
}

/**
 * Result of a status move, delete or refund: how many orders actually changed, and the action an Undo
 * takes back (null when nothing changed).
 */
export type MoveResult = Envelope<{ updated: number; actionId: string | null }>;

/** Result of an assign or a move back: the action an Undo takes back (null when nothing changed). */
export type AssignResult = Envelope<{ actionId: string | null }>;

export const ordersApi = {
  folderCounts: (userName: string) =>
    api.get<Envelope<OrderCounts>>('admin/get-all-folder-count', { userName }),
  list: ({ orderName, page, perPage, ...rest }: OrderListQuery) =>
    api.get<OrderListResponse>(`admin/get-orders-list/${orderName}`, {
      page,
      limit: perPage,
      delay: 1,
      ...rest,
    }),
  /** The members who have orders assigned: the lists' assignee filter. */
  assignees: () => api.get<Envelope<OrderAssignee[]>>('admin/get-order-assignees'),
  futureMonthCounts: () => api.get<Envelope<FutureMonthCount[]>>('admin/get-future-order-month-count'),
  search: (body: SearchQuery) => api.post<OrderListResponse>('admin/search-order', body),
  /** Soft delete. folderName tells the server which table the action comes from ('myOrder' for My Orders). */
  softDelete: (orderIds: number[], folderName?: ActionSource) =>
    api.put<MoveResult>('admin/change-order-status', {
      orderId: orderIds,
      updatingStatus: 'Deleted',
      permanentDeletedFlag: false,
      folderName,
    }),
  moveStatus: (orderId: number | number[], updatingStatus: ProcessStatus, folderName?: ActionSource) =>
    api.put<MoveResult>('admin/move-order-status', { orderId, updatingStatus, folderName }),
  assign: (orderIds: number[], assignto: string | null) =>
    api.put<AssignResult>('admin/assign-order-status', { orderId: orderIds, assignto }),
  completeRefund: (orderIds: number[]) =>
    api.put<MoveResult>('admin/move-to-complete-refund', { orderId: orderIds }),
  /** The plain id or its encoded form (as in /admin/view-order/{encoded}). */
  details: (orderId: number | string) =>
    api.get<Envelope<OrderDetail>>(`admin/get-orders-details/${orderId}`),
  /** A comment flagged Refund answers the actionId of its move to the refund queue. */
  addRemark: (body: CommentPayload) =>
    api.post<Envelope<Remark & { actionId: string | null }>>('admin/add-new-remark', body),
  /** Takes back the action a change answered (within 10 minutes, once, by its member or an Admin). */
  undoAction: (actionId: string) =>
    api.post<Envelope<{ orderIds: number[] }>>('admin/undo-action', { actionId }),
  /** Path chosen by the server (the spec does not show it). */
  saveTransaction: (body: { orderId: number | string; transactionId: string; merchantName: string }) =>
    api.post<Envelope<null>>('admin/save-transaction-details', body),
  countryOrders: (body: { fromDate?: string; toDate?: string }) =>
    api.post<Envelope<CountryOrderRow[]>>('admin/get-country-order-list', body),
  processedBy: (body: { fromDate?: string; toDate?: string }) =>
    api.post<Envelope<ProcessedByEntry[]>>('admin/get-processed-by-count', body),
};
