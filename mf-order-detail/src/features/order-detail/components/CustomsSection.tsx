import { SimpleTable } from '@earrival/shared/table';
import type { CategoryDetail, CurrencyDetail, OrderDetail } from '@earrival/shared/types';
import { amount, yesNo } from '../format';
import { Fields } from '../../../components/Fields';
import { Section } from '../../../components/Section';
import { FIELD_LABELS } from '@earrival/shared/domain';

export function CustomsSection({ order }: { order: OrderDetail }) {
  return (
    <Section id="customs-information" title="Customs Information">
      <Fields items={[{ label: FIELD_LABELS.declare_at_customs, value: yesNo(order.declare_at_customs) }]} />
      <h3 className="h6 mt-3">Currency Details</h3>
      <SimpleTable<CurrencyDetail>
        className="od-table mb-0"
        label="Currency Details"
        rowKey={(_row, index) => index}
        rows={order.currency_details ?? []}
        columns={[
          { header: 'Currency', cell: (row) => row.currency },
          { header: 'Amount', cell: (row) => amount(row.amount), className: 'text-end' },
        ]}
      />
      <div className="mt-3">
        <Fields
          items={[
            {
              label: FIELD_LABELS.personal_belongings_amount,
              value: amount(order.personal_belongings_amount),
            },
            { label: FIELD_LABELS.luggage_items, value: order.luggage_items },
          ]}
        />
      </div>
      <h3 className="h6 mt-3">Articles</h3>
      <SimpleTable<CategoryDetail>
        className="od-table mb-0"
        label="Articles"
        rowKey={(_row, index) => index}
        rows={order.category_details ?? []}
        columns={[
          { header: 'Category', cell: (row) => row.category },
          { header: 'Article', cell: (row) => row.article },
          { header: 'Quantity', cell: (row) => row.quantity, className: 'text-end' },
          { header: 'Amount', cell: (row) => amount(row.amount), className: 'text-end' },
        ]}
      />
      <div className="mt-3">
        <Fields
          items={[
            {
              label: FIELD_LABELS.technical_authorization_number,
              value: order.technical_authorization_number,
            },
          ]}
        />
      </div>
    </Section>
  );
}
