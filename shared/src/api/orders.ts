import type { ActionSource, ApiQuery, FolderName, ProcessStatus } from '@earrival/shared/types';
import { call, type BodyOf } from './call';

type ListParams = ApiQuery<'getOrdersList'>;

/**
 * The list filters, as the list, its search and its export take them (and the queue screens keep them in
 * the address under the same names). Dates are UTC days, inclusive.
 */
export type OrderListFilter = Pick<
  ListParams,
  'assignee' | 'citizenship' | 'mode' | 'createdFrom' | 'createdTo'
>;

/** The list call as the screens ask it: `perPage` rows (10..500, or the folder's total for 'All'). */
export type OrderListQuery = Omit<ListParams, 'page' | 'limit' | 'delay'> & {
  orderName: FolderName;
  page: number;
  perPage: number;
};

/** An order's place in a whole list: the list's own query (folder, filters, search, sort) and the order. */
export type OrderNeighboursQuery = ApiQuery<'getOrderNeighbours'> & { orderName: FolderName };
/** A whole list, as an order page asks for its neighbours in it. */
export type WholeListQuery = Omit<OrderNeighboursQuery, 'orderId'>;

type RangeBody = BodyOf<'POST admin/get-country-order-list'>;

export const ordersApi = {
  folderCounts: (userName: string) => call('GET admin/get-all-folder-count', { query: { userName } }),
  list: ({ orderName, page, perPage, ...rest }: OrderListQuery) =>
    call('GET admin/get-orders-list/{orderName}', {
      path: { orderName },
      query: { page, limit: perPage, delay: 1, ...rest },
    }),
  /** Previous, Next, place and total of an order in a whole list (across its pages). */
  neighbours: ({ orderName, ...query }: OrderNeighboursQuery) =>
    call('GET admin/order-neighbours/{orderName}', { path: { orderName }, query }),
  /** The members who have orders assigned: the lists' assignee filter. */
  assignees: () => call('GET admin/get-order-assignees'),
  futureMonthCounts: () => call('GET admin/get-future-order-month-count'),
  search: (body: BodyOf<'POST admin/search-order'>) => call('POST admin/search-order', { body }),
  /** Soft delete. folderName tells the server which table the action comes from ('myOrder' for My Orders). */
  softDelete: (orderIds: number[], folderName?: ActionSource) =>
    call('PUT admin/change-order-status', {
      body: { orderId: orderIds, updatingStatus: 'Deleted', permanentDeletedFlag: false, folderName },
    }),
  /** One id travels as it is: the server takes it as a list of one. */
  moveStatus: (orderId: number | number[], updatingStatus: ProcessStatus, folderName?: ActionSource) =>
    call('PUT admin/move-order-status', {
      body: { orderId: orderId as number[], updatingStatus, folderName },
    }),
  assign: (orderIds: number[], assignto: string | null) =>
    call('PUT admin/assign-order-status', { body: { orderId: orderIds, assignto } }),
  completeRefund: (orderIds: number[]) =>
    call('PUT admin/move-to-complete-refund', { body: { orderId: orderIds } }),
  /** The plain id or its encoded form (as in /admin/view-order/{encoded}). */
  details: (orderId: number | string) =>
    call('GET admin/get-orders-details/{orderId}', { path: { orderId: String(orderId) } }),
  /** A comment flagged Refund answers the actionId of its move to the refund queue. */
  addRemark: (body: BodyOf<'POST admin/add-new-remark'>) => call('POST admin/add-new-remark', { body }),
  /** Takes back the action a change answered (within 10 minutes, once, by its member or an Admin). */
  undoAction: (actionId: string) => call('POST admin/undo-action', { body: { actionId } }),
  /** Path chosen by the server (the spec does not show it). */
  saveTransaction: (body: BodyOf<'POST admin/save-transaction-details'>) =>
    call('POST admin/save-transaction-details', { body }),
  /** The customer's language (their pages and mails); every staff role may change it. */
  saveLanguage: (body: BodyOf<'POST admin/save-order-language'>) =>
    call('POST admin/save-order-language', { body }),
  countryOrders: (body: RangeBody) => call('POST admin/get-country-order-list', { body }),
  processedBy: (body: RangeBody) => call('POST admin/get-processed-by-count', { body }),
};
