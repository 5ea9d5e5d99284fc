import { blobResponse, type FileOptions } from './client';
import { pathOf } from './call';
import type { ExportName, ExportOptions, ExportParams } from './exportTypes';

/** The file name of a Content-Disposition header (attachment; filename="x.csv"), or null. */
export function fileNameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** A streamed file with progress and cancel: the bytes and the name the server gives it. */
export async function downloadFile(path: string, params: Record<string, unknown>, options: FileOptions = {}) {
  const { data, headers } = await blobResponse(path, (http) =>
    http.get(path, {
      params,
      responseType: 'blob',
      onDownloadProgress: options.onDownloadProgress,
      signal: options.signal,
    }),
  );
  return { blob: data, filename: fileNameOf(headers['content-disposition']) };
}

/** Empty values are left out, so the export sees what the list call saw. */
const present = (params: ExportParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

const exportPath = (name: ExportName) =>
  name === 'countryOrders'
    ? pathOf('GET admin/export/countryOrders.csv')
    : name === 'processedBy'
      ? pathOf('GET admin/export/processedBy.csv')
      : pathOf('GET admin/export/{orderName}.csv', { orderName: name });

/** `exportApi.csv` (exports.ts), loaded with the first export. */
export async function exportCsv(
  name: ExportName,
  params: ExportParams,
  { onProgress, signal }: ExportOptions,
) {
  const { blob, filename } = await downloadFile(exportPath(name), present(params), {
    signal,
    onDownloadProgress: onProgress ? (event) => onProgress({ bytes: event.loaded }) : undefined,
  });
  return { blob, filename: filename ?? `${name}.csv` };
}
