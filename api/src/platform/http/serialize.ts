import { easternTime } from '@earrival/shared/util';

/** Timestamps as ISO text (UTC); dates are already 'YYYY-MM-DD'. */
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** The remark's date and time in US Eastern time (the histories' clock), as the screens show them. */
export function usDateTime(value: Date | string): { us_date: string; us_time: string } {
  const moment = easternTime(value);
  return { us_date: moment?.date ?? '', us_time: moment?.time ?? '' };
}
