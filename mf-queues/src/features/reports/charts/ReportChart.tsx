import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartBar, ChartSeries } from './chartData';

export interface ReportChartProps {
  /** Names the chart for screen readers; the table under it holds every figure as text. */
  title: string;
  bars: readonly ChartBar[];
  series: readonly ChartSeries[];
}

const ROW_HEIGHT = 30;
const FRAME_HEIGHT = 70;
const LABEL_CHARS = 18;

const shortLabel = (label: string) =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

/**
 * Horizontal bars, one per country or member, several series stacked: names stay readable at 375 px,
 * where upright bars would need slanted labels. This module is the only one that imports recharts, and
 * the screens load it with React.lazy, so the library is a chunk of its own that only they fetch.
 */
export default function ReportChart({ title, bars, series }: ReportChartProps) {
  const data = bars.map((bar) => ({ label: bar.label, ...bar.values }));
  const height = FRAME_HEIGHT + bars.length * ROW_HEIGHT;
  return (
    <div role="img" aria-label={title} data-testid="report-chart" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#495057' }} />
          <YAxis
            type="category"
            dataKey="label"
            width={130}
            interval={0}
            tick={{ fontSize: 12, fill: '#212529' }}
            tickFormatter={shortLabel}
          />
          <Tooltip cursor={{ fill: 'rgba(13, 110, 253, 0.08)' }} />
          {/* The legend keeps the series order (standard, then priority), not alphabetical. */}
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          {series.map((one) => (
            <Bar
              key={one.key}
              dataKey={one.key}
              name={one.name}
              fill={one.color}
              stackId="total"
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
