import { useMemo } from 'react';
import { ordersApi } from '@earrival/shared/api';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { type CountryOrderRow } from '@earrival/shared/types';
import { NO_RECORDS_TEXT, OrderTable, Page, type TableColumn } from '@earrival/shared/ui';
import { useClientTable } from '../hooks/useClientTable';
import { useReport } from '../hooks/useReport';
import { DateRangeForm } from './DateRangeForm';

type CountryKey = keyof CountryOrderRow;

const COLUMNS: TableColumn<CountryOrderRow, CountryKey>[] = [
  { id: 'citizenship', header: 'Country', sortKey: 'citizenship', render: (row) => row.citizenship },
  { id: 'count', header: 'Order', sortKey: 'count', render: (row) => row.count },
  {
    id: 'standard',
    header: 'Standard Orders',
    sortKey: 'standard_count',
    render: (row) => row.standard_count,
  },
  {
    id: 'priority',
    header: 'Priority Orders',
    sortKey: 'priority_count',
    render: (row) => row.priority_count,
  },
  { id: 'future', header: 'Future Orders', sortKey: 'future_count', render: (row) => row.future_count },
];

const tableOptions = {
  searchText: (row: CountryOrderRow) => row.citizenship,
  sortValue: (row: CountryOrderRow, key: CountryKey) =>
    typeof row[key] === 'string' ? row[key].toLowerCase() : row[key],
};

/** Orders per country of citizenship, for a date range. */
export function CountryOrdersScreen({ route }: AdminScreenProps) {
  const report = useReport('country-orders', ordersApi.countryOrders);
  const table = useClientTable(report.rows, tableOptions);
  const rowKey = useMemo(() => (row: CountryOrderRow) => row.citizenship, []);
  return (
    <Page title={route.title}>
      <DateRangeForm onSubmit={report.submit} busy={report.loading} />
      <OrderTable
        label={route.title}
        columns={COLUMNS}
        rows={table.pageRows}
        rowKey={rowKey}
        loading={report.loading}
        emptyText={NO_RECORDS_TEXT}
        sort={table.sort}
        onSortChange={table.setSort}
        onSearch={table.setTerm}
        searchPlaceholder="Search country"
        paging={table.paging}
      />
    </Page>
  );
}
