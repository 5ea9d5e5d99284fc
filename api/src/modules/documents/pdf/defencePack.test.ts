import { SAME_ORDER_DATES } from '@earrival/shared/testing';
import { pdfWrittenText } from '../../../platform/pdf/testing';
import { buildDefencePack } from './defencePack';
import type { PackEvidence } from './jobs';

/** The evidence of the order 102297, with the dates of SAME_ORDER_DATES and no lists. */
function evidenceOf(): PackEvidence {
  return {
    order_id: SAME_ORDER_DATES.orderId,
    order_number: 'EA-102297',
    process_status: 'ChargeBack',
    processing_mode: 'Regular Processing',
    created_at: SAME_ORDER_DATES.created_at,
    amount_paid: 89.5,
    currency: 'USD',
    payment_gateway: 'Stripe',
    customer: {
      name: 'Ana Perez',
      email: 'ana.perez@example.com',
      phone: '+34 600111222',
      date_of_birth: SAME_ORDER_DATES.date_of_birth,
      citizenship: 'Spain',
      passport_number: 'X1234567',
      country_of_permanent_residence: 'Spain',
    },
    travel: {
      date_of_arrival: SAME_ORDER_DATES.date_of_arrival,
      flight: 'IB6621',
      airline_name: 'Iberia',
      port_of_entry: 'Havana',
    },
    transaction_id: 'pi_3QxTEST42',
    merchant_name: 'Cuba Arrival Services LLC',
    delivered_at: null,
    documents: [],
    mails: [],
    downloads: [],
    remarks: [],
    totals: { documents: 0, mails: 0, downloads: 0, remarks: 0, timeline: 0 },
    download_count: 0,
    first_download_at: null,
    accepted_mail_count: 0,
    latest_accepted_mails: [],
    timeline: [],
    application: {
      signature_name: 'Ana Perez',
      gender: 'Female',
      second_name: null,
      second_sur_name: null,
      country_of_origin: 'Spain',
      airline_name: 'Iberia',
      port_of_entry: 'Havana',
      travel_reasons: 'Tourism',
      electronic_visa_number: null,
      place_of_accommodation: 'Hotel',
      name_of_hotel: 'Hotel Nacional de Cuba',
      other_hotel: null,
      traveler_address: null,
      municipality: null,
      province: null,
      countries_visited: null,
      symptoms: null,
      declare_at_customs: 'no',
      landing_domain: 'example.org',
    },
    generated_at: '2026-12-02T09:30:00.000Z',
  };
}

/** The PDF's text as written, its line breaks and runs of spaces made single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the defence packs print every date as the order page shows it', () => {
  it.each([1, 2] as const)(
    'pack %i: birth and arrival DD/MM/YYYY, the order placed on both clocks in one format (SAME_ORDER_DATES)',
    async (type) => {
      const text = flat(pdfWrittenText(await buildDefencePack(evidenceOf(), type)));
      // Each date field of the order page, under the pack's label, with the page's reading.
      for (const { pack, reading } of SAME_ORDER_DATES.fields) expect(text).toContain(`${pack} ${reading}`);
      // The statement names the order's moment as "Order placed" does; the stamp is a history's moment.
      const received = SAME_ORDER_DATES.fields.find((field) => field.pack === 'Order placed')!.reading;
      expect(text).toContain(`ordered a Cuba e-Arrival card on ${received}`);
      expect(text).toContain('generated 12/02/2026 04:30:00 EST');
      for (const misread of SAME_ORDER_DATES.misread) expect(text).not.toContain(misread);
    },
  );
});
