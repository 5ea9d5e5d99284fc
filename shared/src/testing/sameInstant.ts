/**
 * One instant and how every place reads it: the order 102388, received on 29 January 2026 at
 * 03:38 UTC (22:38 the evening before in New York). The queue's test, the order page's and the API's CSV
 * test each check their screen or file against these, so all of them read the instant the same way.
 */
export const SAME_INSTANT = {
  orderId: 102388,
  iso: '2026-01-29T03:38:00.000Z',
  /** A list row and a CSV cell, under "Date & Time (UTC)". */
  list: '01-29-2026 03:38:00',
  /** A history row, under "Date & Time (EST)". */
  history: '01/28/2026 22:38:00',
  /** A moment with no header over it (a timeline line). */
  historyZoned: '01/28/2026 22:38:00 EST',
  /** The order page's own field: both clocks. */
  both: '01-29-2026 03:38:00 UTC · 01/28/2026 22:38:00 EST',
} as const;
