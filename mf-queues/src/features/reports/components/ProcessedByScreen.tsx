import { ordersApi } from '@earrival/shared/api';
import { PROCESSED_BY_VIEW } from '@earrival/shared/columns';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { type ProcessedByEntry } from '@earrival/shared/types';
import { ReportScreen, type ReportDefinition } from './ReportScreen';

const PROCESSED_BY: ReportDefinition<ProcessedByEntry, keyof ProcessedByEntry> = {
  name: 'processed-by',
  fetchRows: ordersApi.processedBy,
  options: { toastInitialLoad: true },
  view: PROCESSED_BY_VIEW,
  exportName: 'processedBy',
  subject: 'Orders processed per member',
  units: 'members',
  series: [{ key: 'count', name: 'Order Count', color: '#0a58ca' }],
  toBar: (row) => ({ label: row.processed_by, values: { count: row.count } }),
  columns: (pageRows, offset) => [
    // The serial number follows the rows as listed (after search and sort), across pages.
    { id: 'serial', header: 'S. No', render: (row) => offset + pageRows.indexOf(row) + 1 },
    { id: 'name', header: 'Name', sortKey: 'processed_by', render: (row) => row.processed_by },
    { id: 'count', header: 'Order Count', sortKey: 'count', render: (row) => row.count },
  ],
  rowKey: (row) => `${row.member_id ?? 'none'}:${row.processed_by}`,
  searchPlaceholder: 'Search name',
};

/** Orders processed per member of staff, for a date range (kept in the address), as a chart and a table. */
export function ProcessedByScreen({ route }: AdminScreenProps) {
  return <ReportScreen title={route.title} definition={PROCESSED_BY} />;
}
