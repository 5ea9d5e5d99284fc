import type { ReactNode } from 'react';
import type { LabelledField } from '@earrival/shared/domain';
import type { OrderDetail } from '@earrival/shared/types';
import { orderFields } from '../format';
import { Fields } from '../../../components/Fields';
import { Section } from '../../../components/Section';

/** A block of the order's facts: the named fields under the section's title, then what the page adds. */
const fieldsSection = (id: string, title: string, names: readonly LabelledField[]) =>
  function FieldsSection({ order, children }: { order: OrderDetail; children?: ReactNode }) {
    return (
      <Section id={id} title={title}>
        <Fields items={orderFields(order, names)} />
        {children}
      </Section>
    );
  };

/**
 * The order's contact and processing facts, then `children` under the grid: the customer's language, which
 * staff may change (the page puts the customer-language form there).
 */
export const OrderDetailsSection = fieldsSection('order-details', 'Order Details', [
  'order_id',
  'application_email',
  'email',
  'processing_mode',
  'signature_name',
  'process_status',
  'created_at',
]);

export const PersonalDataSection = fieldsSection('personal-data', 'Personal Data', [
  'first_name',
  'second_name',
  'sur_name',
  'second_sur_name',
  'date_of_birth',
  'gender',
  'citizenship',
  'passport_number',
  'country_of_permanent_residence',
  'email',
  'confirm_email',
  'phone_number',
]);

export const MigratorySection = fieldsSection('migratory-information', 'Migratory Information', [
  'date_of_arrival',
  'flight',
  'airline_name',
  'country_of_origin',
  'port_of_entry',
  'travel_reasons',
  'electronic_visa_number',
]);
