import { Type, type Static, type TSchema } from 'typebox';

/** The order id as the number, numeric text, or the encoded form a link may carry. */
const OrderId = Type.Union([Type.Integer({ minimum: 1 }), Type.String({ maxLength: 40 })], {
  description: 'Order id: the number, or the encoded form used in links',
});

export const TrackOrderBody = Type.Object({
  orderId: OrderId,
  email: Type.String({ maxLength: 320 }),
});
export type TrackOrderBody = Static<typeof TrackOrderBody>;

/** The signed token of a documents link (mailed while tracking is locked); any text, checked by the route. */
export const LinkQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 2048 })) });
export type LinkQuery = Static<typeof LinkQuery>;

export const HistoryBody = Type.Object({ orderId: OrderId });
export type HistoryBody = Static<typeof HistoryBody>;

export const DownloadBody = Type.Object({
  orderId: OrderId,
  /** Sent by the page as the spec's call has it; the record names the order, not this text. */
  customername: Type.Optional(Type.String({ maxLength: 300 })),
  file1: Type.String({ minLength: 1, maxLength: 255 }),
  /** The browser's IANA time zone (e.g. 'Europe/Madrid'), recorded with the download. */
  timezone: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_+/-]*$' })),
});
export type DownloadBody = Static<typeof DownloadBody>;

export const DocumentParams = Type.Object({
  orderId: Type.String({ pattern: '^[0-9]{1,10}$' }),
  file1: Type.String({ minLength: 1, maxLength: 255 }),
});
export type DocumentParams = Static<typeof DocumentParams>;

const envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Integer(), message: Type.String(), data });

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const TrackOrderReply = envelope(
  Type.Object({
    orderId: Type.Integer(),
    /** The order's landing domain: the page switches to that brand. */
    landingDomain: Type.String(),
  }),
);

/**
 * HTTP 202, while the order is locked by too many attempts: the same answer for the right and a wrong
 * e-mail (and an unknown order). No proof is set; when the e-mail matches, the order's address is mailed a
 * link to the download page.
 */
export const TrackLinkReply = envelope(
  Type.Object({
    /** Always true: the page shows the message as a notice and stays on the form. */
    checkEmail: Type.Literal(true),
  }),
);

const DownloadRow = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  create_ts: Type.String({ description: 'ISO time; the page shows it in US Eastern time' }),
  ip: Type.String(),
  device: Type.String(),
  device_type: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  location: Type.String(),
  file1: Nullable(Type.String()),
  /** Downloads this row stands for: repeats from the same device within 10 minutes add here. */
  times: Type.Integer({ minimum: 1 }),
  /** ISO time of the newest of them (create_ts is the first). */
  last_ts: Type.String(),
});

const MainResult = Type.Object({
  order_id: Type.Integer(),
  process_status: Type.String(),
  customer_name: Type.String(),
  landing_domain: Type.String(),
  /** True when the finished document may be downloaded. */
  completed: Type.Boolean(),
  /** The newest stored document, or null. */
  file1: Nullable(Type.String()),
});

export const HistoryReply = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Array(DownloadRow),
  mainResult: MainResult,
  path: Nullable(
    Type.Object({
      path: Type.String({ description: "'uploads/docs/<orderId>/': the document folder under /api/front/" }),
      file1: Type.String(),
    }),
  ),
});

export const DownloadReply = envelope(
  Type.Object({ url: Type.String({ description: 'The document address, relative to /api/' }) }),
);

export const Redirect = Type.Null({ description: 'A redirect (Location) to a visitor page' });

export const DocumentBytes = Type.Unknown({ description: 'The stored file (PDF or image) as an attachment' });

export const ErrorReply = Type.Object({ status: Type.Integer(), message: Type.String(), data: Type.Null() });

export const errors = {
  400: ErrorReply,
  403: ErrorReply,
  404: ErrorReply,
  429: ErrorReply,
};
