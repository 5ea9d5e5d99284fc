import type { MailAttachmentSource } from '../../../platform/db/schema';
import type { Deps } from '../../../platform/deps';
import { EXTENSIONS, type DocumentType } from '../../../platform/store/fileType';
import { documentKey } from '../../../platform/store/documents';
import { readLater } from '../../../platform/store/store';

/** A queued mail's attachment: the order's stored document, read from the store when the mail is sent. */
export const documentAttachment = (orderId: number, file1: string, type: string): MailAttachmentSource => ({
  source: 'document',
  file1,
  filename: `cuba-e-arrival-${orderId}.${EXTENSIONS[type as DocumentType] ?? 'pdf'}`,
  contentType: type,
});

/**
 * Tells the mailer how to read a 'document' attachment: streamed from the store while sending, never held
 * whole. A document removed since the mail was queued fails that try with a clear reason.
 */
export function registerDocumentAttachments({ store, mailer }: Pick<Deps, 'store' | 'mailer'>): void {
  // `store` is the app's one store (platform/store/plugin.ts), the same the visitor downloads read.
  mailer.attachmentSource('document', async (orderId, source) => {
    const file1 = source.file1 ?? '';
    const key = documentKey(orderId, file1);
    if (!key || !(await store.stat(key))) throw new Error(`The stored document ${file1} is missing`);
    // Opened when the provider reads it: a try that fails before that holds no file or store connection.
    return readLater(store, key);
  });
}
