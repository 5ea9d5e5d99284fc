import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../../platform/http/reply';
import { badRequest, invalid } from '../../../platform/errors';
import { readHead, sniffDocumentType } from '../../../platform/store/fileType';
import { TooLargeError } from '../../../platform/store/store';
import { secondsText } from '../../../platform/http/timeouts';
import {
  discardUpload,
  recordAndMail,
  startUpload,
  storeUpload,
  takeUploadSlot,
  type StoredUpload,
  type Upload,
} from '../service/upload';
import { httpError, isUploadField, uploadFields, uploadFieldValue, type UploadFieldName } from '../input';
import * as S from '../schemas';

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
export default async function uploadRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { uploadMaxBytes: maxBytes, uploadTimeoutMs } = app.config;

  /** Reads the form to its end: fields, the order check, the type check, the file to disk. */
  async function receive(request: FastifyRequest): Promise<StoredUpload> {
    // The whole body must arrive within UPLOAD_TIMEOUT_MS (a client feeding it byte by byte is cut off).
    const deadline = AbortSignal.timeout(uploadTimeoutMs);
    const texts: Partial<Record<UploadFieldName, string>> = {};
    let upload: Upload | null = null;
    let reading: Readable | null = null;
    const parts = request.parts()[Symbol.asyncIterator]();
    try {
      for (;;) {
        const next = await beforeDeadline(parts.next(), deadline);
        if (next.done) break;
        const part = next.value;
        if (upload?.stored)
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
        upload = await startUpload(app, request.actor, uploadFields(texts));
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
        await storeUpload(app, upload, type, whole, deadline);
        reading = null;
      }
    } catch (error) {
      const late = deadline.aborted;
      // Stop the file's bytes where they are (busboy stops parsing), and take back what was stored.
      reading?.destroy();
      await discardUpload(app, upload);
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
    if (!upload?.stored) {
      uploadFields(texts);
      throw badRequest('File is required');
    }
    return upload as StoredUpload;
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
      let upload: StoredUpload;
      try {
        release = takeUploadSlot(request.member.id);
        // A client that leaves mid-file frees its slot at once, not when its part file has been cleaned up.
        request.raw.once('close', () => {
          if (!request.raw.complete) release();
        });
        upload = await receive(request);
      } catch (error) {
        release();
        // Refused before the body was read to its end (429 included): close the connection rather than
        // read the rest of a file nobody will keep.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
      try {
        const sent = await recordAndMail(app, request.actor, request.member, upload);
        return ok(sent, `Document saved; the e-mail to ${upload.fields.email} is queued.`);
      } finally {
        release();
      }
    },
  );
}
