import { useMutation } from '@tanstack/react-query';
import { ordersApi } from '@earrival/shared/api';
import type { CustomerLanguage } from '@earrival/shared/languages';
import { notify } from '@earrival/shared/toast';
import { announceOrderChange } from '../../../lib/announce';

/**
 * Saves the customer's language (their pages and mails), as Transaction Details saves its fields: the
 * server's message is the toast and the order refetches (Activity gains the 'language' line). A refusal is
 * the data layer's error toast.
 */
export function useSaveLanguage(orderId: number) {
  return useMutation({
    mutationFn: (language: CustomerLanguage) => ordersApi.saveLanguage({ orderId, language }),
    onSuccess: (response) => {
      notify.success(response.message);
      announceOrderChange(orderId);
    },
  });
}
