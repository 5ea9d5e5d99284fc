import type { OrderListRow } from './schemas';

/** Timestamps as ISO text (UTC); dates are already 'YYYY-MM-DD'. */
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function serializeRow<T extends { created_at: unknown; refund_date: unknown }>(row: T): OrderListRow {
  return {
    ...(row as unknown as OrderListRow),
    created_at: iso(row.created_at as Date)!,
    refund_date: iso(row.refund_date as Date | null),
  };
}

// Built once: constructing an Intl.DateTimeFormat costs far more than formatting with it (an order with a
// hundred comments spent most of its detail call here).
const US_EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** The remark's date and time in US Eastern time (the histories' clock), as the screens show them. */
export function usDateTime(value: Date | string): { us_date: string; us_time: string } {
  const parts = US_EASTERN.formatToParts(new Date(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = get('hour') === '24' ? '00' : get('hour');
  return {
    us_date: `${get('month')}/${get('day')}/${get('year')}`,
    us_time: `${hour}:${get('minute')}:${get('second')}`,
  };
}
