import { eventBus } from '@earrival/shared/bus';

const SOURCE = 'mf-order-detail';

/**
 * Tells the page an order changed: its detail and the lists refetch. `folderChanged` also refreshes the
 * sidebar badges and queue counts (status moves, refunds flagged in a comment, uploads).
 */
export function announceOrderChange(orderId: number, { folderChanged = false } = {}): void {
  eventBus.emit({ type: 'order-updated', orderId, source: SOURCE });
  if (folderChanged) eventBus.emit({ type: 'counts-changed', source: SOURCE });
}
