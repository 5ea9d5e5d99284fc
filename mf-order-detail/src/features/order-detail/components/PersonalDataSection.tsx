import { type OrderDetail } from '@earrival/shared/types';
import { formatFormDate } from '@earrival/shared/dates';
import { mobileNumber } from '../format';
import { Fields } from '../../../components/Fields';
import { Section } from '../../../components/Section';
import { FIELD_LABELS } from '@earrival/shared/domain';

export function PersonalDataSection({ order }: { order: OrderDetail }) {
  return (
    <Section id="personal-data" title="Personal Data">
      <Fields
        items={[
          { label: FIELD_LABELS.first_name, value: order.first_name },
          { label: FIELD_LABELS.second_name, value: order.second_name },
          { label: FIELD_LABELS.sur_name, value: order.sur_name },
          { label: FIELD_LABELS.second_sur_name, value: order.second_sur_name },
          { label: FIELD_LABELS.date_of_birth, value: formatFormDate(order.date_of_birth) },
          { label: FIELD_LABELS.gender, value: order.gender },
          { label: FIELD_LABELS.citizenship, value: order.citizenship },
          { label: FIELD_LABELS.passport_number, value: order.passport_number },
          { label: FIELD_LABELS.country_of_permanent_residence, value: order.country_of_permanent_residence },
          { label: FIELD_LABELS.email, value: order.email },
          { label: FIELD_LABELS.confirm_email, value: order.confirm_email },
          { label: FIELD_LABELS.phone_number, value: mobileNumber(order) },
        ]}
      />
    </Section>
  );
}
