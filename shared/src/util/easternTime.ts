/** The US Eastern time zone staff read the histories in (EST in winter, EDT in summer). */
const HISTORY_TIME_ZONE = 'America/New_York';

// Built once: constructing an Intl.DateTimeFormat costs far more than formatting with it, and a detail
// call or a defence pack formats thousands of times.
const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: HISTORY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

export interface EasternTime {
  /** MM/DD/YYYY */
  date: string;
  /** The date's parts, two digits (four for the year), for a reading in another separator. */
  month: string;
  day: string;
  year: string;
  /** HH:mm:ss, 24-hour clock */
  time: string;
  /** EST or EDT */
  zone: string;
}

/** A moment as US Eastern wall-clock time, the one clock of every history (screens, mail, PDFs). */
export function easternTime(value: Date | string): EasternTime | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    date: `${parts.month}/${parts.day}/${parts.year}`,
    month: parts.month ?? '',
    day: parts.day ?? '',
    year: parts.year ?? '',
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    zone: parts.timeZoneName ?? '',
  };
}
