import { notify } from '@earrival/shared/toast';

/**
 * The success toast of an undoable change (status move, assign, move back, refund, delete, bulk action):
 * the toast kit's Undo toast when the server answered an actionId, a plain success toast when the change
 * altered nothing. Both remotes call this one function. The undo call itself (undoAction.ts) loads when
 * Undo is pressed: the pages that change no order (sign-in, the visitor's) load this entry without it.
 */
export function notifyUndoable(message: string, actionId: string | null | undefined): void {
  if (!actionId) notify.success(message);
  else
    notify.success(message, {
      undo: async () => (await import('./undoAction')).undoAction(actionId),
    });
}
