import { api, apiBase } from './client';
import type {
  DownloadDocumentBody,
  DownloadHistoryResponse,
  Envelope,
  TrackOrderBody,
  TrackOrderResult,
} from '@earrival/shared/types';

/**
 * The customer's calls. Tracking sets a short-lived proof (an HttpOnly cookie the page never sees) that
 * the other calls and the document address need; the browser sends it by itself on the same origin.
 */
export const visitorApi = {
  trackOrder: (body: TrackOrderBody) => api.post<Envelope<TrackOrderResult>>('front/track-order', body),
  downloadHistory: (orderId: number | string) =>
    api.post<DownloadHistoryResponse>('front/get-download-history', { orderId }),
  /** Records the download; the file itself is then fetched from `visitorDocumentUrl`. */
  recordDownload: (body: DownloadDocumentBody) =>
    api.post<Envelope<{ url: string }>>('front/download-passport-doc-pdf', body),
};

/** The document's address, built from the order id and the file name (only works with the proof). */
export const visitorDocumentUrl = (orderId: number | string, file1: string): string =>
  `${apiBase()}front/uploads/docs/${encodeURIComponent(String(orderId))}/${encodeURIComponent(file1)}`;
