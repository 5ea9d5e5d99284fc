import { formatHistoryDateTime } from '@earrival/shared/dates';
import { LANGUAGE_TAGS, type CustomerLanguage } from '@earrival/shared/languages';

/** The clock of every history (the spec's "Date & Time (EST)"): US Eastern time. */
const HISTORY_TIME_ZONE = 'America/New_York';
/** Its label in the column header, the same in every language. */
export const HISTORY_ZONE_LABEL = 'EST';

const formats = new Map<CustomerLanguage, Intl.DateTimeFormat>();

/**
 * A moment of the download history as a customer of `language` reads it: in English the spec's
 * MM/DD/YYYY HH:mm:ss, in any other language the locale's own date and 24-hour-or-not time, through Intl;
 * always on the US Eastern clock the column header names.
 */
export function historyDateTime(language: CustomerLanguage, value: string | null | undefined): string {
  if (language === 'en') return formatHistoryDateTime(value);
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
      timeZone: HISTORY_TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    formats.set(language, format);
  }
  return format.format(date);
}
