import type { DefencePackDetails, DefencePackType, OrderDetail } from '@earrival/shared/types';
import { PdfWriter } from './writer';
import { dayMonthYear, eastern, money, processingLabel, yes } from './format';

/**
 * The chargeback defence packs: what a merchant sends a card network to show the service was ordered,
 * paid, delivered and used.
 *  - Type 1, the SUMMARY: one page a reviewer reads in a minute: the payment, the customer, the service
 *    delivered (first upload, the latest accepted mails) and the customer's own downloads (the latest
 *    ones, with IP and location), and a statement that ties them together.
 *  - Type 2, the FULL EVIDENCE FILE: everything on record, in full: the whole application as the customer
 *    filed it, every document, every mail attempt (provider, time, outcome, message id), every download
 *    (time, IP, device, browser, OS, location), every comment with its flags, and the order's timeline.
 */
export function buildDefencePack(
  evidence: DefencePackDetails,
  order: OrderDetail,
  type: DefencePackType,
): Promise<Buffer> {
  const label = type === 1 ? 'Defence Pack 1 - Summary' : 'Defence Pack 2 - Full evidence file';
  const pdf = new PdfWriter(
    `${label}, order ${evidence.order_id}`,
    `Order ${evidence.order_id} - ${label}`,
    JSON.stringify([evidence, order]),
  );
  pdf.title(
    `Chargeback ${label}`,
    `Order ${evidence.order_id} (reference ${evidence.order_number}) - status ${evidence.process_status} - generated ${eastern(evidence.generated_at)}`,
  );

  pdf.heading('Payment');
  pdf.fields([
    ['Transaction ID', evidence.transaction_id],
    ['Merchant name', evidence.merchant_name],
    ['Payment gateway', evidence.payment_gateway],
    ['Amount paid', money(evidence.amount_paid, evidence.currency)],
    ['Order placed', eastern(evidence.created_at)],
    ['Service', `Cuba e-Arrival card, ${processingLabel(evidence.processing_mode)}`],
  ]);

  pdf.heading('Customer');
  pdf.fields([
    ['Name', evidence.customer.name],
    ['E-mail', evidence.customer.email],
    ['Mobile', evidence.customer.phone],
    ['Date of birth', dayMonthYear(evidence.customer.date_of_birth)],
    ['Citizenship', evidence.customer.citizenship],
    ['Passport number', evidence.customer.passport_number],
    ['Residence', evidence.customer.country_of_permanent_residence],
    ['Arrival in Cuba', `${dayMonthYear(evidence.travel.date_of_arrival)}, flight ${evidence.travel.flight}`],
  ]);

  const accepted = evidence.mails.filter((m) => m.outcome === 'accepted');
  const latestFirst = <T extends { create_ts: string }>(list: T[]) =>
    [...list].sort((a, b) => (a.create_ts < b.create_ts ? 1 : -1));

  pdf.heading('Service delivered');
  pdf.paragraph(statement(evidence, accepted.length));
  const mails = type === 1 ? latestFirst(accepted).slice(0, 3) : evidence.mails;
  pdf.table(
    type === 1
      ? [
          { header: 'Date & time', width: 0.25 },
          { header: 'Sent to', width: 0.28 },
          { header: 'Provider', width: 0.15 },
          { header: 'Provider message id', width: 0.32 },
        ]
      : [
          { header: '#', width: 0.04 },
          { header: 'Date & time', width: 0.24 },
          { header: 'What', width: 0.1 },
          { header: 'Sent to', width: 0.2 },
          { header: 'Provider', width: 0.14 },
          { header: 'Outcome', width: 0.28 },
        ],
    mails.map((m, i) =>
      type === 1
        ? [eastern(m.create_ts), m.email, m.provider_label, m.provider_message_id]
        : [
            i + 1,
            eastern(m.create_ts),
            m.kind,
            m.email,
            m.provider_label,
            m.outcome === 'accepted'
              ? `accepted, message id ${m.provider_message_id ?? '-'}`
              : `failed: ${m.failure_reason ?? '-'}`,
          ],
    ),
    'No e-mail was sent for this order.',
  );

  pdf.heading('Customer downloads of the document');
  const downloads = type === 1 ? latestFirst(evidence.downloads).slice(0, 3) : evidence.downloads;
  pdf.table(
    [
      { header: '#', width: 0.05 },
      { header: 'Date & time', width: 0.24 },
      { header: 'IP address', width: 0.14 },
      { header: 'Device / browser', width: 0.27 },
      { header: 'OS', width: 0.12 },
      { header: 'Location', width: 0.18 },
    ],
    downloads.map((d, i) => [
      i + 1,
      eastern(d.create_ts),
      d.ip,
      [d.device, d.device_type, d.browser].filter(Boolean).join(' - '),
      d.os,
      d.location,
    ]),
    'The customer has not downloaded the document from the site.',
  );
  if (type === 1 && evidence.downloads.length > downloads.length) {
    pdf.paragraph(
      `The latest ${downloads.length} of ${evidence.downloads.length} downloads; all are in Defence Pack 2.`,
      {
        muted: true,
      },
    );
  }

  if (type === 1) {
    const last = evidence.remarks.at(-1);
    pdf.heading('Comments');
    pdf.paragraph(
      evidence.remarks.length
        ? `${evidence.remarks.length} staff comment(s); the latest, ${last!.us_date} ${last!.us_time} by ${last!.remark_name}: "${last!.remark}"`
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
      eastern(d.created_at),
      d.file1,
      d.content_type,
      `${Math.max(1, Math.round(d.size_bytes / 1024))} KB`,
      d.uploaded_by,
    ]),
    'No document uploaded.',
  );

  pdf.heading('Comment history');
  pdf.table(
    [
      { header: 'Date & time (ET)', width: 0.2 },
      { header: 'Team', width: 0.13 },
      { header: 'Remark', width: 0.43 },
      { header: 'WA / Tel / Refund / Void / CB / Err', width: 0.24 },
    ],
    evidence.remarks.map((r) => [
      `${r.us_date} ${r.us_time}`,
      r.remark_name,
      r.remark,
      [r.whatsapp, r.telephone, r.status_refund, r.voided, r.chargeback, r.report_error].map(yes).join(' / '),
    ]),
    'No comments.',
  );

  pdf.heading('Application as filed by the customer');
  pdf.fields([
    ['Signature name', order.signature_name],
    ['Gender', order.gender],
    ['Second name', order.second_name],
    ['Second surname', order.second_sur_name],
    ['Country of origin', order.country_of_origin],
    ['Airline', order.airline_name],
    ['Port of entry', order.port_of_entry],
    ['Travel reasons', order.travel_reasons],
    ['Electronic visa number', order.electronic_visa_number],
    ['Accommodation', order.place_of_accommodation],
    ['Hotel', order.name_of_hotel === 'Other' ? order.other_hotel : order.name_of_hotel],
    ['Address', [order.traveler_address, order.municipality, order.province].filter(Boolean).join(', ')],
    ['Countries visited (15 days)', order.countries_visited],
    ['Symptoms (15 days)', order.symptoms],
    ['Declares at customs', order.declare_at_customs],
    ['Application site', order.landing_domain],
  ]);

  // Oldest first, as a story; downloads are already listed in full above.
  pdf.heading('Order timeline');
  pdf.table(
    [
      { header: 'Date & time', width: 0.24 },
      { header: 'Who', width: 0.16 },
      { header: 'What', width: 0.6 },
    ],
    [...order.activity]
      .reverse()
      .filter((a) => a.kind !== 'download')
      .map((a) => [eastern(a.at), a.actor_name, a.text]),
  );
  return pdf.finish();
}

/** The paragraph that ties the records together, in plain words. */
function statement(evidence: DefencePackDetails, acceptedMails: number): string {
  const name = evidence.customer.name;
  const parts = [
    `${name} ordered a Cuba e-Arrival card on ${eastern(evidence.created_at)}` +
      (evidence.amount_paid !== null
        ? ` and paid ${money(evidence.amount_paid, evidence.currency)}${evidence.payment_gateway ? ` through ${evidence.payment_gateway}` : ''}.`
        : '.'),
  ];
  parts.push(
    evidence.delivered_at
      ? `The approved document was uploaded on ${eastern(evidence.delivered_at)}; ${acceptedMails} e-mail(s) to the customer were accepted by our mail providers.`
      : 'No document has been uploaded for this order yet.',
  );
  parts.push(
    evidence.downloads.length
      ? `The customer downloaded the document ${evidence.downloads.length} time(s) from the order page, after proving the order id and e-mail address; the first download was on ${eastern(
          [...evidence.downloads].sort((a, b) => (a.create_ts < b.create_ts ? -1 : 1))[0]!.create_ts,
        )}.`
      : 'The customer has not downloaded the document from the order page.',
  );
  return parts.join(' ');
}
