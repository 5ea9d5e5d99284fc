import { Type, type Static } from 'typebox';
import {
  DateText,
  Email,
  IsoTime,
  Nullable,
  OrderIdText,
  ProcessStatus,
  ProcessingMode,
  StringEnum,
} from '../../../platform/http/schemas';
import { CUSTOMER_LANGUAGES } from '@earrival/shared/languages';
import { MailEntry } from '../../../platform/mailer/schemas';
import { ActivityEntry, DocumentEntry, DownloadEntry, EventEntry, RemarkEntry } from './history';

const Text = (maxLength = 200, options: Record<string, unknown> = {}) =>
  Type.String({ minLength: 1, maxLength, ...options });
const OptionalText = (maxLength = 200) => Nullable(Type.String({ maxLength }));
const Amount = Type.Number({ minimum: 0, maximum: 1e9 });

export const CurrencyDetail = Type.Object(
  { currency: Text(10), amount: Amount },
  { additionalProperties: false },
);

export const CategoryDetail = Type.Object(
  {
    category: Text(),
    article: Text(),
    quantity: Type.Integer({ minimum: 0, maximum: 100000 }),
    amount: Amount,
  },
  { additionalProperties: false },
);

/**
 * THE order, declared once for the API: every field an order has, with the rules the intake applies to
 * what the application site sends. The intake body and the response schemas are cut from it (Pick, Omit,
 * Partial), so a field is added or renamed here and nowhere else. (The migrations stay as they were
 * written: they are the history of the table.)
 */
export const Order = Type.Object({
  order_id: Type.Integer(),
  order_number: Text(100, {
    description: "The site's own reference: a retried call with it makes no second order",
  }),
  process_status: ProcessStatus,
  processing_mode: ProcessingMode,
  landing_domain: Type.String({ minLength: 3, maxLength: 253, pattern: '^[A-Za-z0-9.-]+$' }),
  email: Email({ format: 'email' }),
  confirm_email: Email({ format: 'email' }),
  signature_name: Text(),
  first_name: Text(),
  second_name: OptionalText(),
  sur_name: Text(),
  second_sur_name: OptionalText(),
  date_of_birth: DateText,
  gender: Text(20),
  citizenship: Text(),
  passport_number: Text(40),
  country_of_permanent_residence: Text(),
  phone_number: Type.String({ minLength: 4, maxLength: 30, pattern: '^[0-9 ()+-]+$' }),
  country_code: Type.String({
    minLength: 1,
    maxLength: 8,
    pattern: '^\\+?[0-9]{1,4}$',
    description: "Dialling code of the phone number, e.g. '+1'",
  }),
  date_of_arrival: DateText,
  date_of_departure: Nullable(DateText),
  flight: Text(40),
  airline_name: Text(),
  country_of_origin: Text(),
  port_of_entry: Text(),
  travel_reasons: Text(),
  electronic_visa_number: OptionalText(60),
  place_of_accommodation: Text(),
  name_of_hotel: OptionalText(),
  other_hotel: OptionalText(),
  traveler_address: OptionalText(500),
  province: OptionalText(),
  municipality: OptionalText(),
  countries_visited: OptionalText(1000),
  symptoms: OptionalText(1000),
  declare_at_customs: StringEnum(['yes', 'no']),
  currency_details: Type.Array(CurrencyDetail, { maxItems: 50 }),
  personal_belongings_amount: Nullable(Amount),
  luggage_items: Nullable(Type.Integer({ minimum: 0, maximum: 1000 })),
  category_details: Type.Array(CategoryDetail, { maxItems: 100 }),
  technical_authorization_number: OptionalText(60),
  transaction_id: OptionalText(200),
  merchant_name: OptionalText(200),
  // The payment, as the application site took it (the invoice and the defence packs print it).
  amount_paid: Nullable(Type.Number({ minimum: 0, maximum: 1e7, description: 'What the customer paid' })),
  currency: Nullable(Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. USD' })),
  payment_gateway: OptionalText(100),
  processing_date: Nullable(DateText, {
    description: 'When to process; a date in a future month puts the order in Future Order',
  }),
  process_month: Nullable(Type.String({ description: "The processing date's month, '01'..'12'" })),
  assign_to: Nullable(Type.String({ description: 'The member working the order (My Orders), or null' })),
  created_at: IsoTime(),
  refund_date: Nullable(Type.String({ description: 'ISO time a refund was requested (refund queue)' })),
  processed_by: Nullable(Type.String({ description: 'Who moved the order to Completed' })),
  processed_at: Nullable(Type.String({ description: 'When it was moved to Completed (ISO)' })),
  language: Nullable(StringEnum([...CUSTOMER_LANGUAGES]), {
    description:
      "The customer's language: their mails are written in it, and staff may change it (null: English, none known yet)",
  }),
});

/** What the staff back-office and the server set; the application site never sends these. */
export const SERVER_FIELDS = [
  'order_id',
  'process_status',
  'process_month',
  'assign_to',
  'created_at',
  'refund_date',
  'processed_by',
  'processed_at',
] as const;

/**
 * The fields of an order-list row (what every queue table shows, plus the processing mode), in the order
 * the lists select them.
 */
export const LIST_ROW_FIELDS = [
  'order_id',
  'process_status',
  'first_name',
  'sur_name',
  'email',
  'phone_number',
  'country_code',
  'created_at',
  'date_of_departure',
  'refund_date',
  'processing_date',
  'process_month',
  'assign_to',
  'processing_mode',
] as const;

/** One row of an order list. */
export const OrderListRow = Type.Pick(Order, LIST_ROW_FIELDS, { title: 'OrderListRow' });
export type OrderListRow = Static<typeof OrderListRow>;

/** The history names the paged call takes, and the sizes of each. */
export const HistoryTotals = Type.Object({
  remarks: Type.Integer({ description: 'Comment History (remark; paged call: comments)' }),
  mails: Type.Integer({ description: 'Email History (mailHistory)' }),
  downloads: Type.Integer({ description: 'Download History rows, each standing for `times` downloads' }),
  uploads: Type.Integer({ description: 'Stored documents (uploadDoc)' }),
  events: Type.Integer({ description: 'The raw event log (history)' }),
  activity: Type.Integer({ description: 'Lines of the Activity' }),
});
export type HistoryTotals = Static<typeof HistoryTotals>;

/** Links and numbers the order-approved e-mail carries (the View Email Content preview). */
export const ApprovedEmailPreview = Type.Object({
  subject: Type.String(),
  orderNumber: Type.Integer({ description: 'The order number shown in the mail (the order id)' }),
  trackOrderUrl: Type.String({ description: "The customer's track-order address (encoded order id)" }),
  servicePhone: Type.String(),
  links: Type.Object({
    terms: Type.String(),
    privacy: Type.String(),
    contact: Type.String(),
    refund: Type.String(),
  }),
  html: Type.String({ description: 'The exact HTML body that is mailed (self-contained, no scripts)' }),
});
export type ApprovedEmailPreview = Static<typeof ApprovedEmailPreview>;

/** The order a path names: its number or its encoded form. */
export const OrderParams = Type.Object({ orderId: OrderIdText });

/**
 * GET /admin/get-orders-details/{orderId}: every field of THE order (above) and everything hanging off it.
 * Each history holds its newest entries (oldest first; the Activity newest first) and `totals` counts all.
 */
export const OrderDetail = Type.Object({
  ...Order.properties,
  user: Type.Object({ email: Type.String() }),
  application_email: Type.String({ description: "'<order id>@<office mail domain>'" }),
  uploadDoc: Type.Array(DocumentEntry),
  mailHistory: Type.Array(MailEntry),
  downloadHistory: Type.Array(DownloadEntry),
  remark: Type.Array(RemarkEntry),
  history: Type.Array(EventEntry),
  activity: Type.Array(ActivityEntry),
  totals: HistoryTotals,
  emailPreview: ApprovedEmailPreview,
  defencePackAvailable: Type.Boolean({
    description: 'Whether the defence packs (and Enter Transaction Details) apply',
  }),
});
export type OrderDetail = Static<typeof OrderDetail>;
