import type { FolderName, OrderSortColumn } from '@earrival/shared/types';
import type { OrderListFilter } from './orders';

/** What can be exported: a folder (GET admin/export/{orderName}.csv), or one of the statistics tables. */
export type ExportName = FolderName | 'countryOrders' | 'processedBy';

/** The list's filters and sort (and the search box's text); the statistics take their own, see the API. */
export interface ExportParams extends OrderListFilter {
  userName?: string;
  sort?: OrderSortColumn | string;
  order?: 'asc' | 'desc';
  processMonth?: string;
  search?: string;
  fromDate?: string;
  toDate?: string;
}

export interface ExportProgress {
  /** Bytes received so far. */
  bytes: number;
}

export interface ExportOptions {
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
}

export const exportApi = {
  /**
   * The CSV file (streamed by the server), with the file name the server chose. The download code loads
   * with the first export, as the live stream's reader does: the pages that never export (sign-in, the
   * visitor's) load this entry without it.
   */
  csv: async (name: ExportName, params: ExportParams, options: ExportOptions = {}) =>
    (await import('./exportFile')).exportCsv(name, params, options),
};
