import { ordersApi } from '@earrival/shared/api';
import { type BulkActionId } from '@earrival/shared/policy';
import { type ActionSource, type Envelope, type FolderName } from '@earrival/shared/types';

/** "1 order" / "12 orders": the confirmations of the actions that are hard to notice say how many. */
export const orderCount = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

export type { BulkActionId };

export interface ActionContext {
  folder: FolderName;
  /** Where deletes come from: the folder, or 'myOrder' on My Orders. */
  deleteSource: ActionSource;
  /** The signed-in user's name (assignments are by name). */
  userName: string;
}

export interface BulkAction {
  label: string;
  variant: 'danger' | 'primary' | 'secondary' | 'success';
  /** Asked before running, for this many orders; none means it runs at once. */
  confirmText?: (count: number) => string;
  /** The server's answer names the action an Undo takes back (null: nothing changed). */
  run: (orderIds: number[], context: ActionContext) => Promise<Envelope<{ actionId: string | null }>>;
  /** The toast after success (with Undo when the server answers an actionId); the server's message where the spec gives none. */
  successMessage: (envelope: Envelope<unknown>) => string;
  /** Past tense for the bar's "what it did" line, e.g. '3 orders deleted'. */
  done: string;
}

export const BULK_ACTIONS: Readonly<Record<BulkActionId, BulkAction>> = {
  delete: {
    label: 'Delete Order',
    variant: 'danger',
    confirmText: (count) => `Delete ${orderCount(count)}?`,
    run: (ids, { deleteSource }) => ordersApi.softDelete(ids, deleteSource),
    successMessage: () => 'Order has been deleted successfully',
    done: 'deleted',
  },
  assignToMe: {
    label: 'Assign to me',
    variant: 'primary',
    confirmText: () => 'Are you sure want to assigned orders.',
    run: (ids, { userName }) => ordersApi.assign(ids, userName),
    successMessage: () => 'Order has been assigned successfully',
    done: 'assigned to you',
  },
  moveToOriginal: {
    label: 'Move to Original Folder',
    variant: 'secondary',
    confirmText: () => 'Are you sure want to move orders to new orders.',
    // A null assignee returns the orders to their original queue.
    run: (ids) => ordersApi.assign(ids, null),
    successMessage: (envelope) => envelope.message || 'Orders have been moved to their original folder',
    done: 'moved to the original folder',
  },
  refunded: {
    label: 'Refunded it',
    variant: 'success',
    confirmText: (count) => `Mark ${orderCount(count)} as refunded?`,
    run: (ids) => ordersApi.completeRefund(ids),
    successMessage: (envelope) => envelope.message || 'Refund completed',
    done: 'marked as refunded',
  },
};
