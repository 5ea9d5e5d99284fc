import { move } from 'piscina';
import { buildDefencePack } from './defencePack';
import { buildInvoice } from './invoice';
import type { PdfJob } from './jobs';

/**
 * One PDF per call, in a worker thread of the pool (pool.ts): pdfkit's layout is seconds of CPU for
 * a long evidence file, which on the main thread would hold every other request. Takes plain data and
 * hands the bytes back by transferring their memory (no copy).
 */
export default async function render(job: PdfJob): Promise<Uint8Array> {
  let bytes: Buffer;
  switch (job.document) {
    case 'defence-pack':
      bytes = await buildDefencePack(job.evidence, job.type);
      break;
    case 'invoice':
      bytes = await buildInvoice(job.order, job.contact, job.issuedAt);
      break;
    default:
      throw new Error(`Unknown PDF document: ${String((job as { document?: unknown }).document)}`);
  }
  // A transfer moves the whole ArrayBuffer: copy when the bytes share it (Node's small-buffer pool).
  const owned =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? new Uint8Array(bytes.buffer)
      : new Uint8Array(bytes);
  return move(owned) as unknown as Uint8Array;
}
