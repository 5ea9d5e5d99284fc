import type { OrderDetail, ProcessingMode } from '@earrival/shared/types';

/** The form stores 'Regular Processing'; staff know it as 'Standard Processing'. */
export function processingModeLabel(mode: ProcessingMode | string | null | undefined): string {
  if (!mode) return '';
  return mode === 'Regular Processing' ? 'Standard Processing' : mode;
}

/** The mobile number as country code plus number, e.g. '+1 3055550147'; a number with its own '+' is kept. */
export function mobileNumber(order: Pick<OrderDetail, 'country_code' | 'phone_number'>): string {
  const phone = (order.phone_number ?? '').trim();
  if (!phone) return '';
  if (phone.startsWith('+')) return phone;
  const digits = (order.country_code ?? '').replace(/\D/g, '');
  return digits ? `+${digits} ${phone}` : phone;
}

/** The customer's full name in the order of the form: first, second name, first and second surname. */
export function customerName(
  order: Pick<OrderDetail, 'first_name' | 'second_name' | 'sur_name' | 'second_sur_name'>,
): string {
  return [order.first_name, order.second_name, order.sur_name, order.second_sur_name]
    .filter(Boolean)
    .join(' ');
}

export const yesNo = (value: string | null | undefined): string =>
  value === 'yes' || value === 'Y' ? 'Yes' : value === 'no' || value === 'N' ? 'No' : (value ?? '');

/** Amounts on the customs form are whole or cent values in US dollars. */
export const amount = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : value.toLocaleString('en-US', { maximumFractionDigits: 2 });
