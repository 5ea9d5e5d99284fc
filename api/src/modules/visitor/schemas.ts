import { Type, type Static } from 'typebox';
import { ID_DIGITS_PATTERN, LIMITS } from '@earrival/shared/limits';
import { CUSTOMER_LANGUAGES } from '@earrival/shared/languages';
import {
  Email,
  Envelope,
  Nullable,
  OrderId,
  ProcessStatus,
  StringEnum,
  binaryResponse,
  errorResponses,
  failure,
  redirectResponse,
} from '../../platform/http/schemas';

export const TrackOrderBody = Type.Object({
  orderId: OrderId,
  email: Email(),
});
export type TrackOrderBody = Static<typeof TrackOrderBody>;

/** The signed token of a documents link (mailed while tracking is locked); any text, checked by the route. */
export const LinkQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 2048 })) });
export type LinkQuery = Static<typeof LinkQuery>;

/** `?lang=`: a language tag (one of the customer languages is used; any other is ignored). */
export const MessagesQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 35 })) });

/** The customer pages' texts in one language, compiled by Lingui (plain JSON the page's runtime reads). */
export const MessagesData = Type.Object({
  language: StringEnum([...CUSTOMER_LANGUAGES]),
  messages: Type.Record(Type.String(), Type.Unknown()),
});
export const MessagesReply = Envelope(MessagesData);

export const HistoryBody = Type.Object({ orderId: OrderId });
export type HistoryBody = Static<typeof HistoryBody>;

export const DownloadBody = Type.Object({
  orderId: OrderId,
  /** Sent by the page as the spec's call has it; the record names the order, not this text. */
  customername: Type.Optional(Type.String({ maxLength: 300 })),
  file1: Type.String({ minLength: 1, maxLength: LIMITS.fileName }),
  /** The browser's IANA time zone (e.g. 'Europe/Madrid'), recorded with the download. */
  timezone: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_+/-]*$' })),
});
export type DownloadBody = Static<typeof DownloadBody>;

export const DocumentParams = Type.Object({
  orderId: Type.String({ pattern: ID_DIGITS_PATTERN }),
  file1: Type.String({ minLength: 1, maxLength: LIMITS.fileName }),
});
export type DocumentParams = Static<typeof DocumentParams>;

export const TrackOrderReply = Envelope(
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
export const TrackLinkReply = Envelope(
  Type.Object({
    /** Always true: the page shows the message as a notice and stays on the form. */
    checkEmail: Type.Boolean(),
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
  process_status: ProcessStatus,
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
export type HistoryReply = Static<typeof HistoryReply>;

export const DownloadReply = Envelope(
  Type.Object({ url: Type.String({ description: 'The document address, relative to /api/' }) }),
);

export const Redirect = redirectResponse(
  'To the download page, or to the track form saying the link is not valid',
);

export const DocumentBytes = binaryResponse(
  ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  'The stored file (PDF or image) as an attachment; Range requests answer 206',
);

/** The failures of the visitor calls; none needs a staff session, so there is no 401. */
export const errors = {
  400: errorResponses[400],
  403: failure('No proof of tracking for this order (track it first): status 0'),
  404: failure('No order with this id and e-mail, or no such document: status 0'),
  429: failure('Too many attempts from this address (Retry-After): status 0'),
};
