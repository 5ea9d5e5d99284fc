import type { ObjectStore } from '../../platform/store/store';

/** What the document routes work with: the file store. */
export interface DocumentServices {
  store: ObjectStore;
}
