import { Type, type TSchema } from 'typebox';

/** The order id as the number, numeric text, or the encoded form a link carries. */
export const OrderId = Type.Union([Type.Integer({ minimum: 1 }), Type.String({ maxLength: 40 })], {
  description: 'Order id: the number, or the encoded form used in links',
});

export const Provider = Type.Union([Type.Literal('first'), Type.Literal('second')], {
  description: "Mail provider: 'first' (the default) or 'second'",
});

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Integer(), message: Type.String(), data: Nullable(data) });

const failure = (description: string) =>
  Type.Object({ status: Type.Integer(), message: Type.String(), data: Type.Null() }, { description });

/** The failures the document calls answer with (status 0 and a message; 401 for a missing session). */
export const errors = {
  400: failure('Bad input (missing e-mail or file, bad id): status 0 and a message'),
  401: failure('Missing, invalid, expired or revoked token: status 401'),
  403: failure('Not allowed for this role: status 0'),
  404: failure('Unknown order or document: status 0'),
  409: failure("Not possible in the order's state (no document yet, wrong status for a defence pack)"),
  413: failure('The file is larger than the upload limit'),
  415: failure('The file is not a PDF, JPEG, PNG or WebP (judged by its bytes)'),
  503: failure('The mail provider failed: the attempt is recorded; the message names the other provider'),
};

export const MailEntry = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  create_ts: Type.String(),
  email: Type.String(),
  kind: Type.String({ description: "'document', 'track-link' or 'invoice'" }),
  subject: Type.String(),
  uploadDoc: Type.Object({ file1: Type.String(), mail_service_provider: Type.String() }),
  mail_service_provider: Type.String(),
  provider_label: Type.String(),
  status: Type.Union(
    [Type.Literal('queued'), Type.Literal('sent'), Type.Literal('retrying'), Type.Literal('failed')],
    {
      description:
        'queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)',
    },
  ),
  attempts: Type.Integer({ minimum: 0, description: 'Tries so far' }),
  provider_message_id: Nullable(Type.String()),
  failure_reason: Nullable(Type.String()),
  sent_by: Nullable(Type.String()),
});

export const DocumentEntry = Type.Object({
  id: Type.Integer(),
  file1: Type.String(),
  customer_name: Type.String(),
  mail_service_provider: Type.String(),
  email: Type.String(),
  content_type: Type.String(),
  size_bytes: Type.Integer(),
  uploaded_by: Nullable(Type.String()),
  created_at: Type.String(),
});

export const SendReply = envelope(Type.Object({ mail: MailEntry, document: Type.Optional(DocumentEntry) }));

/**
 * The upload form as the OpenAPI document shows it. It is not run through the validator: the handler
 * reads the parts as a stream and checks each text field itself (input.ts), with the same limits.
 */
export const UploadBody = Type.Object(
  {
    orderId: OrderId,
    email: Type.String({ maxLength: 320 }),
    mailServiceProvider: Type.Optional(Provider),
    uploadVisaDoc: Type.Unsafe<unknown>({
      type: 'string',
      format: 'binary',
      description:
        'The document: PDF, JPEG, PNG or WebP (judged by its first bytes); sent after the text fields',
    }),
  },
  { description: 'multipart/form-data: orderId, email and mailServiceProvider first, then the file' },
);

/** What only the upload answers besides `errors`: a body too slow to arrive, too many uploads at once. */
export const uploadErrors = {
  408: failure('The upload did not arrive within UPLOAD_TIMEOUT_MS: nothing stored'),
  429: failure('The member already has 2 uploads in progress (Retry-After)'),
};

export const MailBody = Type.Object({
  orderId: OrderId,
  email: Type.String({ maxLength: 320 }),
  mailServiceProvider: Type.Optional(Provider),
});

export const DocumentParams = Type.Object({
  orderId: Type.String({ pattern: '^[0-9]{1,10}$' }),
  file1: Type.String({ minLength: 1, maxLength: 255 }),
});

export const OrderBody = Type.Object({ orderId: OrderId });

export const RetryMailBody = Type.Object({
  mailId: OrderId,
  mailServiceProvider: Type.Optional(Provider),
});

export const InvoiceBody = Type.Object({ orderId: OrderId, mailServiceProvider: Type.Optional(Provider) });

export const DefencePackBody = Type.Object({
  orderId: OrderId,
  defencePackType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal('1'), Type.Literal('2')], {
    description: '1: one-page summary; 2: the full evidence file',
  }),
});

export const PdfReply = Type.Unsafe<Buffer>({
  description: 'application/pdf',
  type: 'string',
  format: 'binary',
});
