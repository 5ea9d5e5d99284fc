import { SimpleTable, type SimpleColumn } from '@earrival/shared/table';
import type { CategoryDetail, CurrencyDetail, OrderDetail } from '@earrival/shared/types';
import { amount, orderFields } from '../format';
import { Fields } from '../../../components/Fields';
import { Section } from '../../../components/Section';

/** A list the customer declared, under its heading (which names the table too). */
function DeclaredTable<Row>({
  title,
  rows,
  columns,
}: {
  title: string;
  rows?: Row[];
  columns: SimpleColumn<Row>[];
}) {
  return (
    <>
      <h3 className="h6 mt-3">{title}</h3>
      <SimpleTable
        className="od-table mb-0"
        label={title}
        rowKey={(_row, index) => index}
        rows={rows ?? []}
        columns={columns}
      />
    </>
  );
}

const CURRENCY_COLUMNS: SimpleColumn<CurrencyDetail>[] = [
  { header: 'Currency', cell: (row) => row.currency },
  { header: 'Amount', cell: (row) => amount(row.amount), className: 'text-end' },
];

const ARTICLE_COLUMNS: SimpleColumn<CategoryDetail>[] = [
  { header: 'Category', cell: (row) => row.category },
  { header: 'Article', cell: (row) => row.article },
  { header: 'Quantity', cell: (row) => row.quantity, className: 'text-end' },
  { header: 'Amount', cell: (row) => amount(row.amount), className: 'text-end' },
];

export function CustomsSection({ order }: { order: OrderDetail }) {
  return (
    <Section id="customs-information" title="Customs Information">
      <Fields items={orderFields(order, ['declare_at_customs'])} />
      <DeclaredTable title="Currency Details" rows={order.currency_details} columns={CURRENCY_COLUMNS} />
      <div className="mt-3">
        <Fields items={orderFields(order, ['personal_belongings_amount', 'luggage_items'])} />
      </div>
      <DeclaredTable title="Articles" rows={order.category_details} columns={ARTICLE_COLUMNS} />
      <div className="mt-3">
        <Fields items={orderFields(order, ['technical_authorization_number'])} />
      </div>
    </Section>
  );
}
