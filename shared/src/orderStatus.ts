import type { ProcessStatus } from '@earrival/shared/types';

/**
 * The one name each order status goes by on every screen, toast, timeline, chart and CSV. The tokens
 * ('AwaitingGovt', 'ChargeBack') are the database's and the API's; people read these labels. The
 * status buttons of the order page keep the spec's own button texts ("Completed Orders").
 */
export const STATUS_LABELS: Readonly<Record<ProcessStatus, string>> = {
  New: 'New',
  Pending: 'Pending',
  Completed: 'Completed',
  Deleted: 'Deleted',
  Awaiting: 'Awaiting Response',
  AwaitingGovt: 'Awaiting Govt',
  'Contact Customer': 'Contact Customer',
  'Customer Called': 'Customer Called',
  ChargeBack: 'Charge Back',
  Refunds: 'Refunds',
};

/** A status token as people read it; an unknown or missing token is shown as it came (never as blank). */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return (STATUS_LABELS as Record<string, string>)[status] ?? status;
}
