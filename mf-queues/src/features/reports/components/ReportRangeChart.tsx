import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { CHART_BARS, largest, type ChartBar, type ChartSeries } from '../charts/chartData';
import type { Report } from '../hooks/useReport';
import { ChartPanel, rangeWords } from './ChartPanel';
import { DateRangeForm } from './DateRangeForm';

export interface ReportRangeChartProps<Row> {
  /** The report the screen shows (useReport): its range, rows, loading state and error. */
  report: Report<Row>;
  /** What the chart shows, before its range: "Orders per country". */
  subject: string;
  /** What a bar stands for, in the plural: "countries". */
  units: string;
  series: readonly ChartSeries[];
  /** A row as a bar. Keep it stable (a module-level function) so the bars are worked out once per load. */
  toBar: (row: Row) => ChartBar;
}

/**
 * The top of a statistics screen: the From/To form, the report's error, and the chart of its largest rows
 * (by order count) captioned with the range, e.g. "Orders per country, all time (top 10 of 14 countries)".
 */
export function ReportRangeChart<Row extends { count: number }>({
  report,
  subject,
  units,
  series,
  toBar,
}: ReportRangeChartProps<Row>) {
  const bars = useMemo(() => largest(report.rows, (row) => row.count).map(toBar), [report.rows, toBar]);
  const shown = report.rows.length > CHART_BARS ? `top ${CHART_BARS} of ${report.rows.length}` : 'all';
  return (
    <>
      <DateRangeForm value={report.range} onSubmit={report.submit} busy={report.loading} />
      {report.error && <Alert variant="danger">{report.error}</Alert>}
      <ChartPanel
        caption={`${subject}, ${rangeWords(report.range.fromDate, report.range.toDate)} (${shown} ${units})`}
        bars={bars}
        series={series}
      />
    </>
  );
}
