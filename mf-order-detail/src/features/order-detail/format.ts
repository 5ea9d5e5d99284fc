import type { ReactNode } from 'react';
import { bothClocks, formatFormDate } from '@earrival/shared/dates';
import { FIELD_LABELS, type LabelledField } from '@earrival/shared/domain';
import { statusLabel } from '@earrival/shared/status';
import type { OrderDetail, ProcessingMode } from '@earrival/shared/types';
import type { FieldItem } from '../../components/Fields';

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

/** How the page shows a field whose stored value is not what staff read; any other shows as stored. */
const SHOWN: { [Name in LabelledField]?: (order: OrderDetail) => ReactNode } = {
  processing_mode: (order) => processingModeLabel(order.processing_mode),
  process_status: (order) => statusLabel(order.process_status),
  // On both clocks: the queues' (UTC) and the histories' (US Eastern) readings of one instant.
  created_at: (order) => bothClocks(order.created_at),
  date_of_birth: (order) => formatFormDate(order.date_of_birth),
  phone_number: mobileNumber,
  date_of_arrival: (order) => formatFormDate(order.date_of_arrival),
  declare_at_customs: (order) => yesNo(order.declare_at_customs),
  personal_belongings_amount: (order) => amount(order.personal_belongings_amount),
};

/** The named fields of the order under their labels, as the page shows them. */
export const orderFields = (order: OrderDetail, names: readonly LabelledField[]): FieldItem[] =>
  names.map((name) => {
    const shown = SHOWN[name];
    return { label: FIELD_LABELS[name], value: shown ? shown(order) : order[name] };
  });
