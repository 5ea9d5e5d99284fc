import { easternTime } from '@earrival/shared/util';
/*
 * THE one place that writes a date or a moment for people, on every screen and in the API's CSVs and
 * PDFs (api/src/platform/pdf/format.ts): one formatter per kind of date, wherever it is shown. The server sends ISO timestamps (or YYYY-MM-DD dates). Two clocks, each the spec's (shared/README.md, "Time"):
 * - lists and their CSVs read UTC ("orders MM-DD-YYYY hh:mm:ss in UTC"), under "Date & Time (UTC)";
 * - histories read US Eastern time (MM/DD/YYYY), under the spec's "Date & Time (EST)".
 * A moment with no column header over it (a timeline line, a tooltip, a field) names its zone itself, and
 * the order page shows the order's own moment on both clocks, so a queue's and a history's readings of
 * one instant can be matched; two clocks side by side write both in the first one's format.
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
 * Calendar dates of the application form (birth, arrival): DD/MM/YYYY, on the order page and in the
 * documents alike. A bare 'YYYY-MM-DD' is read as
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

/**
 * One moment on one clock, as its parts: the lists' UTC clock or the histories' US Eastern one. A reading
 * writes the date month first in either clock; only the separator tells the two formats apart
 * (lists MM-DD-YYYY, histories MM/DD/YYYY).
 */
interface ClockReading {
  month: string;
  day: string;
  year: string;
  time: string;
  zone: string;
}

const utcReading = (d: Date): ClockReading => ({
  month: pad(d.getUTCMonth() + 1),
  day: pad(d.getUTCDate()),
  year: String(d.getUTCFullYear()),
  time: clock(d),
  zone: LIST_ZONE,
});

/** The two moment formats: a list's (MM-DD-YYYY hh:mm:ss) and a history's (MM/DD/YYYY HH:mm:ss). */
export type MomentFormat = 'list' | 'history';
const DATE_SEPARATOR: Readonly<Record<MomentFormat, string>> = { list: '-', history: '/' };

const writeReading = (reading: ClockReading, format: MomentFormat) =>
  `${[reading.month, reading.day, reading.year].join(DATE_SEPARATOR[format])} ${reading.time} ${reading.zone}`;

/** Both clocks' readings of a value, or null for a missing or unreadable one. */
function readings(
  value: string | Date | null | undefined,
): { utc: ClockReading; eastern: ClockReading } | null {
  const date = parse(value);
  const eastern = date ? easternTime(date) : null;
  return date && eastern ? { utc: utcReading(date), eastern } : null;
}

/** A list's reading with its zone, for a moment no "(UTC)" header stands over: '01-29-2026 03:38:00 UTC'. */
export function zonedOrderDateTime(value: string | Date | null | undefined): string {
  const both = readings(value);
  return both ? writeReading(both.utc, 'list') : '';
}

/**
 * A history's reading with its zone, for a moment no "(EST)" header stands over: '01/28/2026 22:38:00 EST'
 * ('EDT' in summer). The histories, the timeline and every moment a PDF prints (a mail, an upload, a
 * download, a comment) read this way.
 */
export function zonedHistoryDateTime(value: string | Date | null | undefined): string {
  const both = readings(value);
  return both ? writeReading(both.eastern, 'history') : '';
}

/**
 * One instant on both clocks, the second written in the first one's format, so day and month never swap
 * places between the two. `first` says which clock leads:
 * - 'list' (the order's own moment, "Received" on the order page and in the documents):
 *   '01-29-2026 03:38:00 UTC · 01-28-2026 22:38:00 EST';
 * - 'history' (a timeline line's hover): '01/28/2026 22:38:00 EST · 01/29/2026 03:38:00 UTC'.
 */
export function bothClocks(value: string | Date | null | undefined, first: MomentFormat = 'list'): string {
  const both = readings(value);
  if (!both) return '';
  const [lead, second] = first === 'list' ? [both.utc, both.eastern] : [both.eastern, both.utc];
  return `${writeReading(lead, first)} · ${writeReading(second, first)}`;
}
