import { FIELD_LABELS } from '@earrival/shared/domain';
import { statusLabel } from '@earrival/shared/status';
import { PdfWriter, type Column } from '../../../platform/pdf/writer';
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
  if (type === 1) summaryRecords(pdf, evidence);
  else fullRecords(pdf, evidence);
  return pdf.finish();
}

/** Pack 1: the latest accepted mails and downloads, each with how many there are in all, and the latest comment. */
function summaryRecords(pdf: PdfWriter, evidence: PackEvidence) {
  const { totals } = evidence;
  listTable(
    pdf,
    evidence.latest_accepted_mails,
    [
      { header: 'Date & time', width: 0.25, cell: (m) => moment(m.create_ts) },
      { header: 'Sent to', width: 0.28, cell: (m) => m.email },
      { header: 'Provider', width: 0.15, cell: (m) => m.provider_label },
      { header: 'Provider message id', width: 0.32, cell: (m) => m.provider_message_id },
    ],
    'No e-mail to the customer was accepted for this order.',
  );
  if (evidence.accepted_mail_count > evidence.latest_accepted_mails.length) {
    pdf.paragraph(
      `The latest ${evidence.latest_accepted_mails.length} of ${count(evidence.accepted_mail_count)} accepted e-mails to the customer; Defence Pack 2 lists every mail attempt.`,
      { muted: true },
    );
  }

  const downloads = [...evidence.downloads]
    .sort((a, b) => (a.create_ts < b.create_ts ? 1 : -1))
    .slice(0, PACK_SUMMARY_LIMIT);
  downloadsSection(pdf, downloads, 1);
  if (totals.downloads > downloads.length) {
    pdf.paragraph(
      `The latest ${downloads.length} of ${count(totals.downloads)} download records; ` +
        (totals.downloads > evidence.downloads.length
          ? `Defence Pack 2 lists the newest ${count(evidence.downloads.length)}.`
          : 'all are in Defence Pack 2.'),
      { muted: true },
    );
  }

  const last = evidence.remarks.at(-1);
  pdf.heading('Comments');
  pdf.paragraph(
    last
      ? `${count(totals.remarks)} staff comment(s); the latest, ${moment(last.create_ts)} by ${last.remark_name}: "${last.remark}"`
      : 'No staff comments.',
  );
}

/** Pack 2: every list on record, each its newest entries (all the evidence holds), and the filed application. */
function fullRecords(pdf: PdfWriter, evidence: PackEvidence) {
  type List = keyof PackEvidence['totals'];
  /** Row numbers stay true when the oldest entries are left out. */
  const firstNumber = (list: List) => evidence.totals[list] - evidence[list].length + 1;
  /** The line under a cut list, when something was cut. */
  const cut = (list: List, noun: [string, string]) => {
    const line = leftOut(evidence[list].length, evidence.totals[list], noun);
    if (line) pdf.paragraph(line, { muted: true, size: 9 });
  };

  const first = firstNumber('mails');
  listTable(
    pdf,
    evidence.mails,
    [
      // Wide enough for a five-digit row number.
      { header: '#', width: 0.07, cell: (_, i) => first + i },
      { header: 'Date & time', width: 0.22, cell: (m) => moment(m.create_ts) },
      { header: 'What', width: 0.1, cell: (m) => m.kind },
      { header: 'Sent to', width: 0.2, cell: (m) => m.email },
      { header: 'Provider', width: 0.14, cell: (m) => m.provider_label },
      {
        header: 'Outcome',
        width: 0.27,
        cell: (m) =>
          m.status === 'sent'
            ? `sent, message id ${m.provider_message_id ?? '-'}`
            : `${m.status}: ${m.failure_reason ?? '-'}`,
      },
    ],
    'No e-mail was sent for this order.',
  );
  cut('mails', ['mail attempt', 'mail attempts']);

  downloadsSection(pdf, evidence.downloads, firstNumber('downloads'));
  cut('downloads', ['download record', 'download records']);

  pdf.heading('Documents delivered');
  listTable(
    pdf,
    evidence.documents,
    [
      { header: 'Uploaded', width: 0.24, cell: (d) => moment(d.created_at) },
      { header: 'File', width: 0.36, cell: (d) => d.file1 },
      { header: 'Type', width: 0.16, cell: (d) => d.content_type },
      { header: 'Size', width: 0.09, cell: (d) => `${Math.max(1, Math.round(d.size_bytes / 1024))} KB` },
      { header: 'By', width: 0.15, cell: (d) => d.uploaded_by },
    ],
    'No document uploaded.',
  );
  cut('documents', ['document', 'documents']);

  pdf.heading('Comment history');
  listTable(
    pdf,
    evidence.remarks,
    [
      { header: 'Date & time', width: 0.2, cell: (r) => moment(r.create_ts) },
      { header: 'Team', width: 0.13, cell: (r) => r.remark_name },
      { header: 'Remark', width: 0.43, cell: (r) => r.remark },
      { header: 'WA / Tel / Refund / Void / CB / Err', width: 0.24, cell: flags },
    ],
    'No comments.',
  );
  cut('remarks', ['comment', 'comments']);

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
  listTable(pdf, evidence.timeline, [
    { header: 'Date & time', width: 0.24, cell: (a) => moment(a.at) },
    { header: 'Who', width: 0.16, cell: (a) => a.actor_name },
    { header: 'What', width: 0.6, cell: (a) => a.text },
  ]);
  cut('timeline', ['timeline entry', 'timeline entries']);
}

/** The customer's downloads, numbered from `first`: both packs print them alike. */
function downloadsSection(pdf: PdfWriter, downloads: PackEvidence['downloads'], first: number) {
  pdf.heading('Customer downloads of the document');
  listTable(
    pdf,
    downloads,
    [
      { header: '#', width: 0.07, cell: (_, i) => first + i },
      // How many downloads the record stands for: the column adds up to the count in the statement.
      { header: 'Times', width: 0.07, cell: (d) => count(d.times) },
      {
        header: 'Date & time',
        width: 0.22,
        cell: (d) =>
          d.times > 1 ? `${moment(d.create_ts)}, last ${moment(d.last_ts)}` : moment(d.create_ts),
      },
      { header: 'IP address', width: 0.14, cell: (d) => d.ip },
      {
        header: 'Device / browser',
        width: 0.22,
        cell: (d) => [d.device, d.device_type, d.browser].filter(Boolean).join(' - '),
      },
      { header: 'OS', width: 0.12, cell: (d) => d.os },
      { header: 'Location', width: 0.16, cell: (d) => d.location },
    ],
    'The customer has not downloaded the document from the site.',
  );
}

/** A table column with the cell it prints for each entry, so a header and its value are written side by side. */
interface ListColumn<T> extends Column {
  cell: (entry: T, index: number) => string | number | null | undefined;
}

/** One row per entry; `empty` stands in for the rows when there are none (the writer's default otherwise). */
function listTable<T>(pdf: PdfWriter, entries: readonly T[], columns: Array<ListColumn<T>>, empty?: string) {
  const rows = entries.map((entry, i) => columns.map((c) => c.cell(entry, i)));
  pdf.table(columns, rows, empty);
}

/** A comment's flags as the table prints them: Y, or N for anything else. */
const flags = (r: PackEvidence['remarks'][number]) =>
  [r.whatsapp, r.telephone, r.status_refund, r.voided, r.chargeback, r.report_error]
    .map((flag) => (flag === 'Y' ? 'Y' : 'N'))
    .join(' / ');

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
