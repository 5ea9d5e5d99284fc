import { easternTime } from '@earrival/shared/util';
// The date display formats of every screen. The server sends ISO timestamps (or YYYY-MM-DD dates);
// every format reads them in UTC so that a list shows the same time to every member of staff.

const pad = (value: number): string => String(value).padStart(2, '0');

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayMonthYear = (d: Date) => `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
const monthDayYear = (d: Date) => `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}-${d.getUTCFullYear()}`;
/*
 * 24-hour clock: the spec writes hh:mm:ss with no AM/PM marker, and a 12-hour time without one
 * cannot tell 03:00 from 15:00, which matters when staff work orders in arrival order.
 */
const clock = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** Order lists: MM-DD-YYYY hh:mm:ss, in UTC. Empty text for a missing or unreadable value. */
export function formatOrderDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? `${monthDayYear(date)} ${clock(date)}` : '';
}

/** Refund list dates: DD-MM-YYYY. */
export function formatRefundDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? dayMonthYear(date) : '';
}

/** Future order list: DD-MM-YYYY hh:mm:ss. */
export function formatFutureDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? `${dayMonthYear(date)} ${clock(date)}` : '';
}

/** Future order list processing dates: DD-MM-YYYY (a processing date has no time of day). */
export const formatFutureDate = formatRefundDate;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '03' -> 'March'; anything else is shown as it came. */
export function monthName(processMonth: string | null | undefined): string {
  if (!processMonth) return '';
  const index = Number(processMonth) - 1;
  return MONTH_NAMES[index] ?? processMonth;
}

/** The first letter of a status capitalised, as the lists show it. */
export function capitalizeFirst(text: string | null | undefined): string {
  if (!text) return '';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Calendar dates of the application form (birth, arrival): DD/MM/YYYY. A bare 'YYYY-MM-DD' is read as
 * that calendar day, never shifted by a time zone.
 */
export function formatFormDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}` : '';
}

export { HISTORY_TIME_ZONE } from '@earrival/shared/util';

/** Histories (mail, downloads, comments, activity): MM/DD/YYYY HH:mm:ss in US Eastern time. */
export function formatHistoryDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  const moment = date ? easternTime(date) : null;
  return moment ? `${moment.date} ${moment.time}` : '';
}
