import { exportApi, type ExportName, type ExportParams } from '@earrival/shared/api';
import { ExportCsvButton } from '@earrival/shared/ui';

export interface ExportButtonProps {
  /** The folder, or countryOrders / processedBy. */
  name: ExportName;
  /** What the table on screen is filtered, searched and sorted by. */
  params: ExportParams;
}

/**
 * Export CSV of the table on screen: every row of its queue, search or report (not only the page shown).
 * While it downloads, the bytes received so far and a Cancel button; then the file is saved under the
 * server's name (the queue and the date).
 */
export function ExportButton({ name, params }: ExportButtonProps) {
  return <ExportCsvButton showBytes download={(options) => exportApi.csv(name, params, options)} />;
}
