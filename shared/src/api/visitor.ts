import { apiBase } from './client';
import { call, pathOf, type BodyOf } from './call';

/**
 * The customer's calls. Tracking sets a short-lived proof (an HttpOnly cookie the page never sees) that
 * the other calls and the document address need; the browser sends it by itself on the same origin.
 */
export const visitorApi = {
  trackOrder: (body: BodyOf<'POST front/track-order'>) => call('POST front/track-order', { body }),
  downloadHistory: (orderId: number | string) =>
    call('POST front/get-download-history', { body: { orderId } }),
  /** Records the download; the file itself is then fetched from `visitorDocumentUrl`. */
  recordDownload: (body: BodyOf<'POST front/download-passport-doc-pdf'>) =>
    call('POST front/download-passport-doc-pdf', { body }),
  /** The customer pages' texts, compiled, in the language the server chooses (or `lang`, when a customer language). */
  messages: (lang?: string) =>
    call('GET front/messages', lang ? { query: { lang } } : {}).then((answer) => answer.data),
};

/** The document's address, built from the order id and the file name (only works with the proof). */
export const visitorDocumentUrl = (orderId: number | string, file1: string): string =>
  apiBase() +
  pathOf('GET front/uploads/docs/{orderId}/{file1}', {
    orderId: encodeURIComponent(String(orderId)),
    file1: encodeURIComponent(file1),
  });
