import type { QueueKind } from '@earrival/shared/policy';
import type { FolderName } from '@earrival/shared/types';
import type { OrderColumnSet } from '@earrival/shared/ui';

export interface QueueConfig {
  /** The folder the list call and the counts use. */
  folder: FolderName;
  columns: OrderColumnSet;
  /** My Orders: the list is filtered by the signed-in user's name. */
  mine?: boolean;
  /** The table kind the role policy's bulk-action rules are written for. */
  kind: QueueKind;
}

/** Queue routes served by QueueScreen, by path relative to /admin. */
export const QUEUES: Readonly<Record<string, QueueConfig>> = {
  'my-order': { folder: 'newOrder', columns: 'default', mine: true, kind: 'myOrder' },
  'recent-order': { folder: 'newOrder', columns: 'default', kind: 'new' },
  'priority-order': { folder: 'priorityOrder', columns: 'priority', kind: 'new' },
  'pending-order': { folder: 'pendingOrder', columns: 'default', kind: 'default' },
  'completed-order': { folder: 'completedOrder', columns: 'default', kind: 'default' },
  'awaiting-response': { folder: 'awaitingOrder', columns: 'default', kind: 'default' },
  'awaiting-govt': { folder: 'awaitingGovtOrder', columns: 'default', kind: 'default' },
  called: { folder: 'customerCalledOrder', columns: 'default', kind: 'default' },
  'contact-customer': { folder: 'contactCustomerOrder', columns: 'contactCustomer', kind: 'default' },
  'deleted-order': { folder: 'deletedOrder', columns: 'default', kind: 'deleted' },
  'order-history': { folder: 'allOrder', columns: 'default', kind: 'default' },
  'refund-order': { folder: 'refundOrder', columns: 'refund', kind: 'refund' },
  chargeback: { folder: 'chargeBack', columns: 'chargeBack', kind: 'chargeBack' },
};

/** The route table also serves the dashboard's '/' as New Orders. */
export const queueRoutePath = (path: string): string => (path === '' || path === '/' ? 'recent-order' : path);

export function queueFor(path: string): QueueConfig | undefined {
  return QUEUES[queueRoutePath(path)];
}
