import { useMemo } from 'react';
import { ordersApi } from '@earrival/shared/api';
import { PROCESSED_BY_VIEW } from '@earrival/shared/columns';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { type ProcessedByEntry } from '@earrival/shared/types';
import { type TableColumn } from '../../../components/order-table';
import type { ChartBar, ChartSeries } from '../charts/chartData';
import { useClientTable } from '../hooks/useClientTable';
import { useReport } from '../hooks/useReport';
import { ReportScreen } from './ReportScreen';

type ProcessedKey = keyof ProcessedByEntry;

const SERIES: ChartSeries[] = [{ key: 'count', name: 'Order Count', color: '#0a58ca' }];
const toBar = (row: ProcessedByEntry): ChartBar => ({
  label: row.processed_by,
  values: { count: row.count },
});
const rowKey = (row: ProcessedByEntry) => `${row.member_id ?? 'none'}:${row.processed_by}`;

/** Orders processed per member of staff, for a date range (kept in the address), as a chart and a table. */
export function ProcessedByScreen({ route }: AdminScreenProps) {
  const report = useReport('processed-by', ordersApi.processedBy, { toastInitialLoad: true });
  const table = useClientTable(report.rows, PROCESSED_BY_VIEW);
  const { offset } = table;
  const columns = useMemo<TableColumn<ProcessedByEntry, ProcessedKey>[]>(
    () => [
      // The serial number follows the rows as listed (after search and sort), across pages.
      { id: 'serial', header: 'S. No', render: (row) => offset + table.pageRows.indexOf(row) + 1 },
      { id: 'name', header: 'Name', sortKey: 'processed_by', render: (row) => row.processed_by },
      { id: 'count', header: 'Order Count', sortKey: 'count', render: (row) => row.count },
    ],
    [offset, table.pageRows],
  );
  return (
    <ReportScreen
      title={route.title}
      exportName="processedBy"
      report={report}
      table={table}
      subject="Orders processed per member"
      units="members"
      series={SERIES}
      toBar={toBar}
      columns={columns}
      rowKey={rowKey}
      searchPlaceholder="Search name"
    />
  );
}
