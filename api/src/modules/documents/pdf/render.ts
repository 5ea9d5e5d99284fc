import { buildDefencePack } from './defencePack';
import { buildInvoice } from './invoice';
import type { DocumentPdfJob } from './jobs';

/** The documents module's PDFs, rendered in a thread of the platform's pool (app.pdf; api/build.mjs bundles it). */
export default function render(job: DocumentPdfJob): Promise<Buffer> {
  switch (job.document) {
    case 'defence-pack':
      return buildDefencePack(job.evidence, job.type);
    case 'invoice':
      return buildInvoice(job.order, job.contact, job.issuedAt);
  }
}
