import type { Static } from 'typebox';
import type { OrderDetail } from '../../orders/public';
import type { DefencePackDetails, DefencePackType } from '../schemas';

/**
 * What the PDF worker threads are given: plain JSON-able data (no database handle, no Date), so a job
 * crosses to a worker by structured clone and a document never reads anything the service did not load.
 */

/**
 * The module the PDF threads load to render these jobs (render.ts, registered with app.pdf): beside this
 * file under tsx and jest, and documents-pdf.js beside server.js once compiled (api/build.mjs).
 */
export const DOCUMENT_PDF_RENDERER = new URL(
  import.meta.url.endsWith('.ts') ? './render.ts' : './documents-pdf.js',
  import.meta.url,
).href;

/** A list inside a PDF shows at most this many entries, the newest; a line says how many are left out. */
export const PDF_LIST_LIMIT = 500;

/** Pack 1 (one page) lists this many of the latest accepted mails and downloads; its counts say how many in all. */
export const PACK_SUMMARY_LIMIT = 5;

/**
 * The evidence of both defence packs (also the JSON of POST /admin/defence-pack-details). Each list holds
 * the newest PDF_LIST_LIMIT records, oldest first; `totals` says how many there are in all.
 */
export type PackEvidence = Static<typeof DefencePackDetails>;

/** The order fields an invoice prints. */
export type InvoiceOrder = Pick<
  OrderDetail,
  | 'order_id'
  | 'language'
  | 'order_number'
  | 'process_status'
  | 'processing_mode'
  | 'created_at'
  | 'first_name'
  | 'sur_name'
  | 'email'
  | 'country_code'
  | 'phone_number'
  | 'country_of_permanent_residence'
  | 'date_of_arrival'
  | 'amount_paid'
  | 'currency'
  | 'payment_gateway'
  | 'transaction_id'
  | 'merchant_name'
>;

/** How the customer reaches the service (printed on the invoice). */
export interface InvoiceContact {
  servicePhone: string;
  siteUrl: string;
}

export type DocumentPdfJob =
  | { document: 'defence-pack'; type: DefencePackType; evidence: PackEvidence }
  | { document: 'invoice'; order: InvoiceOrder; contact: InvoiceContact; issuedAt: string };
