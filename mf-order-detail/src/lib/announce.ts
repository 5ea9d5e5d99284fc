import { useMutation } from '@tanstack/react-query';
import { eventBus } from '@earrival/shared/bus';
import { notify } from '@earrival/shared/toast';

const SOURCE = 'mf-order-detail';

/**
 * Tells the page an order changed: its detail and the lists refetch. `folderChanged` also refreshes the
 * sidebar badges and queue counts (status moves, refunds flagged in a comment, uploads).
 */
export function announceOrderChange(orderId: number, { folderChanged = false } = {}): void {
  eventBus.emit({ type: 'order-updated', orderId, source: SOURCE });
  if (folderChanged) eventBus.emit({ type: 'counts-changed', source: SOURCE });
}

/**
 * A call about the order that the server answers with a message (a mail queued, an invoice sent): the
 * message is the success toast, and the order is announced changed once the call is over, done or refused,
 * so a new or re-queued row shows at once. `quiet`: a refusal is the caller's form's to show, not a toast.
 */
export function useOrderCall<Input, Answer extends { message: string }>(
  orderId: number,
  mutationFn: (input: Input) => Promise<Answer>,
  { folderChanged = false, quiet = false } = {},
) {
  return useMutation({
    mutationFn,
    meta: quiet ? { quiet } : undefined,
    onSuccess: (response: Answer) => notify.success(response.message),
    onSettled: () => announceOrderChange(orderId, { folderChanged }),
  });
}
