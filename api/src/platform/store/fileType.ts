// Kept over `file-type`: its current major needs Node 22 (we run 20), the last for Node 20 is ESM-only, and it tells 100+ types apart where we accept four.
import { Readable } from 'node:stream';

/** The document types staff may upload, recognised by their first bytes ("magic numbers"), never by name. */
export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

export const EXTENSIONS: Record<DocumentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The real type of a file from its content, or null when it is none of the accepted ones. A text file
 * renamed to .pdf, or an executable called photo.png, is refused here whatever its name or the browser's
 * Content-Type say.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  // PDF: "%PDF-" (readers accept up to 1 KB of junk before it, but a clean upload starts with it).
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  // JPEG: SOI marker followed by another marker.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // PNG: the fixed 8-byte signature.
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // WebP: a RIFF container whose form type is "WEBP".
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** The most bytes sniffDocumentType looks at (WebP: "RIFF", 4 size bytes, "WEBP"). */
export const SNIFF_BYTES = 12;

/**
 * Reads a stream only until its first `bytes` bytes have arrived (or it ends), for the type check, and
 * gives back the whole content, those first chunks included, as a new stream to store. Nothing beyond the
 * first chunk or two is read or held: the rest flows on to whoever consumes `whole`, at its pace.
 * Destroying `whole` (an error, the size cut) destroys the source too.
 */
export async function readHead(
  source: Readable,
  bytes = SNIFF_BYTES,
): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    first.push(next.value);
    length += next.value.length;
  }
  // Copy only the bytes the check needs, not the chunks they came in.
  const head = Buffer.alloc(Math.min(bytes, length));
  let at = 0;
  for (const chunk of first) {
    if (at >= head.length) break;
    at += chunk.copy(head, at, 0, Math.min(chunk.length, head.length - at));
  }
  async function* rest(): AsyncGenerator<Buffer> {
    try {
      yield* first.splice(0);
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) {
          ended = true;
          return;
        }
        yield next.value;
      }
    } finally {
      // Stopped early (error, size cut, deadline): the source is destroyed, so its producer stops too.
      if (!ended) await iterator.return?.();
    }
  }
  return { head, whole: Readable.from(rest(), { objectMode: false }) };
}

/** The type a stored name stands for (names are chosen by the server, so the extension is trustworthy). */
export function typeOfStoredName(file1: string): DocumentType | null {
  const ext = file1.slice(file1.lastIndexOf('.') + 1).toLowerCase();
  const found = (Object.keys(EXTENSIONS) as DocumentType[]).find((t) => EXTENSIONS[t] === ext);
  return found ?? (ext === 'jpeg' ? 'image/jpeg' : null);
}
