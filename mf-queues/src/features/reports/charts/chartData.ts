/** One bar of a report chart: a country or a member, with a value per series. */
export interface ChartBar {
  label: string;
  values: Record<string, number>;
}

export interface ChartSeries {
  key: string;
  /** Shown in the legend and the tooltip. */
  name: string;
  /** A fill with at least 3:1 contrast on white (non-text contrast). */
  color: string;
}

/** The chart shows the largest rows only; the table under it lists them all. */
export const CHART_BARS = 10;

/** The `limit` largest rows by `size`, largest first (ties keep the server's order). */
export function largest<Row>(rows: readonly Row[], size: (row: Row) => number, limit = CHART_BARS): Row[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => size(b.row) - size(a.row) || a.index - b.index)
    .slice(0, limit)
    .map(({ row }) => row);
}
