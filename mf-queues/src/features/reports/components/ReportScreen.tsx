import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { ExportName } from '@earrival/shared/api';
import type { ReportView } from '@earrival/shared/columns';
import { NO_RECORDS_TEXT, Page } from '@earrival/shared/ui';
import { ExportButton } from '../../../components/export';
import { OrderTable, type TableColumn } from '../../../components/order-table';
import { CHART_BARS, largest, type ChartBar, type ChartSeries } from '../charts/chartData';
import { useClientTable } from '../hooks/useClientTable';
import { useReport, type ReportOptions } from '../hooks/useReport';
import { ChartPanel, rangeWords } from './ChartPanel';
import { DateRangeForm } from './DateRangeForm';

/** One statistics report: its call, how its rows are searched and sorted, its chart and its table. */
export interface ReportDefinition<Row, Key extends string> {
  /** The report's name in the query cache: 'country-orders'. */
  name: string;
  fetchRows: Parameters<typeof useReport<Row>>[1];
  options?: ReportOptions;
  /** How the rows are searched and sorted: the same rule the CSV export applies on the server. */
  view: ReportView<Row, Key>;
  /** The report's CSV: the server searches and sorts it as the table does. */
  exportName: ExportName;
  /** What the chart shows, before its range: "Orders per country". */
  subject: string;
  /** What a bar stands for, in the plural: "countries". */
  units: string;
  series: readonly ChartSeries[];
  /** A row as a bar. Defined once (in the module), so the bars are worked out once per load. */
  toBar: (row: Row) => ChartBar;
  /** The table's columns, given the rows on screen and where they start in the list (for serial numbers). */
  columns: (pageRows: readonly Row[], offset: number) => readonly TableColumn<Row, Key>[];
  rowKey: (row: Row) => string | number;
  searchPlaceholder: string;
}

/**
 * A statistics screen: the From/To form, the report's error, the chart of its largest rows (by order
 * count) captioned with the range, e.g. "Orders per country, all time (top 10 of 14 countries)", and the
 * table of every row, with its CSV export.
 */
export function ReportScreen<Row extends { count: number }, Key extends string>({
  title,
  definition,
}: {
  title: string;
  definition: ReportDefinition<Row, Key>;
}) {
  const { toBar, columns } = definition;
  const report = useReport(definition.name, definition.fetchRows, definition.options);
  const table = useClientTable(report.rows, definition.view);
  const { pageRows, offset } = table;
  const tableColumns = useMemo(() => columns(pageRows, offset), [columns, pageRows, offset]);
  const bars = useMemo(() => largest(report.rows, (row) => row.count).map(toBar), [report.rows, toBar]);
  const shown = report.rows.length > CHART_BARS ? `top ${CHART_BARS} of ${report.rows.length}` : 'all';
  const range = rangeWords(report.range.fromDate, report.range.toDate);
  return (
    <Page
      title={title}
      actions={
        <ExportButton
          name={definition.exportName}
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
        caption={`${definition.subject}, ${range} (${shown} ${definition.units})`}
        bars={bars}
        series={definition.series}
      />
      <OrderTable
        label={title}
        columns={tableColumns}
        rows={table.pageRows}
        rowKey={definition.rowKey}
        loading={report.loading}
        emptyText={NO_RECORDS_TEXT}
        sort={table.sort}
        onSortChange={table.setSort}
        onSearch={table.setTerm}
        searchPlaceholder={definition.searchPlaceholder}
        paging={table.paging}
      />
    </Page>
  );
}
