import type { OrderDetail } from '@earrival/shared/types';
import { Fields, type FieldItem } from '../../../components/Fields';
import { Section } from '../../../components/Section';
import { type LabelledField } from '@earrival/shared/domain';
import { orderFields } from '../format';

/** Accommodation answers that come with an address on the form (a private home or a rented room). */
const isPrivateStay = (place: string) => /home|house|room for rent/i.test(place);

/** Only the fields the customer's answer about accommodation makes relevant are shown. */
export function sanitaryFields(order: OrderDetail): FieldItem[] {
  const place = order.place_of_accommodation ?? '';
  const names: LabelledField[] = ['place_of_accommodation'];
  if (/^hotel$/i.test(place)) {
    names.push('name_of_hotel');
    if (/^other$/i.test(order.name_of_hotel ?? '')) names.push('other_hotel');
  } else if (isPrivateStay(place)) {
    names.push('traveler_address', 'province', 'municipality');
  }
  names.push('countries_visited', 'symptoms');
  return orderFields(order, names);
}

export function SanitarySection({ order }: { order: OrderDetail }) {
  return (
    <Section id="sanitary-information" title="Sanitary Information">
      <Fields items={sanitaryFields(order)} />
    </Section>
  );
}
