import type { AxiosProgressEvent } from 'axios';
import type {
  ApiQuery,
  DefencePackType,
  MailProvider,
  OrderHistoryName,
  OrderHistoryRows,
} from '@earrival/shared/types';
import { httpClient } from './client';
import { call, fileCall, pathOf, upload, type AnswerOf, type BodyOf } from './call';

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

/** One page of the paged history call: page from 1, limit 1..HISTORY_PAGE_MAX (200), newest first unless 'asc'. */
export type HistoryPageQuery = Required<Pick<HistoryQuery, 'page' | 'limit'>> & Pick<HistoryQuery, 'order'>;
type HistoryQuery = ApiQuery<'getOrderHistory'>;

/** A stored document's place in GET uploads/docs/{orderId}/{file1} (its file name encoded). */
const storedDocument = (orderId: number, file1: string) => ({
  orderId: String(orderId),
  file1: encodeURIComponent(file1),
});

/** One page of one history: its rows (typed by the history asked for) and `total` beside them. */
type HistoryPage<H extends OrderHistoryName> = Omit<
  AnswerOf<'GET admin/order-history/{orderId}/{history}'>,
  'data'
> & {
  data: OrderHistoryRows[H][];
};

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
    return upload('POST admin/upload-visa-document', form, {
      onUploadProgress: (event: AxiosProgressEvent) => {
        if (onProgress && event.total) onProgress(event.loaded / event.total);
      },
    });
  },
  /** POST admin/resend-mail: queues the order's latest document again (a new mail) through the chosen provider. */
  resendMail: (body: BodyOf<'POST admin/resend-mail'>) => call('POST admin/resend-mail', { body }),
  /**
   * POST admin/send-track-order-mail (path chosen by the server): the Sent Mail button under Download
   * History; queues the track-order link (no attachment) to the customer and records it in Email History.
   */
  sendTrackLink: (body: BodyOf<'POST admin/send-track-order-mail'>) =>
    call('POST admin/send-track-order-mail', { body }),
  /**
   * POST admin/send-invoice: builds the PDF invoice (amount, currency and gateway from the order) and queues
   * it to the order's e-mail through the first provider (or the one given). Refused (409) for an order
   * with no recorded payment; 404 for an unknown id.
   */
  sendInvoice: (orderId: number | string, mailServiceProvider?: MailProvider) =>
    call('POST admin/send-invoice', { body: { orderId, mailServiceProvider } }),
  /**
   * POST admin/retry-mail: queues a failed mail (the same row, its tries go on) again, through its own
   * provider or the one given. Refused (409) when the mail is not failed (sent already, or still being
   * tried); 404 for an unknown mail.
   */
  retryMail: (body: BodyOf<'POST admin/retry-mail'>) => call('POST admin/retry-mail', { body }),
  /** POST admin/get-invoice-pdf (path chosen by the server): the same invoice as a Blob, for a preview. */
  invoicePdf: (orderId: number | string) => fileCall('POST admin/get-invoice-pdf', { body: { orderId } }),
  /**
   * POST admin/get-defence-pack-pdf: the PDF as a Blob (open it with URL.createObjectURL in a new window).
   * Refused (HTTP 409, a JSON envelope inside the error) unless the order is Completed, Customer Called or
   * ChargeBack. Type 1 is the one-page summary, type 2 the full evidence file.
   */
  defencePackPdf: (orderId: number | string, defencePackType: DefencePackType) =>
    fileCall('POST admin/get-defence-pack-pdf', { body: { orderId, defencePackType } }),
  /** POST admin/defence-pack-details: the same evidence as JSON. */
  defencePackDetails: (orderId: number | string) =>
    call('POST admin/defence-pack-details', { body: { orderId } }),
  /**
   * GET admin/order-history/{orderId}/{history}: one page of one history of the order (the detail carries
   * only the newest DETAIL_HISTORY_ROWS of each), `total` beside the rows. A page past the last is a 400.
   */
  history: <H extends OrderHistoryName>(orderId: number | string, history: H, query: HistoryPageQuery) =>
    call('GET admin/order-history/{orderId}/{history}', {
      path: { orderId: String(orderId), history },
      query: { ...query },
    }) as Promise<HistoryPage<H>>,
  /** GET uploads/docs/{orderId}/{file1} with the staff session: the stored document as a Blob. */
  downloadDocument: (orderId: number, file1: string) =>
    fileCall('GET uploads/docs/{orderId}/{file1}', { path: storedDocument(orderId, file1) }),
  /** HEAD uploads/docs/{orderId}/{file1}: true when the stored document exists (staff session required). */
  documentExists: async (orderId: number, file1: string): Promise<boolean> => {
    const response = await (
      await httpClient()
    ).head(pathOf('GET uploads/docs/{orderId}/{file1}', storedDocument(orderId, file1)), {
      validateStatus: () => true,
    });
    return response.status === 200;
  },
};
