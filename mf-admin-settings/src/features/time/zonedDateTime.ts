import { formatHistoryDateTime } from '@earrival/shared/ui';
import { easternTime } from '@earrival/shared/util';

/**
 * A moment as the histories show it (MM/DD/YYYY HH:mm:ss, US Eastern) followed by its zone, EST or EDT,
 * so a time in a security screen says which clock it is on. Empty for a missing or unreadable value.
 */
export function formatZonedDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const text = formatHistoryDateTime(value);
  const zone = easternTime(value)?.zone;
  return text && zone ? `${text} ${zone}` : text;
}
