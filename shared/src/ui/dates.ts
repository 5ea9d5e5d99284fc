import { easternTime } from '@earrival/shared/util';
/*
 * THE one place that writes a date or a moment for people, on every screen and in the API's CSVs. The
 * server sends ISO timestamps (or YYYY-MM-DD dates). Two clocks, each the spec's (shared/README.md, "Time"):
 * - lists and their CSVs read UTC ("orders MM-DD-YYYY hh:mm:ss in UTC"), under "Date & Time (UTC)";
 * - histories read US Eastern time (MM/DD/YYYY), under the spec's "Date & Time (EST)".
 * A moment with no column header over it (a timeline line, a tooltip, a field) names its zone itself, and
 * the order page shows the order's own moment on both clocks, so a queue's and a history's readings of
 * one instant can be matched.
 */

/** The clock of every order list and CSV export. */
const LIST_ZONE = 'UTC';
/** The spec's label of the histories' clock: US Eastern time (EDT in summer; the clock, not the label, moves). */
const HISTORY_ZONE = 'EST';
/** The date-time column of every order list and CSV: the spec's Charge Back header, now on every list. */
export const LIST_DATE_TIME_HEADER = `Date & Time (${LIST_ZONE})`;
/** The date-time column of every history table (the spec's Download History and Downloaded History label). */
export const HISTORY_DATE_TIME_HEADER = `Date & Time (${HISTORY_ZONE})`;

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

/**
 * Calendar dates of the application form (birth, arrival): DD/MM/YYYY. A bare 'YYYY-MM-DD' is read as
 * that calendar day, never shifted by a time zone.
 */
export function formatFormDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}` : '';
}

/** Histories (mail, downloads, comments, activity): MM/DD/YYYY HH:mm:ss in US Eastern time. */
export function formatHistoryDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  const moment = date ? easternTime(date) : null;
  return moment ? `${moment.date} ${moment.time}` : '';
}

/** A list's reading (in any of the lists' formats) followed by its zone, for a place no header names it. */
export function withListZone(text: string): string {
  return text && `${text} ${LIST_ZONE}`;
}

/** A list's reading with its zone, for a moment no "(UTC)" header stands over: '01-29-2026 03:38:00 UTC'. */
export function zonedOrderDateTime(value: string | Date | null | undefined): string {
  return withListZone(formatOrderDateTime(value));
}

/**
 * A history's reading with its zone, for a moment no "(EST)" header stands over: '01/28/2026 22:38:00 EST'
 * ('EDT' in summer, as the documents write it).
 */
export function zonedHistoryDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  const moment = date ? easternTime(date) : null;
  return moment ? `${moment.date} ${moment.time} ${moment.zone}` : '';
}

/** One instant on both clocks, the list's first: '01-29-2026 03:38:00 UTC · 01/28/2026 22:38:00 EST'. */
export function bothClocks(value: string | Date | null | undefined): string {
  const list = zonedOrderDateTime(value);
  return list && `${list} · ${zonedHistoryDateTime(value)}`;
}
