import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { ChartBar, ChartSeries } from '../charts/chartData';

// recharts and the chart module are a chunk of their own, fetched only when a statistics screen draws.
const ReportChart = lazy(() => import(/* webpackChunkName: "report-chart" */ '../charts/ReportChart'));

/** A chart that fails to load (an offline chunk) leaves the table, which holds the same figures. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <p className="small text-body-secondary mb-0">
          The chart could not be loaded; the table below has every figure.
        </p>
      );
    }
    return this.props.children;
  }
}

export interface ChartPanelProps {
  /** The chart's accessible name and visible caption. */
  caption: string;
  bars: readonly ChartBar[];
  series: readonly ChartSeries[];
}

/** The chart above a statistics table; nothing while there is nothing to draw. */
export function ChartPanel({ caption, bars, series }: ChartPanelProps) {
  if (!bars.length) return null;
  return (
    <figure className="card card-body mb-3">
      <figcaption className="small fw-semibold mb-2">{caption}</figcaption>
      <ChartBoundary>
        <Suspense fallback={<p className="small text-body-secondary mb-0">Loading the chart…</p>}>
          <ReportChart title={caption} bars={bars} series={series} />
        </Suspense>
      </ChartBoundary>
    </figure>
  );
}

/** "from 2026-01-01 to 2026-06-30", "since 2026-01-01", "up to …", or "all time". */
export function rangeWords(fromDate: string, toDate: string): string {
  if (fromDate && toDate) return `${fromDate} to ${toDate}`;
  if (fromDate) return `since ${fromDate}`;
  if (toDate) return `up to ${toDate}`;
  return 'all time';
}
