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
  /** The order page's own field: both clocks, the second in the first one's format. */
  both: '01-29-2026 03:38:00 UTC · 01-28-2026 22:38:00 EST',
  /** A timeline line's hover: both clocks, led by the history's. */
  bothFromHistory: '01/28/2026 22:38:00 EST · 01/29/2026 03:38:00 UTC',
} as const;

/**
 * One order's dates and how the order page and both defence packs read each: the order 102297
 * (birth date 28 October 1994, printed 10/28/1994 by the packs before), received on 1 December 2026 at
 * 17:46:31 UTC. `fields` pairs each date field's label on the order page with its label in the packs (the
 * same words since the labels are one, @earrival/shared/domain; "Order placed" is the packs' own) and the
 * one reading both must show. The packs' test (api) and the order page's test (mf-order-detail) each
 * check their text against it.
 */
export const SAME_ORDER_DATES = {
  orderId: 102297,
  date_of_birth: '1994-10-28',
  date_of_arrival: '2026-12-20',
  created_at: '2026-12-01T17:46:31.000Z',
  fields: [
    { page: 'Date of Birth', pack: 'Date of Birth', reading: '28/10/1994' },
    { page: 'Arrival Date', pack: 'Arrival Date', reading: '20/12/2026' },
    { page: 'Received', pack: 'Order placed', reading: '12-01-2026 17:46:31 UTC · 12-01-2026 12:46:31 EST' },
  ],
  /** The readings of these dates in another order of day and month, which no page may show. */
  misread: ['10/28/1994', '12/20/2026', '12/01/2026 12:46:31 EST'],
} as const;
