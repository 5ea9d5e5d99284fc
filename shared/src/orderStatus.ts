import type { ProcessStatus } from '@earrival/shared/domain';

/**
 * The one name each order status goes by on every screen, toast, timeline, chart, CSV, PDF and mail. The
 * tokens ('AwaitingGovt', 'ChargeBack') are the database's and the API's; people read these labels, which
 * take the words of the spec's status buttons ("Awaiting Response ('Awaiting')"). The buttons themselves
 * keep the spec's texts, which name the move rather than the state ("Completed Orders", "Completed
 * Refunds"); 'Refunds' is the state after "Completed Refunds", so it reads 'Refunded' (the queue of
 * orders waiting for one is "Refund Orders").
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
  Refunds: 'Refunded',
};

/**
 * Finished: the approved document is the customer's. They may track the order and download it, and staff
 * may print its defence packs. Customer Called and Charge Back come after Completed, so the document stays.
 */
export const FINISHED_STATUSES = [
  'Completed',
  'Customer Called',
  'ChargeBack',
] as const satisfies readonly ProcessStatus[];

/** Still being worked: not yet finished, refunded, charged back or deleted (the order page's next step). */
export const OPEN_STATUSES = [
  'New',
  'Pending',
  'Awaiting',
  'AwaitingGovt',
  'Contact Customer',
] as const satisfies readonly ProcessStatus[];

export const isFinished = (status: string | null | undefined): boolean =>
  (FINISHED_STATUSES as readonly string[]).includes(status ?? '');

export const isOpen = (status: string | null | undefined): boolean =>
  (OPEN_STATUSES as readonly string[]).includes(status ?? '');

/** A status token as people read it; an unknown or missing token is shown as it came (never as blank). */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return (STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/**
 * What a status move says when it is done (its success toast, beside Undo): the order and where it went,
 * so a toast that outlives the page still tells which order Undo puts back. "Order 101033 → Awaiting
 * Govt"; several at once: "3 orders → Awaiting Govt".
 */
export function movedText(orderIds: readonly number[], status: string): string {
  const which = orderIds.length === 1 ? `Order ${orderIds[0]}` : `${orderIds.length} orders`;
  return `${which} → ${statusLabel(status)}`;
}
