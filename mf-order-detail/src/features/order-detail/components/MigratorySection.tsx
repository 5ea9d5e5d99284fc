import { type OrderDetail } from '@earrival/shared/types';
import { formatFormDate } from '@earrival/shared/dates';
import { Fields } from '../../../components/Fields';
import { Section } from '../../../components/Section';
import { FIELD_LABELS } from '@earrival/shared/domain';

export function MigratorySection({ order }: { order: OrderDetail }) {
  return (
    <Section id="migratory-information" title="Migratory Information">
      <Fields
        items={[
          { label: FIELD_LABELS.date_of_arrival, value: formatFormDate(order.date_of_arrival) },
          { label: FIELD_LABELS.flight, value: order.flight },
          { label: FIELD_LABELS.airline_name, value: order.airline_name },
          { label: FIELD_LABELS.country_of_origin, value: order.country_of_origin },
          { label: FIELD_LABELS.port_of_entry, value: order.port_of_entry },
          { label: FIELD_LABELS.travel_reasons, value: order.travel_reasons },
          { label: FIELD_LABELS.electronic_visa_number, value: order.electronic_visa_number },
        ]}
      />
    </Section>
  );
}
