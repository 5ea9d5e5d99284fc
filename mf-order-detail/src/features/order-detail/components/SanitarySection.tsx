import type { OrderDetail } from '@earrival/shared/types';
import { Fields, type FieldItem } from '../../../components/Fields';
import { Section } from '../../../components/Section';

/** Accommodation answers that come with an address on the form (a private home or a rented room). */
const isPrivateStay = (place: string) => /home|house|room for rent/i.test(place);

/** Only the fields the customer's answer about accommodation makes relevant are shown. */
export function sanitaryFields(order: OrderDetail): FieldItem[] {
  const place = order.place_of_accommodation ?? '';
  const items: FieldItem[] = [{ label: 'Place of Accommodation', value: place }];
  if (/^hotel$/i.test(place)) {
    items.push({ label: 'Hotel Name', value: order.name_of_hotel });
    if (/^other$/i.test(order.name_of_hotel ?? ''))
      items.push({ label: 'Other Hotel', value: order.other_hotel });
  } else if (isPrivateStay(place)) {
    items.push(
      { label: 'Traveler Address', value: order.traveler_address },
      { label: 'Province', value: order.province },
      { label: 'Municipality', value: order.municipality },
    );
  }
  items.push(
    { label: 'Countries Visited in the Last 15 Days', value: order.countries_visited },
    { label: 'Symptoms in the Last 15 Days', value: order.symptoms },
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
