import { FIELD_LABELS } from '@earrival/shared/domain';
import { statusLabel } from '@earrival/shared/status';
import { PdfWriter } from '../../../platform/pdf/writer';
import { count, day, leftOut, moment, money, received } from '../../../platform/pdf/format';
import { processingLabel } from './invoice';
import type { DefencePackType } from '../schemas';
import { PACK_SUMMARY_LIMIT, type PackEvidence } from './jobs';

/**
 * The chargeback defence packs: what a merchant sends a card network to show the service was ordered,
 * paid, delivered and used.
 *  - Type 1, the SUMMARY: one page a reviewer reads in a minute: the payment, the customer, the service
 *    delivered (first upload, the latest accepted mails) and the customer's own downloads (the latest
 *    ones, with IP and location), and a statement that ties them together.
 *  - Type 2, the FULL EVIDENCE FILE: the whole application as the customer filed it, and every list on
 *    record: documents, mail attempts (provider, time, status, message id), downloads (time, IP, device,
 *    browser, OS, location), comments with their flags, and the order's timeline. Each list shows its
 *    newest PDF_LIST_LIMIT entries (the evidence holds no more) and a line saying how many are left out,
 *    so a client that downloads in a loop cannot make the file endless.
 * Runs in a worker thread (render.ts): rendering a long file takes seconds of CPU.
 */
export function buildDefencePack(evidence: PackEvidence, type: DefencePackType): Promise<Buffer> {
  const label = type === 1 ? 'Defence Pack 1 - Summary' : 'Defence Pack 2 - Full evidence file';
  const pdf = new PdfWriter(`${label}, order ${evidence.order_id}`, `Order ${evidence.order_id} - ${label}`);
  const { totals } = evidence;
  /** The line under a cut list, when something was cut. */
  const cut = (shown: number, total: number, noun: [string, string]) => {
    const line = leftOut(shown, total, noun);
    if (line) pdf.paragraph(line, { muted: true, size: 9 });
  };
  /** Row numbers stay true when the oldest entries are left out. */
  const numberFrom = (shown: number, total: number) => total - shown + 1;

  pdf.title(
    `Chargeback ${label}`,
    `Order ${evidence.order_id} (reference ${evidence.order_number}) - status ${statusLabel(evidence.process_status)} - generated ${moment(evidence.generated_at)}`,
  );

  pdf.heading('Payment');
  pdf.fields([
    ['Transaction ID', evidence.transaction_id],
    ['Merchant name', evidence.merchant_name],
    ['Payment gateway', evidence.payment_gateway],
    ['Amount paid', money(evidence.amount_paid, evidence.currency)],
    ['Order placed', received(evidence.created_at)],
    ['Service', `Cuba e-Arrival card, ${processingLabel(evidence.processing_mode)}`],
  ]);

  pdf.heading('Customer');
  pdf.fields([
    ['Name', evidence.customer.name],
    // The order page's labels (@earrival/shared/domain): a field reads the same on screen and on paper.
    [FIELD_LABELS.email, evidence.customer.email],
    [FIELD_LABELS.phone_number, evidence.customer.phone],
    [FIELD_LABELS.date_of_birth, day(evidence.customer.date_of_birth)],
    [FIELD_LABELS.citizenship, evidence.customer.citizenship],
    [FIELD_LABELS.passport_number, evidence.customer.passport_number],
    [FIELD_LABELS.country_of_permanent_residence, evidence.customer.country_of_permanent_residence],
    [FIELD_LABELS.date_of_arrival, day(evidence.travel.date_of_arrival)],
    [FIELD_LABELS.flight, evidence.travel.flight],
  ]);

  pdf.heading('Service delivered');
  pdf.paragraph(statement(evidence));
  if (type === 1) {
    pdf.table(
      [
        { header: 'Date & time', width: 0.25 },
        { header: 'Sent to', width: 0.28 },
        { header: 'Provider', width: 0.15 },
        { header: 'Provider message id', width: 0.32 },
      ],
      evidence.latest_accepted_mails.map((m) => [
        moment(m.create_ts),
        m.email,
        m.provider_label,
        m.provider_message_id,
      ]),
      'No e-mail to the customer was accepted for this order.',
    );
    if (evidence.accepted_mail_count > evidence.latest_accepted_mails.length) {
      pdf.paragraph(
        `The latest ${evidence.latest_accepted_mails.length} of ${count(evidence.accepted_mail_count)} accepted e-mails to the customer; Defence Pack 2 lists every mail attempt.`,
        { muted: true },
      );
    }
  } else {
    const first = numberFrom(evidence.mails.length, totals.mails);
    pdf.table(
      [
        // Wide enough for a five-digit row number.
        { header: '#', width: 0.07 },
        { header: 'Date & time', width: 0.22 },
        { header: 'What', width: 0.1 },
        { header: 'Sent to', width: 0.2 },
        { header: 'Provider', width: 0.14 },
        { header: 'Outcome', width: 0.27 },
      ],
      evidence.mails.map((m, i) => [
        first + i,
        moment(m.create_ts),
        m.kind,
        m.email,
        m.provider_label,
        m.status === 'sent'
          ? `sent, message id ${m.provider_message_id ?? '-'}`
          : `${m.status}: ${m.failure_reason ?? '-'}`,
      ]),
      'No e-mail was sent for this order.',
    );
    cut(evidence.mails.length, totals.mails, ['mail attempt', 'mail attempts']);
  }

  pdf.heading('Customer downloads of the document');
  const downloads =
    type === 1
      ? [...evidence.downloads]
          .sort((a, b) => (a.create_ts < b.create_ts ? 1 : -1))
          .slice(0, PACK_SUMMARY_LIMIT)
      : evidence.downloads;
  const firstDownload = type === 1 ? 1 : numberFrom(downloads.length, totals.downloads);
  pdf.table(
    [
      { header: '#', width: 0.07 },
      // How many downloads the record stands for: the column adds up to the count in the statement.
      { header: 'Times', width: 0.07 },
      { header: 'Date & time', width: 0.22 },
      { header: 'IP address', width: 0.14 },
      { header: 'Device / browser', width: 0.22 },
      { header: 'OS', width: 0.12 },
      { header: 'Location', width: 0.16 },
    ],
    downloads.map((d, i) => [
      firstDownload + i,
      count(d.times),
      d.times > 1 ? `${moment(d.create_ts)}, last ${moment(d.last_ts)}` : moment(d.create_ts),
      d.ip,
      [d.device, d.device_type, d.browser].filter(Boolean).join(' - '),
      d.os,
      d.location,
    ]),
    'The customer has not downloaded the document from the site.',
  );
  if (type === 1 && totals.downloads > downloads.length) {
    pdf.paragraph(
      `The latest ${downloads.length} of ${count(totals.downloads)} download records; ` +
        (totals.downloads > evidence.downloads.length
          ? `Defence Pack 2 lists the newest ${count(evidence.downloads.length)}.`
          : 'all are in Defence Pack 2.'),
      { muted: true },
    );
  }
  if (type === 2) cut(downloads.length, totals.downloads, ['download record', 'download records']);

  if (type === 1) {
    const last = evidence.remarks.at(-1);
    pdf.heading('Comments');
    pdf.paragraph(
      last
        ? `${count(totals.remarks)} staff comment(s); the latest, ${moment(last.create_ts)} by ${last.remark_name}: "${last.remark}"`
        : 'No staff comments.',
    );
    return pdf.finish();
  }

  pdf.heading('Documents delivered');
  pdf.table(
    [
      { header: 'Uploaded', width: 0.24 },
      { header: 'File', width: 0.36 },
      { header: 'Type', width: 0.16 },
      { header: 'Size', width: 0.09 },
      { header: 'By', width: 0.15 },
    ],
    evidence.documents.map((d) => [
      moment(d.created_at),
      d.file1,
      d.content_type,
      `${Math.max(1, Math.round(d.size_bytes / 1024))} KB`,
      d.uploaded_by,
    ]),
    'No document uploaded.',
  );
  cut(evidence.documents.length, totals.documents, ['document', 'documents']);

  pdf.heading('Comment history');
  pdf.table(
    [
      { header: 'Date & time', width: 0.2 },
      { header: 'Team', width: 0.13 },
      { header: 'Remark', width: 0.43 },
      { header: 'WA / Tel / Refund / Void / CB / Err', width: 0.24 },
    ],
    evidence.remarks.map((r) => [
      moment(r.create_ts),
      r.remark_name,
      r.remark,
      [r.whatsapp, r.telephone, r.status_refund, r.voided, r.chargeback, r.report_error].map(yes).join(' / '),
    ]),
    'No comments.',
  );
  cut(evidence.remarks.length, totals.remarks, ['comment', 'comments']);

  const filed = evidence.application;
  pdf.heading('Application as filed by the customer');
  pdf.fields([
    [FIELD_LABELS.signature_name, filed.signature_name],
    [FIELD_LABELS.gender, filed.gender],
    [FIELD_LABELS.second_name, filed.second_name],
    [FIELD_LABELS.second_sur_name, filed.second_sur_name],
    [FIELD_LABELS.country_of_origin, filed.country_of_origin],
    [FIELD_LABELS.airline_name, filed.airline_name],
    [FIELD_LABELS.port_of_entry, filed.port_of_entry],
    [FIELD_LABELS.travel_reasons, filed.travel_reasons],
    [FIELD_LABELS.electronic_visa_number, filed.electronic_visa_number],
    [FIELD_LABELS.place_of_accommodation, filed.place_of_accommodation],
    [FIELD_LABELS.name_of_hotel, filed.name_of_hotel === 'Other' ? filed.other_hotel : filed.name_of_hotel],
    [
      FIELD_LABELS.traveler_address,
      [filed.traveler_address, filed.municipality, filed.province].filter(Boolean).join(', '),
    ],
    [FIELD_LABELS.countries_visited, filed.countries_visited],
    [FIELD_LABELS.symptoms, filed.symptoms],
    [FIELD_LABELS.declare_at_customs, filed.declare_at_customs],
    ['Application site', filed.landing_domain],
  ]);

  // Oldest first, as a story; downloads are listed above.
  pdf.heading('Order timeline');
  pdf.table(
    [
      { header: 'Date & time', width: 0.24 },
      { header: 'Who', width: 0.16 },
      { header: 'What', width: 0.6 },
    ],
    evidence.timeline.map((a) => [moment(a.at), a.actor_name, a.text]),
  );
  cut(evidence.timeline.length, totals.timeline, ['timeline entry', 'timeline entries']);
  return pdf.finish();
}

/** A comment's flag as the table prints it. */
const yes = (flag: string) => (flag === 'Y' ? 'Y' : 'N');

/** The paragraph that ties the records together, in plain words. */
function statement(evidence: PackEvidence): string {
  const name = evidence.customer.name;
  const parts = [
    `${name} ordered a Cuba e-Arrival card on ${received(evidence.created_at)}` +
      (evidence.amount_paid !== null
        ? ` and paid ${money(evidence.amount_paid, evidence.currency)}${evidence.payment_gateway ? ` through ${evidence.payment_gateway}` : ''}.`
        : '.'),
  ];
  parts.push(
    evidence.delivered_at
      ? `The approved document was uploaded on ${moment(evidence.delivered_at)}; ${count(evidence.accepted_mail_count)} e-mail(s) to the customer's address (${evidence.customer.email}) were accepted by our mail providers.`
      : 'No document has been uploaded for this order yet.',
  );
  parts.push(
    evidence.download_count && evidence.first_download_at
      ? `The customer downloaded the document ${count(evidence.download_count)} time(s) from the order page (${count(evidence.totals.downloads)} download record(s)), after proving the order id and e-mail address; the first download was on ${moment(evidence.first_download_at)}.`
      : 'The customer has not downloaded the document from the order page.',
  );
  return parts.join(' ');
}
