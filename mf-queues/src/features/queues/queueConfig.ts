import type { FolderName, OrderColumnSet, Role } from '@earrival/shared';
import type { BulkActionId } from '../order-list';

export interface QueueConfig {
  /** The folder the list call and the counts use (design.md section 4). */
  folder: FolderName;
  columns: OrderColumnSet;
  /** My Orders: the list is filtered by the signed-in user's name. */
  mine?: boolean;
  /** The table kind for the role rules of spec section 6. */
  kind: 'default' | 'myOrder' | 'new' | 'refund' | 'chargeBack' | 'deleted';
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
export function queueFor(path: string): QueueConfig | undefined {
  return QUEUES[path === '' || path === '/' ? 'recent-order' : path];
}

const isManager = (role: Role) => role === 'Admin' || role === 'Manager';

/**
 * The bulk actions a role gets on a table (spec section 6). Deleted Orders offers none: its rows
 * are already soft-deleted and status moves happen on the order detail screen.
 */
export function bulkActionsFor(kind: QueueConfig['kind'], role: Role): BulkActionId[] {
  switch (kind) {
    case 'myOrder':
      return role === 'Admin' ? ['moveToOriginal', 'delete'] : ['moveToOriginal'];
    case 'new':
      return isManager(role) ? ['assignToMe', 'delete'] : ['assignToMe'];
    case 'refund':
      // Non-managers see only 'Refunded it'.
      return isManager(role) ? ['refunded', 'delete'] : ['refunded'];
    case 'chargeBack':
    case 'default':
      return isManager(role) ? ['delete'] : [];
    case 'deleted':
      return [];
  }
}

/** Charge Back rows carry their own Delete button, for Manager or Admin (spec section 2). */
export const rowDeleteAllowed = (kind: QueueConfig['kind'], role: Role): boolean =>
  kind === 'chargeBack' && isManager(role);
