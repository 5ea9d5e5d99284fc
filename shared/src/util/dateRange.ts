/**
 * The date range of the statistics screens (Country Orders, Processed By), checked the same way by the
 * form in the browser and by the API: one rule, one set of messages.
 *
 * Either end may be left out (an open end); both left out means every order, as the product description
 * has the screens load. The window keeps typing slips (year 0202, 20256) from reaching the database, and
 * the span cap keeps one request from grouping decades of orders: a longer view is "no dates".
 */
const REPORT_EARLIEST_DAY = '2000-01-01';
const REPORT_LATEST_DAY = '2099-12-31';
const REPORT_MAX_DAYS = 1830;

export interface ReportRange {
  /** 'YYYY-MM-DD', inclusive; undefined for an open end. */
  from?: string | undefined;
  /** 'YYYY-MM-DD', inclusive (the whole day). */
  to?: string | undefined;
}

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `text` is 'YYYY-MM-DD' and names a day that exists (no 30 February). */
function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days from `from` to `to`, both counted (the same day is 1). */
const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * What is wrong with a range, in words a member reads; null when it is fine. `names` are the field names
 * the message uses (the API's body fields, or the form's labels).
 */
export function reportRangeProblem(
  { from, to }: ReportRange,
  names: { from: string; to: string } = { from: 'From date', to: 'To date' },
): string | null {
  for (const [value, name] of [
    [from, names.from],
    [to, names.to],
  ] as const) {
    if (value === undefined) continue;
    if (!isCalendarDay(value)) return `${name} is not a real day: expected YYYY-MM-DD, got '${value}'`;
    if (value < REPORT_EARLIEST_DAY || value > REPORT_LATEST_DAY) {
      return `${name} must be between ${REPORT_EARLIEST_DAY} and ${REPORT_LATEST_DAY}, got ${value}`;
    }
  }
  if (from !== undefined && to !== undefined) {
    if (from > to) return `${names.to} must be on or after the ${names.from} (${from} is after ${to})`;
    const days = daysInRange(from, to);
    if (days > REPORT_MAX_DAYS) {
      return `The date range is too long: at most ${REPORT_MAX_DAYS} days (about 5 years), got ${days} days. Leave both dates empty to see every order.`;
    }
  }
  return null;
}
