import { useMutation } from '@tanstack/react-query';
import { orderDetailApi, type UploadDocumentInput } from '@earrival/shared/api';
import { type MailProvider } from '@earrival/shared/types';
import { customerDocumentName } from '@earrival/shared/util';
import { useOrderCall } from '../../../lib/announce';

/*
 * A mail call answers once the mail is queued; a worker sends it. So the success toast is the server's
 * message (which says "queued", never "sent"), and every action ends with the order refetched, failed or
 * not, so the new or re-queued row shows at once; the live `order-updated` moves it on to sent, retrying
 * or failed. A refusal is the server's message in an error toast (the data layer's), except the upload's,
 * which its form shows.
 */

export type UploadInput = Omit<UploadDocumentInput, 'orderId'>;

/** Upload & Send. A refusal is `quiet`: the upload form shows it beside itself instead of a toast. */
export const useUploadDocument = (orderId: number) =>
  useOrderCall(orderId, (input: UploadInput) => orderDetailApi.uploadDocument({ ...input, orderId }), {
    quiet: true,
    folderChanged: true,
  });

export interface MailInput {
  email: string;
  mailServiceProvider: MailProvider;
}

/** Resend Mail: the latest stored document, mailed again through the chosen provider. */
export const useResendMail = (orderId: number) =>
  useOrderCall(orderId, (input: MailInput) => orderDetailApi.resendMail({ ...input, orderId }));

/** Sent Mail (under Download History): the customer gets the track-order link again. */
export const useSendTrackLink = (orderId: number) =>
  useOrderCall(orderId, (input: MailInput) => orderDetailApi.sendTrackLink({ ...input, orderId }));

export interface RetryInput {
  mailId: number;
  /** The provider to try now: the mail's own (Retry) or the other one. */
  mailServiceProvider: MailProvider;
}

/**
 * Retry of a failed mail from Email History: the same row is queued again. A 409 (the mail was sent
 * meanwhile, or is still being tried) is an error toast like any refusal; the refetch then shows why.
 */
export const useRetryMail = (orderId: number) =>
  useOrderCall(orderId, (input: RetryInput) => orderDetailApi.retryMail(input));

/** Fetches a stored document with the staff session and hands it to the browser as a download. */
export function useDocumentDownload(orderId: number) {
  return useMutation({
    mutationFn: async (file1: string) => {
      const blob = await orderDetailApi.downloadDocument(orderId, file1);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      // A blob address has no Content-Disposition: the link names the file as the server does.
      link.download = customerDocumentName(orderId, file1);
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser time to start reading the blob before it is released.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}
