import { encodeId } from '@earrival/shared/util';

/*
 * What the lists of every app say and link to alike: the queues' table, the team and security lists, the
 * order page's links, the top bar's search.
 */

export const EMPTY_TABLE_TEXT = 'No data available in table';
export const NO_RECORDS_TEXT = 'No records found';

/** How long a search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 500;

export const viewOrderPath = (orderId: number): string => `/admin/view-order/${encodeId(orderId)}`;

/**
 * The messaging service's chat address for a phone number: digits only, country code first. A number
 * written with its own '+' is already international; otherwise the order's dialling code goes in front.
 */
export function chatLink(phoneNumber: string | null | undefined, countryCode?: string | null): string | null {
  const phone = (phoneNumber ?? '').trim();
  const digits = phone.replace(/\D/g, '');
  if (!digits) return null;
  const prefix = phone.startsWith('+') ? '' : (countryCode ?? '').replace(/\D/g, '');
  return `https://wa.me/${prefix}${digits}`;
}
