import type { DocumentStore } from '../../platform/store/documentStore';
import type { Mailer } from '../../platform/mailer/provider';

/** What the document routes work with: the file store and the two mail providers (built once per app). */
export interface DocumentServices {
  store: DocumentStore;
  mailer: Mailer;
}
