import type { Envelope, ProcessStatus } from './index';

/** Body of POST /front/track-order: the order id (as typed, or the encoded id of a link) and its e-mail. */
export interface TrackOrderBody {
  orderId: string | number;
  email: string;
}

/** What a successful track answers with: the order, and the landing domain its pages are branded for. */
export interface TrackOrderFound {
  orderId: number;
  landingDomain: string;
}

/**
 * What every caller gets while the order is locked by too many attempts (HTTP 202), whether the e-mail
 * was right or wrong: the message says a link may have been mailed; nothing is granted.
 */
export interface TrackOrderLinkNotice {
  checkEmail: true;
}

export type TrackOrderResult = TrackOrderFound | TrackOrderLinkNotice;

/** One row of the customer's Downloaded History. */
export interface VisitorDownload {
  id: number;
  order_id: number;
  /** ISO text (UTC); shown in US Eastern time. */
  create_ts: string;
  ip: string;
  /** e.g. 'Apple iPhone', 'Desktop'. */
  device: string;
  /** 'mobile', 'tablet', 'desktop'... */
  device_type: string;
  /** Browser name and major version, e.g. 'Chrome 131'. */
  browser: string;
  os: string;
  /** Country of the address, 'Local network' for a private one. */
  location: string;
  file1: string | null;
  /** Downloads this row stands for: repeats from one device within 10 minutes are counted on one row. */
  times: number;
  /** ISO text (UTC) of the newest of them (create_ts is the first). */
  last_ts: string;
}

/** The order as the download page sees it (the spec's mainResult). */
export interface VisitorOrder {
  order_id: number;
  process_status: ProcessStatus;
  customer_name: string;
  landing_domain: string;
  /** True when the finished document may be downloaded. */
  completed: boolean;
  /** The newest stored document, or null. */
  file1: string | null;
}

/** Where the document is: the folder under the visitor API and the file name (the spec's path with file1). */
export interface DownloadFilePath {
  path: string;
  file1: string;
}

/** POST /front/get-download-history: data is the history, newest first. */
export interface DownloadHistoryResponse extends Envelope<VisitorDownload[]> {
  mainResult: VisitorOrder;
  path: DownloadFilePath | null;
}

/** Body of POST /front/download-passport-doc-pdf. */
export interface DownloadDocumentBody {
  orderId: string | number;
  customername: string;
  file1: string;
  /** The browser's IANA time zone, recorded with the download. */
  timezone?: string;
}

/**
 * What the server tells the standalone visitor page it rendered: the page's first render in the browser
 * starts from the same state, so it matches the server's HTML (hydration) and paints before any script.
 */
export interface VisitorPageState {
  /** The address the page was rendered for (path and query). */
  url: string;
  /** The landing domain the page wears: `?landing=`, otherwise the host the page was opened on. */
  domain: string;
  /** The answer to a form posted without JavaScript: what was typed, and the refusal or notice under it. */
  track?: { values: { orderId: string; email: string }; error?: string; notice?: string };
  /** The download page's data (the history call's answer), when the request carried the proof. */
  download?: DownloadHistoryResponse;
  /** Why a Download Now posted without JavaScript was refused. */
  downloadError?: string;
}
