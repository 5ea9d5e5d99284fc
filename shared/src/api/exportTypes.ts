import type { ApiQuery, FolderName } from '@earrival/shared/types';

/** What can be exported: a folder (GET admin/export/{orderName}.csv), or one of the statistics tables. */
export type ExportName = FolderName | 'countryOrders' | 'processedBy';

/** The list's filters and sort (and the search box's text), or a statistics table's days; each sorts its own columns. */
export type ExportParams = Omit<ApiQuery<'exportCsv'>, 'sort'> &
  Pick<ApiQuery<'exportCountryOrdersCsv'>, 'fromDate' | 'toDate'> & { sort?: string };

export interface ExportProgress {
  /** Bytes received so far. */
  bytes: number;
}

export interface ExportOptions {
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
}
