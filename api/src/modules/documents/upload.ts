import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../platform/http/reply';
import { badRequest, invalid, tooMany } from '../../platform/http/errors';
import { recordEvents } from '../../platform/events/orderEvents';
import { readHead, sniffDocumentType, type DocumentType } from '../../platform/store/fileType';
import { TooLargeError } from '../../platform/store/store';
import { documentKey, newDocumentName } from '../../platform/store/documents';
import { approvedMail } from '../../platform/mailer/templates';
import { secondsText } from '../../platform/http/timeouts';
import type { DocumentServices } from './services';
import { toDocument } from './public';
import { insertDocument, requireMailOrder } from './repository';
import { documentAttachment } from './attachments';
import { countCustomerMail } from './mailLimits';
import {
  httpError,
  isUploadField,
  uploadFields,
  uploadFieldValue,
  type UploadFieldName,
  type UploadFields,
} from './input';
import * as S from './schemas';

/** Uploads one member may have in flight at a time, in one API process (each process counts its own). */
export const UPLOADS_PER_MEMBER = 2;
/** Counts per member id, for the whole process: both ports' apps share it, as they share the disk. */
const inFlight = new Map<number, number>();

/** Takes one of the member's upload slots (429 when both are busy); the returned function gives it back. */
function takeUploadSlot(memberId: number): () => void {
  const busy = inFlight.get(memberId) ?? 0;
  if (busy >= UPLOADS_PER_MEMBER) {
    throw tooMany(
      `You already have ${UPLOADS_PER_MEMBER} uploads in progress. Please wait for one to finish.`,
      5,
    );
  }
  inFlight.set(memberId, busy + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (inFlight.get(memberId) ?? 1) - 1;
    if (left > 0) inFlight.set(memberId, left);
    else inFlight.delete(memberId);
  };
}

/** Waits for `promise`, or rejects when the signal fires first (the promise is still settled quietly). */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) ? 1 : 0);

interface Received {
  fields: UploadFields;
  order: Awaited<ReturnType<typeof requireMailOrder>>;
  file1: string;
  size: number;
  type: DocumentType;
  /** Gives back the customer mail counted for this upload (when it fails before its mail is queued). */
  giveBackMail: () => Promise<void>;
}

/**
 * POST multipart /admin/upload-visa-document: the approved document, checked by its bytes and size,
 * stored under a server-chosen name, recorded, then e-mailed to the customer as an attachment.
 * Refused input stores nothing and mails nothing. A provider failure keeps the stored document (staff
 * resend it through the other provider) and answers 503 with a message that names both providers.
 *
 * The body is read as a stream, part by part: the text fields come first and are checked (the order
 * included) before a byte of the file is read; the type is judged from the file's first 12 bytes; the
 * file then flows to disk chunk by chunk and is cut at UPLOAD_MAX_BYTES. Nothing proportional to the
 * file's size runs on the event loop, and the file is never held in memory.
 */
export default async function uploadRoutes(parent: FastifyInstance, services: DocumentServices) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { store } = services;
  const { uploadMaxBytes: maxBytes, uploadTimeoutMs } = app.config;

  /** Reads the form to its end: fields, the order check, the type check, the file to disk. */
  async function receive(request: FastifyRequest): Promise<Received> {
    // The whole body must arrive within UPLOAD_TIMEOUT_MS (a client feeding it byte by byte is cut off).
    const deadline = AbortSignal.timeout(uploadTimeoutMs);
    const texts: Partial<Record<UploadFieldName, string>> = {};
    let received: Received | null = null;
    let reading: Readable | null = null;
    let giveBackMail: (() => Promise<void>) | null = null;
    const parts = request.parts()[Symbol.asyncIterator]();
    try {
      for (;;) {
        const next = await beforeDeadline(parts.next(), deadline);
        if (next.done) break;
        const part = next.value;
        if (received)
          throw invalid('Send the text fields (orderId, email, mailServiceProvider) before the file.');
        if (part.type === 'field') {
          // Other fields are ignored, as a JSON body's unknown properties are.
          if (!isUploadField(part.fieldname)) continue;
          if (texts[part.fieldname] !== undefined)
            throw invalid(`Invalid ${part.fieldname}: must be sent once`);
          texts[part.fieldname] = uploadFieldValue(part.fieldname, part.value, part.valueTruncated);
          continue;
        }
        reading = part.file;
        if (part.fieldname !== 'uploadVisaDoc') throw badRequest('File is required (field uploadVisaDoc)');
        // Checked before the file is read: a refused upload costs no disk and no waiting for the bytes.
        const fields = uploadFields(texts);
        const order = await requireMailOrder(app.db, fields.orderId);
        // The mail is counted before a byte of the file is read: past the hourly limits the upload is
        // refused (429) with nothing stored, nothing recorded and nothing queued.
        giveBackMail = await countCustomerMail(app.db, request, fields.email, 'Nothing was stored or sent.');
        const { head, whole } = await beforeDeadline(readHead(part.file), deadline);
        reading = whole;
        if (!head.length) throw badRequest('File is required');
        const type = sniffDocumentType(head);
        if (!type) {
          throw httpError(
            415,
            'This file is not a PDF, JPEG, PNG or WebP image (judged by its content, not its name). Nothing was stored.',
          );
        }
        const file1 = newDocumentName(fields.orderId, type);
        const { size } = await store.putStream(documentKey(fields.orderId, file1)!, whole, {
          maxBytes,
          signal: deadline,
          contentType: type,
        });
        reading = null;
        received = { fields, order, type, file1, size, giveBackMail };
      }
    } catch (error) {
      const late = deadline.aborted;
      // Stop the file's bytes where they are (busboy stops parsing), and take back what was stored.
      reading?.destroy();
      if (received) await store.remove(documentKey(received.fields.orderId, received.file1)!);
      await giveBackMail?.();
      if (late) {
        throw httpError(
          408,
          `The upload did not arrive within ${secondsText(uploadTimeoutMs)} seconds. Nothing was stored.`,
        );
      }
      if (error instanceof TooLargeError)
        throw httpError(413, `The file is larger than ${megabytes(maxBytes)} MB. Nothing was stored.`);
      throw error;
    }
    if (!received) {
      uploadFields(texts);
      throw badRequest('File is required');
    }
    return received;
  }

  app.post(
    '/admin/upload-visa-document',
    {
      schema: {
        tags: ['documents'],
        summary:
          'Upload the approved document (PDF, JPEG, PNG or WebP by content; size-limited) and e-mail it through the chosen provider',
        description:
          'multipart/form-data, read as a stream: the text fields first, then the file (uploadVisaDoc), which ' +
          'flows to disk. At most 2 uploads in progress per member (429). The mail counts against the hourly ' +
          'customer-mail limits, checked before the file is read (429: nothing stored, recorded or queued).',
        consumes: ['multipart/form-data'],
        body: S.UploadBody,
        response: { 200: S.SendReply, ...S.errors, ...S.uploadErrors },
      },
      // The schema documents the form; the handler reads and checks it part by part (input.ts), so the
      // validator never sees (nor walks) the file.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw httpError(415, 'Send the document as multipart/form-data.');
      let release = () => {};
      let upload: Received;
      try {
        release = takeUploadSlot(request.member.id);
        upload = await receive(request);
      } catch (error) {
        release();
        // Refused before the body was read to its end (429 included): close the connection rather than
        // read the rest of a file nobody will keep.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
      try {
        return await recordAndMail(request, upload);
      } finally {
        release();
      }
    },
  );

  /**
   * The document's row, its event and its mail's job in one transaction (the file is taken back out if
   * it fails); a worker sends the mail with the stored file attached.
   */
  async function recordAndMail(request: FastifyRequest, upload: Received) {
    const { fields, order, file1, size, type } = upload;
    const { orderId, email, provider } = fields;
    const member = request.member;
    try {
      const { document, mail } = await app.db.transaction().execute(async (trx) => {
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
        await recordEvents(trx, member, [
          { order_id: orderId, action: 'upload', to_value: file1, detail: `${type}, ${size} bytes` },
        ]);
        const queued = await app.mailer.enqueue(trx, member, {
          orderId,
          to: email,
          provider,
          kind: 'document',
          content: approvedMail(app.config.mail, order),
          attachment: documentAttachment(orderId, file1, type),
          document: { id: row.id, file1 },
        });
        return { document: row, mail: queued };
      });
      return ok(
        { mail, document: toDocument(document) },
        `Document saved; the e-mail to ${email} is queued.`,
      );
    } catch (error) {
      // Without its record the file would be an orphan nobody can see: take it back out.
      await store.remove(documentKey(orderId, file1)!);
      await upload.giveBackMail();
      throw error;
    }
  }
}
