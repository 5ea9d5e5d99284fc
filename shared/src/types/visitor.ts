import type { CustomerLanguage } from '../languages';
import type { ApiAnswer, ApiBody, ApiData } from './api';

/** Body of POST /front/track-order: the order id (as typed, or the encoded id of a link) and its e-mail. */
export type TrackOrderBody = ApiBody<'postFrontTrackOrder'>;

/**
 * What every caller gets while the order is locked by too many attempts (HTTP 202), whether the e-mail
 * was right or wrong: the message says a link may have been mailed; nothing is granted.
 */
export type TrackOrderLinkNotice = ApiData<'postFrontTrackOrder', 202>;

/** The order and the landing domain its pages are branded for, or the notice while it is locked. */
export type TrackOrderResult = ApiData<'postFrontTrackOrder'> | TrackOrderLinkNotice;

type HistoryAnswer = ApiAnswer<'postFrontGetDownloadHistory'>;

/** One row of the customer's Downloaded History. */
export type VisitorDownload = HistoryAnswer['data'][number];

/** The order as the download page sees it (the spec's mainResult). */
export type VisitorOrder = HistoryAnswer['mainResult'];

/** POST /front/get-download-history: data is the history, newest first, beside the order and its document. */
export type DownloadHistoryResponse = HistoryAnswer;

/**
 * What the server tells the standalone visitor page it rendered: the page's first render in the browser
 * starts from the same state, so it matches the server's HTML (hydration) and paints before any script.
 */
export interface VisitorPageState {
  /** The address the page was rendered for (path and query). */
  url: string;
  /** The landing domain the page wears: `?landing=`, otherwise the host the page was opened on. */
  domain: string;
  /** The language the page is written in (`?lang=`, the cookie, Accept-Language, English). */
  language: CustomerLanguage;
  /** That language's texts, compiled by the server (Lingui's compiled messages: plain JSON). */
  messages: Record<string, unknown>;
  /** The answer to a form posted without JavaScript: what was typed, and the refusal or notice under it. */
  track?: { values: { orderId: string; email: string }; error?: string; notice?: string };
  /** The download page's data (the history call's answer), when the request carried the proof. */
  download?: DownloadHistoryResponse;
  /** Why a Download Now posted without JavaScript was refused. */
  downloadError?: string;
}
