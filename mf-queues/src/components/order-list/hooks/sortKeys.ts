import type { OrderSortColumn } from '@earrival/shared/types';

// A record over the type, so a sort column added to the type must be added here (tsc says so).
const KEYS: Record<OrderSortColumn, true> = {
  order_id: true,
  name: true,
  email: true,
  phone_number: true,
  created_at: true,
  process_status: true,
  date_of_departure: true,
  refund_date: true,
  processing_date: true,
  process_month: true,
};

/** The sort keys a list's address may name (anything else there is ignored, not sent). */
export const SORT_KEYS = Object.keys(KEYS) as readonly OrderSortColumn[];
