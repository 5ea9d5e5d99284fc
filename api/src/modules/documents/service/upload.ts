import type { Readable } from 'node:stream';
import type { Actor } from '../../../platform/actor';
import type { Deps } from '../../../platform/deps';
import { tooMany } from '../../../platform/errors';
import { takeMemberSlot } from '../../../platform/http/concurrency';
import type { SessionUser } from '../../../platform/http/schemas';
import type { DocumentType } from '../../../platform/store/fileType';
import { documentKey, newDocumentName } from '../../../platform/store/documents';
import type { MailEntry } from '../../../platform/mailer/schemas';
import type { UploadFields } from '../input';
import { approvedMail, recordEvents, toDocument, type DocumentEntry } from '../../orders/public';
import { insertDocument, requireMailOrder } from '../repository/documents';
import { documentAttachment } from './attachments';
import { senderOf } from './mail';
import { countCustomerMail } from './mailLimits';

/** Uploads one member may have in flight at a time, in one API process (each process counts its own). */
export const UPLOADS_PER_MEMBER = 2;
/** Counts per member id, for the whole process: both ports' apps share it, as they share the disk. */
const inFlight = new Map<number, number>();

/** Takes one of the member's upload slots (429 when both are busy); the returned function gives it back. */
export function takeUploadSlot(memberId: number): () => void {
  const release = takeMemberSlot(inFlight, memberId, UPLOADS_PER_MEMBER);
  if (!release)
    throw tooMany(
      `You already have ${UPLOADS_PER_MEMBER} uploads in progress. Please wait for one to finish.`,
      5,
    );
  return release;
}

/** An upload under way: its checked fields and order, then (once stored) its file. */
export interface Upload {
  fields: UploadFields;
  order: Awaited<ReturnType<typeof requireMailOrder>>;
  /** Gives back the customer mail counted for this upload (when it fails before its mail is queued). */
  giveBackMail: () => Promise<void>;
  stored?: { file1: string; size: number; type: DocumentType };
}
export type StoredUpload = Upload & { stored: NonNullable<Upload['stored']> };

/**
 * Checked before a byte of the file is read, so a refused upload costs no disk and no waiting: the order
 * exists, and the customer mail is counted (past the hourly limits a 429 with nothing stored, recorded
 * or queued).
 */
export async function startUpload(
  { db }: Pick<Deps, 'db'>,
  actor: Actor,
  fields: UploadFields,
): Promise<Upload> {
  const order = await requireMailOrder(db, fields.orderId);
  const giveBackMail = await countCustomerMail(db, actor, fields.email, 'Nothing was stored or sent.');
  return { fields, order, giveBackMail };
}

/**
 * Stores the file under a server-chosen name as it arrives, chunk by chunk: cut at UPLOAD_MAX_BYTES (the
 * store's TooLargeError) or when `signal` fires.
 */
export async function storeUpload(
  { store, config }: Pick<Deps, 'store' | 'config'>,
  upload: Upload,
  type: DocumentType,
  file: Readable,
  signal: AbortSignal,
): Promise<void> {
  const file1 = newDocumentName(upload.fields.orderId, type);
  const { size } = await store.putStream(documentKey(upload.fields.orderId, file1)!, file, {
    maxBytes: config.uploadMaxBytes,
    signal,
    contentType: type,
  });
  upload.stored = { file1, size, type };
}

/** Takes back what a failed upload left: its stored file (an orphan nobody could see) and its counted mail. */
export async function discardUpload({ store }: Pick<Deps, 'store'>, upload: Upload | null): Promise<void> {
  if (!upload) return;
  if (upload.stored) await store.remove(documentKey(upload.fields.orderId, upload.stored.file1)!);
  await upload.giveBackMail();
}

/**
 * The document's row, its event and its mail's job in one transaction (the file is taken back out if
 * it fails); a worker sends the mail with the stored file attached.
 */
export async function recordAndMail(
  deps: Pick<Deps, 'db' | 'store' | 'mailer' | 'config'>,
  actor: Actor,
  member: SessionUser,
  upload: StoredUpload,
): Promise<{ mail: MailEntry; document: DocumentEntry }> {
  const { fields, order, stored } = upload;
  const { orderId, email, provider } = fields;
  const { file1, size, type } = stored;
  const sender = senderOf(actor, member);
  try {
    const { document, mail } = await deps.db.transaction().execute(async (trx) => {
      const row = await insertDocument(trx, {
        order_id: orderId,
        file1,
        customer_name: `${order.first_name} ${order.sur_name}`.trim(),
        email,
        mail_service_provider: provider,
        uploaded_by: member.name,
        uploaded_by_id: member.id,
        content_type: type,
        size_bytes: size,
      });
      await recordEvents(trx, sender, [
        { order_id: orderId, action: 'upload', to_value: file1, detail: `${type}, ${size} bytes` },
      ]);
      const queued = await deps.mailer.enqueue(trx, sender, {
        orderId,
        to: email,
        provider,
        kind: 'document',
        content: approvedMail(deps.config.mail, order),
        attachment: documentAttachment(orderId, file1, type),
        document: { id: row.id, file1 },
      });
      return { document: row, mail: queued };
    });
    return { mail, document: toDocument(document) };
  } catch (error) {
    await discardUpload(deps, upload);
    throw error;
  }
}
