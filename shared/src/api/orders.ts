import { api } from './client';
import type {
  CountryOrderRow,
  Envelope,
  FolderName,
  OrderCounts,
  OrderDetail,
  OrderListPage,
  OrderListRow,
  OrderSortColumn,
  ProcessStatus,
  ProcessedByEntry,
  CommentPayload,
} from '../types';

export interface OrderListQuery {
  orderName: FolderName;
  page: number;
  perPage: number;
  userName?: string;
  sort?: OrderSortColumn;
  order?: 'asc' | 'desc';
}

export interface SearchQuery {
  start: number;
  end: number;
  searchVal: string;
  folderName: FolderName;
  userName?: string;
}

export const ordersApi = {
  folderCounts: (userName: string) =>
    api.get<Envelope<OrderCounts>>('admin/get-all-folder-count', { userName }),
  list: ({ orderName, page, perPage, userName, sort, order }: OrderListQuery) =>
    api.get<Envelope<OrderListPage>>(`admin/get-orders-list/${orderName}`, {
      page,
      limit: perPage,
      delay: 1,
      userName,
      sort,
      order,
    }),
  search: (body: SearchQuery) => api.post<Envelope<OrderListRow[]>>('admin/search-order', body),
  softDelete: (orderIds: number[]) =>
    api.put<Envelope<null>>('admin/change-order-status', {
      orderId: orderIds,
      updatingStatus: 'Deleted',
      permanentDeletedFlag: false,
    }),
  moveStatus: (orderId: number | number[], updatingStatus: ProcessStatus) =>
    api.put<Envelope<null>>('admin/move-order-status', { orderId, updatingStatus }),
  assign: (orderIds: number[], assignto: string | null) =>
    api.put<Envelope<null>>('admin/assign-order-status', { orderId: orderIds, assignto }),
  completeRefund: (orderIds: number[]) =>
    api.put<Envelope<null>>('admin/move-to-complete-refund', { orderId: orderIds }),
  details: (orderId: number | string) => api.get<Envelope<OrderDetail>>(`admin/get-orders-details/${orderId}`),
  addRemark: (body: CommentPayload) => api.post<Envelope<null>>('admin/add-new-remark', body),
  countryOrders: (body: { fromDate?: string; toDate?: string }) =>
    api.post<Envelope<CountryOrderRow[]>>('admin/get-country-order-list', body),
  processedBy: (body: { fromDate?: string; toDate?: string }) =>
    api.post<Envelope<ProcessedByEntry[]>>('admin/get-processed-by-count', body),
};
