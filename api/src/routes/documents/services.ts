import type { DocumentStore } from '../../storage/documents';
import type { Mailer } from '../../mail/provider';

/** What the document routes work with: the file store and the two mail providers (built once per app). */
export interface DocumentServices {
  store: DocumentStore;
  mailer: Mailer;
}
