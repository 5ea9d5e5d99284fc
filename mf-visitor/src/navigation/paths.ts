import { decodeId } from '@earrival/shared/util';

export const trackOrderPath = (orderId: number | string = '') => `/track-order/${orderId}`;
export const downloadPagePath = (orderId: number | string) => `/get-new-order-details/${orderId}`;

/** The order id as a customer reads it: links carry the encoded id, the form shows the number. */
export function displayOrderId(fromAddress: string | undefined): string {
  const text = (fromAddress ?? '').trim();
  if (!text || /^\d+$/.test(text)) return text;
  return String(decodeId(text) ?? text);
}
