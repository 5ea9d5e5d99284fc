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

/** The type a stored name stands for (names are chosen by the server, so the extension is trustworthy). */
export function typeOfStoredName(file1: string): DocumentType | null {
  const ext = file1.slice(file1.lastIndexOf('.') + 1).toLowerCase();
  const found = (Object.keys(EXTENSIONS) as DocumentType[]).find((t) => EXTENSIONS[t] === ext);
  return found ?? (ext === 'jpeg' ? 'image/jpeg' : null);
}
