import { useMutation } from '@tanstack/react-query';
import { notifyUndoable, orderDetailApi, ordersApi } from '@earrival/shared/api';
import { notify } from '@earrival/shared/toast';
import { type DefencePackType, type ProcessStatus } from '@earrival/shared/types';
import { announceOrderChange, useOrderCall } from '../../../lib/announce';

/**
 * Moves the order to another status; the detail, the queue lists and the sidebar badges refresh. The
 * toast offers Undo (the server's actionId), which puts the order back and refreshes them again.
 */
export function useMoveStatus(orderId: number) {
  return useMutation({
    mutationFn: (status: ProcessStatus) => ordersApi.moveStatus(orderId, status),
    onSuccess: (response) => {
      notifyUndoable(response.message, response.data.actionId);
      announceOrderChange(orderId, { folderChanged: true });
    },
  });
}

/**
 * Send Invoice for this order: the server builds the PDF invoice and queues it to the customer (the same
 * call as Manage Invoices). The server's message is the toast; the order refetches, so the invoice's mail
 * shows in Email History at once. A refusal is the server's message as an error toast (the data layer's).
 */
export const useSendInvoice = (orderId: number) =>
  useOrderCall(orderId, () => orderDetailApi.sendInvoice(orderId));

export interface TransactionInput {
  transactionId: string;
  merchantName: string;
}

export function useSaveTransaction(orderId: number) {
  return useMutation({
    mutationFn: (input: TransactionInput) => ordersApi.saveTransaction({ ...input, orderId }),
    onSuccess: (response) => {
      notify.success(response.message);
      announceOrderChange(orderId);
    },
  });
}

/**
 * Builds a defence pack on the server and shows the PDF in a new window. The window is opened before the
 * call, while the click still counts as the user's gesture, so a popup blocker lets it through; it is
 * closed again if the server refuses.
 */
export function useDefencePack(orderId: number) {
  return useMutation({
    mutationFn: async (type: DefencePackType) => {
      const target = window.open('', '_blank');
      try {
        const pdf = await orderDetailApi.defencePackPdf(orderId, type);
        const url = URL.createObjectURL(new Blob([pdf], { type: 'application/pdf' }));
        if (target) target.location.href = url;
        else window.open(url, '_blank');
      } catch (error) {
        target?.close();
        throw error;
      }
    },
  });
}
