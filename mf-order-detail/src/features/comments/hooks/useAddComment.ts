import { useMutation } from '@tanstack/react-query';
import { notifyUndoable, ordersApi } from '@earrival/shared/api';
import { type CommentPayload } from '@earrival/shared/types';
import { announceOrderChange } from '../../../lib/announce';

export type CommentInput = Omit<CommentPayload, 'orderId' | 'remarkerName'>;

/**
 * Adds a remark. The author is whoever is signed in: the server reads it from the session. A remark
 * flagged Refund puts the order in the Refund folder, so the counts refresh as well, and its toast offers
 * Undo (the server's actionId), which takes the order out of the refund queue and keeps the comment.
 * A refusal is `quiet`: the form shows it beside itself instead of a toast.
 */
export function useAddComment(orderId: number, userName: string) {
  return useMutation({
    mutationFn: (input: CommentInput) => ordersApi.addRemark({ ...input, orderId, remarkerName: userName }),
    meta: { quiet: true },
    onSuccess: (response, input) => {
      notifyUndoable(response.message, response.data.actionId);
      announceOrderChange(orderId, { folderChanged: input.statusRefund === 'Y' });
    },
  });
}
