import { bothClocks, formatFormDate, zonedHistoryDateTime } from '@earrival/shared/dates';

/*
 * The dates on a PDF, one formatter per kind, the same ones the screens use (@earrival/shared/dates), so
 * a document and the order page read a date alike. A dash when missing.
 */

/** A calendar date of the application (birth, arrival): DD/MM/YYYY, as the order page shows it. */
export const day = (value: string | null | undefined): string => formatFormDate(value) || '-';

/** A moment of the order's history (a mail, an upload, a download, a comment): '11/03/2026 04:30:00 EST'. */
export const moment = (value: string | null | undefined): string => zonedHistoryDateTime(value) || '-';

/** The order's own moment on both clocks, as the order page's "Received": '12-01-2026 17:46:31 UTC · 12-01-2026 12:46:31 EST'. */
export const received = (value: string | null | undefined): string => bothClocks(value) || '-';

export function money(amount: number | null, currency: string | null): string {
  if (amount === null) return '-';
  const code = currency ?? 'USD';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${code}`;
  }
}

/** A count as people write it: 19,500. */
export const count = (n: number) => n.toLocaleString('en-US');

/**
 * The line under a list cut to its newest entries: "… and 19,500 earlier comments not shown (20,000 in
 * all)"; null when nothing was left out. `noun` is [singular, plural].
 */
export function leftOut(shown: number, total: number, noun: [string, string]): string | null {
  const missing = total - shown;
  if (missing <= 0) return null;
  return `… and ${count(missing)} earlier ${missing === 1 ? noun[0] : noun[1]} not shown (${count(total)} in all).`;
}
