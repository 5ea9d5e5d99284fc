import { easternTime } from '@earrival/shared/util';
/** Times in the PDFs: US Eastern wall-clock time with its zone, as the back-office shows its histories. */
export function eastern(iso: string | null | undefined): string {
  const moment = iso ? easternTime(iso) : null;
  return moment ? `${moment.date} ${moment.time} ${moment.zone}` : '-';
}

/** A date-only value 'YYYY-MM-DD' as DD/MM/YYYY (birth and arrival dates). */
export function dayMonthYear(value: string | null | undefined): string {
  if (!value) return '-';
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

export function money(amount: number | null, currency: string | null): string {
  if (amount === null) return '-';
  const code = currency ?? 'USD';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${code}`;
  }
}

export const processingLabel = (mode: string) =>
  mode === 'Regular Processing' ? 'Standard Processing' : mode;

export const yes = (flag: string) => (flag === 'Y' ? 'Y' : 'N');
