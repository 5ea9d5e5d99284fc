import { type OrderDetail } from '@earrival/shared/types';
import { formatFormDate } from '@earrival/shared/dates';
import { Fields } from '../../../components/Fields';
import { Section } from '../../../components/Section';

export function MigratorySection({ order }: { order: OrderDetail }) {
  return (
    <Section id="migratory-information" title="Migratory Information">
      <Fields
        items={[
          { label: 'Arrival Date', value: formatFormDate(order.date_of_arrival) },
          { label: 'Flight', value: order.flight },
          { label: 'Airline Name', value: order.airline_name },
          { label: "Traveler's Country of Origin", value: order.country_of_origin },
          { label: 'Airport/Port of Entry to Cuba', value: order.port_of_entry },
          { label: 'Travel Reasons', value: order.travel_reasons },
          { label: 'Electronic Visa Number', value: order.electronic_visa_number },
        ]}
      />
    </Section>
  );
}
