import { useMutation } from '@tanstack/react-query';
import { orderDetailApi } from '@earrival/shared/api';
import { notify } from '@earrival/shared/toast';

/**
 * Builds the order's PDF invoice on the server and mails it through the default provider (it appears in the
 * order's Email History). Success: the server's message as a toast; a refusal (unknown order, mail provider
 * down) shows its message the same way through the data layer.
 */
export function useSendInvoice() {
  return useMutation({
    mutationFn: (orderId: string) => orderDetailApi.sendInvoice(orderId),
    onSuccess: (response) => notify.success(response.message),
  });
}
