import { move } from 'piscina';

/** One render for a thread: the renderer module to load (a file URL) and the plain data it is given. */
export interface PdfTask {
  renderer: string;
  job: unknown;
}

/**
 * One PDF per call, in a worker thread of the pool (pool.ts): pdfkit's layout is seconds of CPU for a long
 * file, which on the main thread would hold every other request. The module that renders the job was named
 * when the document was registered (app.pdf.addRenderer), so the pool knows nothing of what it renders.
 * Hands the bytes back by transferring their memory (no copy).
 */
export default async function render({ renderer, job }: PdfTask): Promise<Uint8Array> {
  const loaded = (await import(renderer)) as { default: (job: unknown) => Promise<Buffer> };
  const bytes = await loaded.default(job);
  // A transfer moves the whole ArrayBuffer: copy when the bytes share it (Node's small-buffer pool).
  const owned =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? new Uint8Array(bytes.buffer)
      : new Uint8Array(bytes);
  return move(owned) as unknown as Uint8Array;
}
