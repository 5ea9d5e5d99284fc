// One formatter for every call: building one costs far more than using it, and a pack formats thousands.
const US_EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZoneName: 'short',
});

/** Times in the PDFs: US Eastern wall-clock time, as the back-office shows its histories. */
export function eastern(iso: string | null | undefined): string {
  if (!iso) return '-';
  const parts = US_EASTERN.formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = get('hour') === '24' ? '00' : get('hour');
  return `${get('month')}/${get('day')}/${get('year')} ${hour}:${get('minute')}:${get('second')} ${get('timeZoneName')}`;
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
