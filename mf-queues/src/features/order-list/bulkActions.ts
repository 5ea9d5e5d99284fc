import { ordersApi } from '@earrival/shared/api';
import { type BulkActionId } from '@earrival/shared/policy';
import { type ActionSource, type Envelope, type FolderName } from '@earrival/shared/types';
import { DEFAULT_CONFIRM_TEXT } from '@earrival/shared/ui';

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
  /** Asked before running; no text means it runs at once. */
  confirmText?: string;
  run: (orderIds: number[], context: ActionContext) => Promise<Envelope<unknown>>;
  /** The toast after success; the server's message where the spec gives none. */
  successMessage: (envelope: Envelope<unknown>) => string;
  /** The ids leave the list at once rather than on the reload. */
  removesRows: boolean;
  /** Past tense for the bar's "what it did" line, e.g. '3 orders deleted'. */
  done: string;
}

export const BULK_ACTIONS: Readonly<Record<BulkActionId, BulkAction>> = {
  delete: {
    label: 'Delete Order',
    variant: 'danger',
    confirmText: DEFAULT_CONFIRM_TEXT,
    run: (ids, { deleteSource }) => ordersApi.softDelete(ids, deleteSource),
    successMessage: () => 'Order has been deleted successfully',
    removesRows: true,
    done: 'deleted',
  },
  assignToMe: {
    label: 'Assign to me',
    variant: 'primary',
    confirmText: 'Are you sure want to assigned orders.',
    run: (ids, { userName }) => ordersApi.assign(ids, userName),
    successMessage: () => 'Order has been assigned successfully',
    removesRows: true,
    done: 'assigned to you',
  },
  moveToOriginal: {
    label: 'Move to Original Folder',
    variant: 'secondary',
    confirmText: 'Are you sure want to move orders to new orders.',
    // A null assignee returns the orders to their original queue.
    run: (ids) => ordersApi.assign(ids, null),
    successMessage: (envelope) => envelope.message || 'Orders have been moved to their original folder',
    removesRows: true,
    done: 'moved to the original folder',
  },
  refunded: {
    label: 'Refunded it',
    variant: 'success',
    run: (ids) => ordersApi.completeRefund(ids),
    successMessage: (envelope) => envelope.message || 'Refund completed',
    removesRows: true,
    done: 'marked as refunded',
  },
};
