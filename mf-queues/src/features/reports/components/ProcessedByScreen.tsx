import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ordersApi } from '@earrival/shared/api';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { type ProcessedByEntry } from '@earrival/shared/types';
import { NO_RECORDS_TEXT, OrderTable, Page, type TableColumn } from '@earrival/shared/ui';
import { useClientTable } from '../hooks/useClientTable';
import { useReport } from '../hooks/useReport';
import { PROCESSED_BY_VIEW } from '@earrival/shared/columns';
import { ExportButton } from '../../export';
import { CHART_BARS, largest, type ChartSeries } from '../charts/chartData';
import { ChartPanel, rangeWords } from './ChartPanel';
import { DateRangeForm } from './DateRangeForm';

type ProcessedKey = keyof ProcessedByEntry;

const SERIES: ChartSeries[] = [{ key: 'count', name: 'Order Count', color: '#0a58ca' }];

/** Orders processed per member of staff, for a date range (kept in the address), as a chart and a table. */
export function ProcessedByScreen({ route }: AdminScreenProps) {
  const report = useReport('processed-by', ordersApi.processedBy, { toastInitialLoad: true });
  const table = useClientTable(report.rows, PROCESSED_BY_VIEW);
  const { offset } = table;
  const bars = useMemo(
    () =>
      largest(report.rows, (row) => row.count).map((row) => ({
        label: row.processed_by,
        values: { count: row.count },
      })),
    [report.rows],
  );
  const shown = report.rows.length > CHART_BARS ? `top ${CHART_BARS} of ${report.rows.length}` : 'all';
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
    <Page
      title={route.title}
      actions={
        <ExportButton
          name="processedBy"
          params={{
            ...report.range,
            search: table.term,
            sort: table.sort?.key,
            order: table.sort?.direction,
          }}
        />
      }
    >
      <DateRangeForm value={report.range} onSubmit={report.submit} busy={report.loading} />
      {report.error && <Alert variant="danger">{report.error}</Alert>}
      <ChartPanel
        caption={`Orders processed per member, ${rangeWords(report.range.fromDate, report.range.toDate)} (${shown} members)`}
        bars={bars}
        series={SERIES}
      />
      <OrderTable
        label={route.title}
        columns={columns}
        rows={table.pageRows}
        rowKey={(row) => `${row.member_id ?? 'none'}:${row.processed_by}`}
        loading={report.loading}
        emptyText={NO_RECORDS_TEXT}
        sort={table.sort}
        onSortChange={table.setSort}
        onSearch={table.setTerm}
        searchPlaceholder="Search name"
        paging={table.paging}
      />
    </Page>
  );
}
