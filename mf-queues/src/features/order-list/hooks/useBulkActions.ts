import { useCallback, useState } from 'react';
import { errorMessage, eventBus, notify, type ConfirmModalProps } from '@earrival/shared';
import { BULK_ACTIONS, type ActionContext, type BulkActionId } from '../bulkActions';
import type { OrderList } from './useOrderList';
import type { Selection } from './useSelection';

interface PendingAction {
  action: BulkActionId;
  ids: number[];
}

const plural = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/**
 * Runs list actions: asks for confirmation where the spec has a text, calls the server, says what
 * happened (toast and the bar's status line), updates the list and tells the shell the counts moved.
 * A failure shows the server's message and leaves the selection as it was.
 */
export function useBulkActions(context: ActionContext, selection: Selection, list: OrderList) {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [running, setRunning] = useState(false);
  const [lastResult, setLastResult] = useState<string | null>(null);

  const execute = useCallback(
    async ({ action, ids }: PendingAction) => {
      const definition = BULK_ACTIONS[action];
      setRunning(true);
      try {
        const envelope = await definition.run(ids, context);
        if (envelope.status === 1) {
          notify.success(definition.successMessage(envelope));
          setLastResult(`${plural(ids.length)} ${definition.done}.`);
          selection.deselect(ids);
          if (definition.removesRows) list.removeRows(ids);
          list.reload();
          eventBus.emit({ type: 'counts-changed', source: 'mf-queues' });
        } else if (envelope.status !== 401) {
          // 401: the shared client has told the user and is ending the session.
          notify.error(envelope.message);
        }
      } catch (error) {
        notify.error(errorMessage(error));
      } finally {
        setRunning(false);
        setPending(null);
      }
    },
    [context, selection, list],
  );

  /** Starts an action on the selection, or on the given rows (a row's own Delete button). */
  const request = useCallback(
    (action: BulkActionId, ids: number[] = selection.ids) => {
      // Nothing happens with no selection (spec section 5).
      if (ids.length === 0 || running) return;
      setLastResult(null);
      if (BULK_ACTIONS[action].confirmText) setPending({ action, ids });
      else void execute({ action, ids });
    },
    [selection.ids, running, execute],
  );

  const confirm: ConfirmModalProps = {
    show: pending !== null,
    text: pending ? BULK_ACTIONS[pending.action].confirmText : undefined,
    busy: running,
    onYes: () => {
      if (pending) void execute(pending);
    },
    onNo: () => setPending(null),
  };

  return { request, confirm, running, lastResult };
}
