import type {
  DefencePackDetails,
  DefencePackType,
  DownloadHistoryEntry,
  MailHistoryEntry,
  OrderDetail,
} from '@earrival/shared/types';

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

/** A customer download record; one record may stand for repeated downloads from one device (migration 011). */
export interface PackDownload extends DownloadHistoryEntry {
  /** Downloads this record stands for. */
  times: number;
  /** The newest of them (create_ts is the first). */
  last_ts: string;
}

/** One line of the order's timeline (events and mail attempts; downloads have their own table). */
export interface TimelineLine {
  at: string;
  actor_name: string;
  text: string;
}

/** The application fields Pack 2 prints as filed. */
export type ApplicationFields = Pick<
  OrderDetail,
  | 'signature_name'
  | 'gender'
  | 'second_name'
  | 'second_sur_name'
  | 'country_of_origin'
  | 'airline_name'
  | 'port_of_entry'
  | 'travel_reasons'
  | 'electronic_visa_number'
  | 'place_of_accommodation'
  | 'name_of_hotel'
  | 'other_hotel'
  | 'traveler_address'
  | 'municipality'
  | 'province'
  | 'countries_visited'
  | 'symptoms'
  | 'declare_at_customs'
  | 'landing_domain'
>;

/**
 * The evidence of both defence packs (also the JSON of POST /admin/defence-pack-details). Each list holds
 * the newest PDF_LIST_LIMIT records, oldest first; `totals` says how many there are in all.
 */
export interface PackEvidence extends DefencePackDetails {
  downloads: PackDownload[];
  totals: {
    documents: number;
    mails: number;
    /** Download records (rows). */
    downloads: number;
    remarks: number;
    timeline: number;
  };
  /** Downloads in all (a record may stand for several). */
  download_count: number;
  first_download_at: string | null;
  /** Mails a provider accepted for the customer's own address (not copies sent elsewhere). */
  accepted_mail_count: number;
  /** The newest PACK_SUMMARY_LIMIT of those, newest first (Pack 1's table). */
  latest_accepted_mails: MailHistoryEntry[];
  /** Events and mail attempts, the newest PDF_LIST_LIMIT, oldest first. */
  timeline: TimelineLine[];
  application: ApplicationFields;
}

/** The order fields an invoice prints. */
export type InvoiceOrder = Pick<
  OrderDetail,
  | 'order_id'
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
