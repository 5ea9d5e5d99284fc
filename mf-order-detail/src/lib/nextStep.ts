import { isOpen } from '@earrival/shared/status';
import type { OrderDetail } from '@earrival/shared/types';

/**
 * The step an order being worked most likely needs next, which the page shows as its one solid button:
 * with no document stored, Upload Document's; with one, the move to Completed Orders. None for an order
 * no longer being worked. Resend Mail is never it: it repeats a mail already sent.
 */
export type NextStep = 'upload' | 'complete' | null;

export function likelyNextStep(order: Pick<OrderDetail, 'process_status' | 'uploadDoc'>): NextStep {
  if (!isOpen(order.process_status)) return null;
  return order.uploadDoc.length === 0 ? 'upload' : 'complete';
}
