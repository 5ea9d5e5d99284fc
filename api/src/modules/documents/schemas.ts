import { Type, type Static } from 'typebox';
import { ID_DIGITS_PATTERN, LIMITS } from '@earrival/shared/limits';
import {
  Email,
  Envelope,
  IsoTime,
  Nullable,
  OrderId,
  StringEnum,
  binaryResponse,
  errorResponses,
  failure,
} from '../../platform/http/schemas';
import { CUSTOMER_MAIL_LIMITS } from './service/mailLimits';
import { MailEntry, MailProvider } from '../../platform/mailer/schemas';
import { DocumentEntry, DownloadEntry, Order, RemarkEntry } from '../orders/public';

/** The failures the document calls answer with (status 0 and a message; 401 for a missing session). */
export const errors = {
  ...errorResponses,
  400: failure('Bad input (missing e-mail or file, bad id): status 0 and a message'),
  404: failure('Unknown order or document: status 0'),
  409: failure("Not possible in the order's state (no document yet, wrong status for a defence pack)"),
  503: failure(
    'The mail provider, the store or the PDF service is not available: status 0, with Retry-After',
  ),
};

const { perMemberPerHour, perRecipientPerHour } = CUSTOMER_MAIL_LIMITS;
const mailLimitText = `${perMemberPerHour} customer mails an hour per member, or ${perRecipientPerHour} an hour to one address`;

/** What a call that mails a customer answers past the hourly limits (nothing queued). */
export const mailLimitErrors = {
  429: failure(`Past ${mailLimitText}: status 0, with Retry-After; nothing queued`),
};

/** What a call that mails a customer answers: the mail queued and, for an upload, the stored document. */
export const SendResult = Type.Object({
  mail: MailEntry,
  document: Type.Optional(DocumentEntry),
});
export type SendResult = Static<typeof SendResult>;

export const SendReply = Envelope(SendResult);

/**
 * The upload form as the OpenAPI document shows it. It is not run through the validator: the handler
 * reads the parts as a stream and checks each text field itself (input.ts), with the same limits.
 */
export const UploadBody = Type.Object(
  {
    orderId: OrderId,
    email: Email(),
    mailServiceProvider: Type.Optional(MailProvider),
    uploadVisaDoc: Type.Unsafe<unknown>({
      type: 'string',
      format: 'binary',
      description:
        'The document: PDF, JPEG, PNG or WebP (judged by its first bytes); sent after the text fields',
    }),
  },
  { description: 'multipart/form-data: orderId, email and mailServiceProvider first, then the file' },
);

/** What only the upload answers besides `errors`: a file too large or of another type, too slow, too many. */
export const uploadErrors = {
  408: failure('The upload did not arrive within UPLOAD_TIMEOUT_MS: nothing stored'),
  413: failure('The file is larger than the upload limit: nothing stored'),
  415: failure('The file is not a PDF, JPEG, PNG or WebP (judged by its bytes): nothing stored'),
  429: failure(
    `The member already has 2 uploads in progress, or is past ${mailLimitText} (Retry-After; nothing stored)`,
  ),
};

export const MailBody = Type.Object({
  orderId: OrderId,
  email: Email(),
  mailServiceProvider: Type.Optional(MailProvider),
});
export type MailBody = Static<typeof MailBody>;

export const DocumentParams = Type.Object({
  orderId: Type.String({ pattern: ID_DIGITS_PATTERN }),
  file1: Type.String({ minLength: 1, maxLength: LIMITS.fileName }),
});

export const OrderBody = Type.Object({ orderId: OrderId });

export const RetryMailBody = Type.Object({
  mailId: OrderId,
  mailServiceProvider: Type.Optional(MailProvider),
});

export const InvoiceBody = Type.Object({
  orderId: OrderId,
  mailServiceProvider: Type.Optional(MailProvider),
});

export const DefencePackBody = Type.Object({
  orderId: OrderId,
  defencePackType: Type.Union([Type.Integer({ minimum: 1, maximum: 2 }), StringEnum(['1', '2'])], {
    description: '1: one-page summary; 2: the full evidence file',
  }),
});
/** The pack asked for, once the route has read the body's number or text: 1 the summary, 2 the full file. */
export type DefencePackType = 1 | 2;

export const PdfReply = binaryResponse(['application/pdf'], 'The PDF (inline)');

/** A stored document: the bytes, with the type read from them when it was uploaded. */
export const StoredFile = binaryResponse(
  ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  'The stored document (Range requests answer 206)',
);

const Text = Type.String();

/** POST /admin/defence-pack-details: the evidence both packs print, as JSON (order fields: THE order's). */
export const DefencePackDetails = Type.Object({
  ...Type.Pick(Order, ['order_id', 'order_number', 'process_status', 'processing_mode']).properties,
  ...Type.Pick(Order, ['created_at', 'amount_paid', 'currency', 'payment_gateway']).properties,
  customer: Type.Object({
    name: Text,
    phone: Text,
    ...Type.Pick(Order, ['email', 'date_of_birth', 'citizenship', 'passport_number']).properties,
    ...Type.Pick(Order, ['country_of_permanent_residence']).properties,
  }),
  travel: Type.Pick(Order, ['date_of_arrival', 'flight', 'airline_name', 'port_of_entry']),
  ...Type.Pick(Order, ['transaction_id', 'merchant_name']).properties,
  delivered_at: Nullable(Type.String({ description: 'The first document upload (ISO time)' })),
  documents: Type.Array(DocumentEntry),
  mails: Type.Array(MailEntry),
  downloads: Type.Array(DownloadEntry),
  remarks: Type.Array(RemarkEntry),
  totals: Type.Object({
    documents: Type.Integer(),
    mails: Type.Integer(),
    downloads: Type.Integer({ description: 'Download records (rows)' }),
    remarks: Type.Integer(),
    timeline: Type.Integer(),
  }),
  download_count: Type.Integer({ description: 'Downloads in all (a record may stand for several)' }),
  first_download_at: Nullable(Type.String()),
  accepted_mail_count: Type.Integer({
    description: "Mails accepted for the customer's own address (copies sent elsewhere not counted)",
  }),
  latest_accepted_mails: Type.Array(MailEntry, {
    description: "The newest five of those mails, newest first (Defence Pack 1's table)",
  }),
  timeline: Type.Array(Type.Object({ at: Text, actor_name: Text, text: Text })),
  application: Type.Object({
    ...Type.Pick(Order, ['signature_name', 'gender', 'second_name', 'second_sur_name']).properties,
    ...Type.Pick(Order, ['country_of_origin', 'airline_name', 'port_of_entry', 'travel_reasons']).properties,
    ...Type.Pick(Order, ['electronic_visa_number', 'place_of_accommodation', 'name_of_hotel']).properties,
    ...Type.Pick(Order, ['other_hotel', 'traveler_address', 'municipality', 'province']).properties,
    ...Type.Pick(Order, ['countries_visited', 'symptoms', 'declare_at_customs', 'landing_domain']).properties,
  }),
  generated_at: IsoTime(),
});

export const NotModified = Type.Null({ description: 'If-None-Match matched the ETag: no body' });
export const RangeNotSatisfiable = failure('The Range starts past the end of the file');
