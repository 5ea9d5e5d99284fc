// The order detail screen's data: the order itself, its documents, every mail sent (with the provider and
// what the provider answered), customer downloads, the Activity timeline, and the PDFs' evidence.
// Times are ISO text in UTC unless a field says otherwise; the screen formats them.
import type { OrderEvent, OrderEventAction, ProcessStatus, ProcessingMode, Remark } from './index';

/** The two mail providers; 'first' is the default everywhere. */
export type MailProvider = 'first' | 'second';

/**
 * Where a mail stands: queued (not tried yet), sent (a provider accepted it), retrying (a try failed, the
 * next is scheduled) or failed (every try failed; staff may retry it, or send it through the other provider).
 */
export type MailStatus = 'queued' | 'sent' | 'retrying' | 'failed';

/**
 * Why a mail was sent:
 * - 'document': the approved document as an attachment (upload, or Resend Mail)
 * - 'track-link': the Sent Mail button under Download History (the track-order link, no attachment)
 * - 'invoice': Send Invoice (the invoice PDF as an attachment)
 */
export type MailKind = 'document' | 'track-link' | 'invoice';

/** A stored document (the approved arrival card) of an order. */
export interface UploadedDoc {
  id: number;
  /** The server-chosen file name under the order's folder; staff download it with documentsApi.download. */
  file1: string;
  customer_name: string;
  /** The provider chosen when it was uploaded. */
  mail_service_provider: MailProvider;
  /** The address it was first mailed to. */
  email: string;
  /** 'application/pdf', 'image/jpeg', 'image/png' or 'image/webp' (read from the bytes, not the name). */
  content_type: string;
  size_bytes: number;
  /** The member who uploaded it (display name). */
  uploaded_by: string | null;
  created_at: string;
}

/** One row of Email History: one message, sent (or being sent) through one provider, with its tries. */
export interface MailHistoryEntry {
  id: number;
  order_id: number;
  create_ts: string;
  /** The recipient. */
  email: string;
  kind: MailKind;
  subject: string;
  /** The attached document (file1 is '' for a mail without a stored document: track-link, invoice). */
  uploadDoc: { file1: string; mail_service_provider: MailProvider };
  mail_service_provider: MailProvider;
  /** 'Mail provider 1' / 'Mail provider 2', the label staff see in the Mail Provider column. */
  provider_label: string;
  status: MailStatus;
  /** Tries so far (0 while queued). */
  attempts: number;
  /** The provider's Message-ID when accepted (for the outbox: the .eml file's Message-ID). */
  provider_message_id: string | null;
  /** Why the last try failed, in the provider's words (connection refused, authentication failed, ...). */
  failure_reason: string | null;
  /** The member who sent it (display name). */
  sent_by: string | null;
}

/** One customer download (recorded by the visitor area). */
export interface DownloadHistoryEntry {
  id: number;
  order_id: number;
  /** ISO text (UTC); the screen shows it in US Eastern time labelled EST. */
  create_ts: string;
  ip: string;
  /** The customer's browser time zone, as the browser reported it. */
  timezone: string;
  /** The browser; rows recorded before the device columns existed hold "browser - device - device type". */
  browser: string;
  /** e.g. 'Apple iPhone', or 'Desktop' ('' on older rows: see browser). Always sent by the server. */
  device?: string;
  /** 'mobile', 'tablet', 'desktop'... ('' on older rows). Always sent by the server. */
  device_type?: string;
  os: string;
  /** City/country resolved from the IP ('' when unknown). */
  location: string;
  /** The document downloaded ('' when unknown). */
  file1: string;
  /**
   * Downloads this row stands for: a repeat of the same document from the same device within minutes
   * is counted here instead of making a new row (1 for a single download). Always sent by the server.
   */
  times?: number;
  /** The newest of those downloads (create_ts is the first). Always sent by the server. */
  last_ts?: string;
}

export interface CurrencyDetail {
  currency: string;
  amount: number;
}

export interface CategoryDetail {
  category: string;
  article: string;
  quantity: number;
  amount: number;
}

/** What the Activity block shows: kinds of things that happened to the order. */
export type ActivityKind = OrderEventAction | 'download';

/** One line of the Activity timeline (newest first): who did what, when, in one sentence. */
export interface ActivityEntry {
  /** Unique within the list (lines come from three tables): 'e<id>' event, 'm<id>' mail, 'd<id>' download. */
  key: string;
  at: string;
  kind: ActivityKind;
  /** The member's name, 'customer' for a download, 'system' for intake. */
  actor_name: string;
  /** A sentence ready to show, e.g. "Moved from New to Completed", "Mailed receipt.pdf to a@b.c via Mail provider 2: failed (connection refused)". */
  text: string;
  /** Set for mail lines: the provider and where the mail stands. */
  provider?: MailProvider;
  status?: MailStatus;
}

/** Links and numbers the order-approved e-mail carries (also shown in the View Email Content preview). */
export interface ApprovedEmailPreview {
  subject: string;
  /** The order number shown in the mail (the order id). */
  orderNumber: number;
  /** The customer's track-order address on the public site (contains the encoded order id). */
  trackOrderUrl: string;
  /** The service phone number, as configured (e.g. '+1 (305) 555-0147'). */
  servicePhone: string;
  links: { terms: string; privacy: string; contact: string; refund: string };
  /** The exact HTML body that is mailed (for an iframe preview; self-contained, no scripts). */
  html: string;
}

/** The payment of the order (from intake; prices are not otherwise known to the back-office). */
export interface OrderPayment {
  /** Amount paid, e.g. 49.99; null when intake did not send it. */
  amount_paid: number | null;
  /** ISO 4217 code, e.g. 'USD'. */
  currency: string | null;
  /** Payment gateway that took the payment, e.g. 'Stripe'. */
  payment_gateway: string | null;
}

/** How many of each history's newest entries the order detail carries; the paged history call has the rest. */
export const DETAIL_HISTORY_ROWS = 50;

/** The most rows one call of the paged history call answers. */
export const HISTORY_PAGE_MAX = 200;

/**
 * The histories of an order, as the paged call names them (GET /admin/order-history/{orderId}/{history}):
 * comments (Comment History), mails (Email History), downloads (Download History), uploads (stored
 * documents), events (the raw event log) and activity (the Activity timeline).
 */
export const ORDER_HISTORIES = ['comments', 'mails', 'downloads', 'uploads', 'events', 'activity'] as const;
export type OrderHistoryName = (typeof ORDER_HISTORIES)[number];

/** One row of each history, as the detail and the paged call answer it. */
export interface OrderHistoryRows {
  comments: Remark;
  mails: MailHistoryEntry;
  downloads: DownloadHistoryEntry;
  uploads: UploadedDoc;
  events: OrderEvent;
  activity: ActivityEntry;
}

/** How many entries each history has in all (the detail carries only the newest DETAIL_HISTORY_ROWS). */
export interface HistoryTotals {
  /** Comment History (`remark`; paged call `comments`). */
  remarks: number;
  /** Email History (`mailHistory`). */
  mails: number;
  /** Download History (`downloadHistory`): rows, each standing for `times` downloads. */
  downloads: number;
  /** Stored documents (`uploadDoc`). */
  uploads: number;
  /** The raw event log (`history`). */
  events: number;
  /** Lines of the Activity (`activity`): events other than mails and downloads, plus mails and downloads. */
  activity: number;
}

/** GET /admin/get-orders-details/{orderId}: every field of the order and everything hanging off it. */
export interface OrderDetail extends OrderPayment {
  order_id: number;
  order_number: string;
  process_status: ProcessStatus;
  landing_domain: string;
  user: { email: string };
  /** The order's application e-mail: '<order id>@<office mail domain>' (the domain is server configuration). */
  application_email: string;
  email: string;
  confirm_email: string;
  /** 'Regular Processing' is shown as 'Standard Processing'. */
  processing_mode: ProcessingMode;
  signature_name: string;
  first_name: string;
  second_name: string | null;
  sur_name: string;
  second_sur_name: string | null;
  /** YYYY-MM-DD (shown DD/MM/YYYY). */
  date_of_birth: string;
  gender: string;
  citizenship: string;
  passport_number: string;
  country_of_permanent_residence: string;
  phone_number: string;
  /** Dialling code, e.g. '+53'. */
  country_code: string;
  /** YYYY-MM-DD (shown DD/MM/YYYY). */
  date_of_arrival: string;
  flight: string;
  airline_name: string;
  country_of_origin: string;
  port_of_entry: string;
  travel_reasons: string;
  electronic_visa_number: string | null;
  /** 'Hotel' (name_of_hotel applies; 'Other' there -> other_hotel), 'Home', 'House or room for rent' (address, province, municipality), ... */
  place_of_accommodation: string;
  name_of_hotel: string | null;
  other_hotel: string | null;
  traveler_address: string | null;
  province: string | null;
  municipality: string | null;
  countries_visited: string | null;
  symptoms: string | null;
  declare_at_customs: 'yes' | 'no';
  currency_details: CurrencyDetail[];
  personal_belongings_amount: number | null;
  luggage_items: number | null;
  category_details: CategoryDetail[];
  technical_authorization_number: string | null;
  transaction_id: string | null;
  merchant_name: string | null;
  assign_to: string | null;
  created_at: string;
  date_of_departure: string | null;
  refund_date: string | null;
  processing_date: string | null;
  process_month: string | null;
  /** Who moved the order to Completed, and when (the Processed By statistics). */
  processed_by: string | null;
  processed_at: string | null;
  /** Stored documents: the newest DETAIL_HISTORY_ROWS, oldest first (so the last is the newest). */
  uploadDoc: UploadedDoc[];
  /** Mail attempts: the newest DETAIL_HISTORY_ROWS, oldest first (the table numbers rows from 1). */
  mailHistory: MailHistoryEntry[];
  /** Customer downloads: the newest DETAIL_HISTORY_ROWS, oldest first. */
  downloadHistory: DownloadHistoryEntry[];
  /** Comment History: the newest DETAIL_HISTORY_ROWS, oldest first. */
  remark: Remark[];
  /** The raw event log: the newest DETAIL_HISTORY_ROWS, oldest first. */
  history: OrderEvent[];
  /** The Activity block: events, mails and downloads merged, NEWEST first, each as one sentence; the newest DETAIL_HISTORY_ROWS. */
  activity: ActivityEntry[];
  /** How many entries each history has in all; the paged history call serves the rest. */
  totals: HistoryTotals;
  /** What View Email Content shows. */
  emailPreview: ApprovedEmailPreview;
  /** Whether the defence packs (and Enter Transaction Details) apply: Completed, Customer Called, ChargeBack. */
  defencePackAvailable: boolean;
}

/** Body of POST /admin/resend-mail. */
export interface ResendMailBody {
  orderId: number | string;
  email: string;
  /** Default 'first'. */
  mailServiceProvider?: MailProvider;
}

/** Body of POST /admin/send-track-order-mail (the Sent Mail button under Download History). */
export interface TrackLinkMailBody {
  orderId: number | string;
  email: string;
  mailServiceProvider?: MailProvider;
}

/**
 * Body of POST /admin/retry-mail: a failed mail queued again, through the provider given (its own when
 * omitted). Refused (409) unless the mail is failed; 404 for an unknown mail.
 */
export interface RetryMailBody {
  mailId: number;
  mailServiceProvider?: MailProvider;
}

/** data of upload-visa-document, resend-mail, send-track-order-mail, send-invoice and retry-mail on success. */
export interface MailSendResult {
  /** The Email History row of this mail (status 'queued': the worker sends it). */
  mail: MailHistoryEntry;
  /** The stored document (upload only). */
  document?: UploadedDoc;
}

/** 1: the one-page summary; 2: the full evidence file. */
export type DefencePackType = 1 | 2;

/** POST /admin/defence-pack-details: the evidence the PDFs are built from, as JSON. */
export interface DefencePackDetails extends OrderPayment {
  order_id: number;
  order_number: string;
  process_status: ProcessStatus;
  processing_mode: ProcessingMode;
  created_at: string;
  customer: {
    name: string;
    email: string;
    phone: string;
    date_of_birth: string;
    citizenship: string;
    passport_number: string;
    country_of_permanent_residence: string;
  };
  travel: { date_of_arrival: string; flight: string; airline_name: string; port_of_entry: string };
  transaction_id: string | null;
  merchant_name: string | null;
  /** When the service was delivered: the first document upload (null when none). */
  delivered_at: string | null;
  documents: UploadedDoc[];
  mails: MailHistoryEntry[];
  downloads: DownloadHistoryEntry[];
  remarks: Remark[];
  /** When the evidence was assembled. */
  generated_at: string;
}
