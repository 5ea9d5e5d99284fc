import type { AxiosProgressEvent } from 'axios';
import { api, httpClient } from './client';
import type {
  DefencePackDetails,
  DefencePackType,
  Envelope,
  ListEnvelope,
  MailProvider,
  OrderHistoryName,
  OrderHistoryRows,
  MailSendResult,
  ResendMailBody,
  RetryMailBody,
  TrackLinkMailBody,
} from '@earrival/shared/types';

/** What the Upload Document form sends (multipart). */
export interface UploadDocumentInput {
  orderId: number | string;
  email: string;
  /** PDF, JPEG, PNG or WebP; the server reads the type from the bytes and refuses anything else or too large. */
  file: Blob;
  /** The chosen file's name; kept for the record only (the stored name and the attachment name are server-chosen). */
  fileName?: string;
  /** Default 'first'. */
  mailServiceProvider?: MailProvider;
  /** Upload progress, 0..1 (for the progress bar). */
  onProgress?: (fraction: number) => void;
}

/** One page of the paged history call. */
export interface HistoryPageQuery {
  /** From 1. */
  page: number;
  /** Rows per page, 1..HISTORY_PAGE_MAX (200). */
  limit: number;
  /** 'desc' (the server's default): newest first; 'asc': oldest first. */
  order?: 'asc' | 'desc';
}

/** Where a stored document lives (relative to the API base): uploads/docs/{orderId}/{file1}. */
export const documentPath = (orderId: number, file1: string) =>
  `uploads/docs/${orderId}/${encodeURIComponent(file1)}`;

/**
 * Calls of the order detail screen beyond the order itself (ordersApi.details): documents, mail through
 * the two providers, defence packs and invoices. Failures carry the server's message. A mail call answers
 * once the mail is queued, not sent: a worker sends it, and its Email History row (status, tries, the
 * provider's answer) follows through `order-updated`; a provider that is down no longer fails the call.
 */
export const orderDetailApi = {
  /**
   * POST multipart admin/upload-visa-document: stores the document and queues its mail to `email` through
   * the chosen provider ("Document saved; the e-mail to a@b.c is queued.").
   */
  uploadDocument: ({
    orderId,
    email,
    file,
    fileName,
    mailServiceProvider,
    onProgress,
  }: UploadDocumentInput) => {
    const form = new FormData();
    // Text fields first: the server reads them before the file streams in.
    form.append('orderId', String(orderId));
    form.append('email', email);
    form.append('mailServiceProvider', mailServiceProvider ?? 'first');
    form.append('uploadVisaDoc', file, fileName ?? 'document');
    return api.upload<Envelope<MailSendResult>>('admin/upload-visa-document', form, {
      onUploadProgress: (event: AxiosProgressEvent) => {
        if (onProgress && event.total) onProgress(event.loaded / event.total);
      },
    });
  },
  /** POST admin/resend-mail: queues the order's latest document again (a new mail) through the chosen provider. */
  resendMail: (body: ResendMailBody) => api.post<Envelope<MailSendResult>>('admin/resend-mail', body),
  /**
   * POST admin/send-track-order-mail (path chosen by the server): the Sent Mail button under Download
   * History; queues the track-order link (no attachment) to the customer and records it in Email History.
   */
  sendTrackLink: (body: TrackLinkMailBody) =>
    api.post<Envelope<MailSendResult>>('admin/send-track-order-mail', body),
  /**
   * POST admin/send-invoice: builds the PDF invoice (amount, currency and gateway from the order) and queues
   * it to the order's e-mail through the first provider (or the one given). Refused (409) for an order
   * with no recorded payment; 404 for an unknown id.
   */
  sendInvoice: (orderId: number | string, mailServiceProvider?: MailProvider) =>
    api.post<Envelope<MailSendResult>>('admin/send-invoice', { orderId, mailServiceProvider }),
  /**
   * POST admin/retry-mail: queues a failed mail (the same row, its tries go on) again, through its own
   * provider or the one given. Refused (409) when the mail is not failed (sent already, or still being
   * tried); 404 for an unknown mail.
   */
  retryMail: (body: RetryMailBody) => api.post<Envelope<MailSendResult>>('admin/retry-mail', body),
  /** POST admin/get-invoice-pdf (path chosen by the server): the same invoice as a Blob, for a preview. */
  invoicePdf: (orderId: number | string) => api.postForBlob('admin/get-invoice-pdf', { orderId }),
  /**
   * POST admin/get-defence-pack-pdf: the PDF as a Blob (open it with URL.createObjectURL in a new window).
   * Refused (HTTP 409, a JSON envelope inside the error) unless the order is Completed, Customer Called or
   * ChargeBack. Type 1 is the one-page summary, type 2 the full evidence file.
   */
  defencePackPdf: (orderId: number | string, defencePackType: DefencePackType) =>
    api.postForBlob('admin/get-defence-pack-pdf', { orderId, defencePackType }),
  /** POST admin/defence-pack-details: the same evidence as JSON. */
  defencePackDetails: (orderId: number | string) =>
    api.post<Envelope<DefencePackDetails>>('admin/defence-pack-details', { orderId }),
  /**
   * GET admin/order-history/{orderId}/{history}: one page of one history of the order (the detail carries
   * only the newest DETAIL_HISTORY_ROWS of each), `total` beside the rows. A page past the last is a 400.
   */
  history: <H extends OrderHistoryName>(orderId: number | string, history: H, query: HistoryPageQuery) =>
    api.get<ListEnvelope<OrderHistoryRows[H]>>(`admin/order-history/${orderId}/${history}`, { ...query }),
  /** GET uploads/docs/{orderId}/{file1} with the staff session: the stored document as a Blob. */
  downloadDocument: (orderId: number, file1: string) => api.download(documentPath(orderId, file1)),
  /** HEAD uploads/docs/{orderId}/{file1}: true when the stored document exists (staff session required). */
  documentExists: async (orderId: number, file1: string): Promise<boolean> => {
    const response = await (
      await httpClient()
    ).head(documentPath(orderId, file1), { validateStatus: () => true });
    return response.status === 200;
  },
};
