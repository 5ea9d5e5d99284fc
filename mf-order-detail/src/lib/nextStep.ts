import type { OrderDetail, ProcessStatus } from '@earrival/shared/types';

/** Statuses of an order still being worked: it has not been completed, refunded, disputed or deleted. */
const OPEN: readonly ProcessStatus[] = ['New', 'Pending', 'Awaiting', 'AwaitingGovt', 'Contact Customer'];

/**
 * The step an order being worked most likely needs next, which the page shows as its one solid button:
 * with no document stored, Upload Document's; with one, the move to Completed Orders. None for an order
 * no longer being worked. Resend Mail is never it: it repeats a mail already sent.
 */
export type NextStep = 'upload' | 'complete' | null;

export function likelyNextStep(order: Pick<OrderDetail, 'process_status' | 'uploadDoc'>): NextStep {
  if (!OPEN.includes(order.process_status)) return null;
  return order.uploadDoc.length === 0 ? 'upload' : 'complete';
}
