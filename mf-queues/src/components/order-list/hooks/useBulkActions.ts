import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { eventBus } from '@earrival/shared/bus';
import { notifyUndoable } from '@earrival/shared/api';
import { type ConfirmModalProps } from '@earrival/shared/ui';
import { BULK_ACTIONS, orderCount, type ActionContext, type BulkActionId } from '../bulkActions';
import type { OrderList } from './useOrderList';
import type { Selection } from './useSelection';

interface PendingAction {
  action: BulkActionId;
  ids: number[];
}

/**
 * Runs list actions: asks for confirmation where there is a text, calls the server, says what
 * happened (a toast offering Undo, and the bar's status line), takes the rows out and says
 * `counts-changed`, which refreshes the lists and the badges (an Undo refreshes them again). A failure
 * shows the server's message (the data layer's toast) and leaves the selection as it was.
 */
export function useBulkActions(context: ActionContext, selection: Selection, list: OrderList) {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [lastResult, setLastResult] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: ({ action, ids }: PendingAction) => BULK_ACTIONS[action].run(ids, context),
    onSuccess: (envelope, { action, ids }) => {
      const definition = BULK_ACTIONS[action];
      notifyUndoable(definition.successMessage(envelope), envelope.data?.actionId);
      setLastResult(`${orderCount(ids.length)} ${definition.done}.`);
      selection.deselect(ids);
      list.removeRows(ids);
      eventBus.emit({ type: 'counts-changed', source: 'mf-queues' });
    },
    onSettled: () => setPending(null),
  });
  const running = mutation.isPending;

  /** Starts an action on the selection, or on the given rows (a row's own Delete button). */
  const request = useCallback(
    (action: BulkActionId, ids: number[] = selection.ids) => {
      // Nothing happens with no selection.
      if (ids.length === 0 || running) return;
      setLastResult(null);
      if (BULK_ACTIONS[action].confirmText) setPending({ action, ids });
      else mutation.mutate({ action, ids });
    },
    [selection.ids, running, mutation],
  );

  const confirm: ConfirmModalProps = {
    show: pending !== null,
    text: pending ? BULK_ACTIONS[pending.action].confirmText?.(pending.ids.length) : undefined,
    busy: running,
    onYes: () => {
      if (pending) mutation.mutate(pending);
    },
    onNo: () => setPending(null),
  };

  return { request, confirm, running, lastResult };
}
