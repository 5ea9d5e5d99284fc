import { useMutation } from '@tanstack/react-query';
import { orderDetailApi, type UploadDocumentInput } from '@earrival/shared/api';
import { notify } from '@earrival/shared/toast';
import { type MailProvider } from '@earrival/shared/types';
import { announceOrderChange } from '../../../lib/announce';

/*
 * Every mail action ends with the order refetched, failed or not: a refused provider still leaves a failed
 * row in Email History (and an upload whose mail failed still stored the document), which staff must see.
 * The failure itself is the server's message in an error toast, naming the provider and suggesting the other.
 */

export type UploadInput = Omit<UploadDocumentInput, 'orderId'>;

export function useUploadDocument(orderId: number) {
  return useMutation({
    mutationFn: (input: UploadInput) => orderDetailApi.uploadDocument({ ...input, orderId }),
    onSuccess: (response) => notify.success(response.message),
    onSettled: () => announceOrderChange(orderId, { folderChanged: true }),
  });
}

export interface MailInput {
  email: string;
  mailServiceProvider: MailProvider;
}

/** Resend Mail: the latest stored document, mailed again through the chosen provider. */
export function useResendMail(orderId: number) {
  return useMutation({
    mutationFn: (input: MailInput) => orderDetailApi.resendMail({ ...input, orderId }),
    onSuccess: (response) => notify.success(response.message),
    onSettled: () => announceOrderChange(orderId),
  });
}

/** Sent Mail (under Download History): the customer gets the track-order link again. */
export function useSendTrackLink(orderId: number) {
  return useMutation({
    mutationFn: (input: MailInput) => orderDetailApi.sendTrackLink({ ...input, orderId }),
    onSuccess: (response) => notify.success(response.message),
    onSettled: () => announceOrderChange(orderId),
  });
}

/** Fetches a stored document with the staff session and hands it to the browser as a download. */
export function useDocumentDownload(orderId: number) {
  return useMutation({
    mutationFn: async (file1: string) => {
      const blob = await orderDetailApi.downloadDocument(orderId, file1);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file1;
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser time to start reading the blob before it is released.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}
