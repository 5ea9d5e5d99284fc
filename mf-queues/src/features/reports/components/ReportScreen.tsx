import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { ExportName } from '@earrival/shared/api';
import { NO_RECORDS_TEXT, Page } from '@earrival/shared/ui';
import { ExportButton } from '../../../components/export';
import { OrderTable, type TableColumn } from '../../../components/order-table';
import { CHART_BARS, largest, type ChartBar, type ChartSeries } from '../charts/chartData';
import type { ClientTable } from '../hooks/useClientTable';
import type { Report } from '../hooks/useReport';
import { ChartPanel, rangeWords } from './ChartPanel';
import { DateRangeForm } from './DateRangeForm';

export interface ReportScreenProps<Row, Key extends string> {
  title: string;
  /** The report's CSV: the server searches and sorts it as the table does. */
  exportName: ExportName;
  /** The report the screen shows (useReport): its range, rows, loading state and error. */
  report: Report<Row>;
  /** Its rows searched, sorted and paged (useClientTable). */
  table: ClientTable<Row, Key>;
  /** What the chart shows, before its range: "Orders per country". */
  subject: string;
  /** What a bar stands for, in the plural: "countries". */
  units: string;
  series: readonly ChartSeries[];
  /** A row as a bar. Keep it stable (a module-level function) so the bars are worked out once per load. */
  toBar: (row: Row) => ChartBar;
  columns: readonly TableColumn<Row, Key>[];
  rowKey: (row: Row) => string | number;
  searchPlaceholder: string;
}

/**
 * A statistics screen: the From/To form, the report's error, the chart of its largest rows (by order
 * count) captioned with the range, e.g. "Orders per country, all time (top 10 of 14 countries)", and the
 * table of every row, with its CSV export.
 */
export function ReportScreen<Row extends { count: number }, Key extends string>(
  props: ReportScreenProps<Row, Key>,
) {
  const { title, report, table, toBar } = props;
  const bars = useMemo(() => largest(report.rows, (row) => row.count).map(toBar), [report.rows, toBar]);
  const shown = report.rows.length > CHART_BARS ? `top ${CHART_BARS} of ${report.rows.length}` : 'all';
  const range = rangeWords(report.range.fromDate, report.range.toDate);
  return (
    <Page
      title={title}
      actions={
        <ExportButton
          name={props.exportName}
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
        caption={`${props.subject}, ${range} (${shown} ${props.units})`}
        bars={bars}
        series={props.series}
      />
      <OrderTable
        label={title}
        columns={props.columns}
        rows={table.pageRows}
        rowKey={props.rowKey}
        loading={report.loading}
        emptyText={NO_RECORDS_TEXT}
        sort={table.sort}
        onSortChange={table.setSort}
        onSearch={table.setTerm}
        searchPlaceholder={props.searchPlaceholder}
        paging={table.paging}
      />
    </Page>
  );
}
