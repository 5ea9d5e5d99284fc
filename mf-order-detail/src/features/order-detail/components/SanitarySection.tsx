import type { OrderDetail } from '@earrival/shared/types';
import { Fields, type FieldItem } from '../../../components/Fields';
import { Section } from '../../../components/Section';
import { FIELD_LABELS } from '@earrival/shared/domain';

/** Accommodation answers that come with an address on the form (a private home or a rented room). */
const isPrivateStay = (place: string) => /home|house|room for rent/i.test(place);

/** Only the fields the customer's answer about accommodation makes relevant are shown. */
export function sanitaryFields(order: OrderDetail): FieldItem[] {
  const place = order.place_of_accommodation ?? '';
  const items: FieldItem[] = [{ label: FIELD_LABELS.place_of_accommodation, value: place }];
  if (/^hotel$/i.test(place)) {
    items.push({ label: FIELD_LABELS.name_of_hotel, value: order.name_of_hotel });
    if (/^other$/i.test(order.name_of_hotel ?? ''))
      items.push({ label: FIELD_LABELS.other_hotel, value: order.other_hotel });
  } else if (isPrivateStay(place)) {
    items.push(
      { label: FIELD_LABELS.traveler_address, value: order.traveler_address },
      { label: FIELD_LABELS.province, value: order.province },
      { label: FIELD_LABELS.municipality, value: order.municipality },
    );
  }
  items.push(
    { label: FIELD_LABELS.countries_visited, value: order.countries_visited },
    { label: FIELD_LABELS.symptoms, value: order.symptoms },
  );
  return items;
}

export function SanitarySection({ order }: { order: OrderDetail }) {
  return (
    <Section id="sanitary-information" title="Sanitary Information">
      <Fields items={sanitaryFields(order)} />
    </Section>
  );
}
