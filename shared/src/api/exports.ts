import type { ExportName, ExportOptions, ExportParams } from './exportTypes';

export type { ExportName, ExportOptions, ExportParams, ExportProgress } from './exportTypes';

export const exportApi = {
  /**
   * The CSV file (streamed by the server), with the file name the server chose. The download code loads
   * with the first export, as the live stream's reader does: the pages that never export (sign-in, the
   * visitor's) load this entry without it.
   */
  csv: async (name: ExportName, params: ExportParams, options: ExportOptions = {}) =>
    (await import('./exportFile')).exportCsv(name, params, options),
};
