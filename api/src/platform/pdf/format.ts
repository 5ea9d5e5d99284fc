import { documentDate } from '@earrival/shared/documentDate';

/**
 * Every date on a PDF, moments and calendar days alike: the one document format (MM/DD/YYYY, moments
 * with their US Eastern time and zone), a dash when missing.
 */
export const date = (value: string | null | undefined): string => documentDate(value) || '-';

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
