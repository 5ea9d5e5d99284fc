import { type OrderDetail } from '@earrival/shared/types';
import { formatFormDate } from '@earrival/shared/dates';
import { mobileNumber } from '../format';
import { Fields } from '../../../components/Fields';
import { Section } from '../../../components/Section';

export function PersonalDataSection({ order }: { order: OrderDetail }) {
  return (
    <Section id="personal-data" title="Personal Data">
      <Fields
        items={[
          { label: 'First Name', value: order.first_name },
          { label: 'Second Name', value: order.second_name },
          { label: 'First Surname', value: order.sur_name },
          { label: 'Second Surname', value: order.second_sur_name },
          { label: 'Date of Birth', value: formatFormDate(order.date_of_birth) },
          { label: 'Sex', value: order.gender },
          { label: 'Citizenship', value: order.citizenship },
          { label: 'Passport Number', value: order.passport_number },
          { label: 'Country of Permanent Residence', value: order.country_of_permanent_residence },
          { label: 'Email', value: order.email },
          { label: 'Confirm Email', value: order.confirm_email },
          { label: 'Mobile Number', value: mobileNumber(order) },
        ]}
      />
    </Section>
  );
}
