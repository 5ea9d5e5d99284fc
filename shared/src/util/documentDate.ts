// An entry of its own (@earrival/shared/documentDate): the server's PDFs and mails use it, the browser apps
// do not, so the `util` entry every page loads does not carry it.
import { easternTime } from '@earrival/shared/util';

/** A calendar date with no time of day (birth, arrival): read as that day, never shifted by a zone. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * THE date format of every document the service produces (defence packs, invoices, mails): the product
 * description's history format, MM/DD/YYYY, for every date on the page. A moment adds its US Eastern
 * time and zone ("11/03/2026 04:30:00 EST", as the histories read); a calendar date ('YYYY-MM-DD', such
 * as a birth or arrival date) is that day alone ("04/23/1990"). One format per document, so a reader never
 * has to guess whether 03/04 is March or April. Empty text for a missing or unreadable value.
 */
export function documentDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const day = CALENDAR_DATE.exec(value);
    if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  }
  const moment = easternTime(value);
  return moment ? `${moment.date} ${moment.time} ${moment.zone}` : '';
}
