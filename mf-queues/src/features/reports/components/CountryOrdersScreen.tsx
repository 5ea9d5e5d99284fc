import { ordersApi } from '@earrival/shared/api';
import { COUNTRY_VIEW } from '@earrival/shared/columns';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { type CountryOrderRow } from '@earrival/shared/types';
import { type TableColumn } from '../../../components/order-table';
import { ReportScreen, type ReportDefinition } from './ReportScreen';

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

const COUNTRY_ORDERS: ReportDefinition<CountryOrderRow, CountryKey> = {
  name: 'country-orders',
  fetchRows: ordersApi.countryOrders,
  view: COUNTRY_VIEW,
  exportName: 'countryOrders',
  subject: 'Orders per country',
  units: 'countries',
  // Standard and priority orders add up to a country's total, so the chart stacks them.
  series: [
    { key: 'standard', name: 'Standard Orders', color: '#0a58ca' },
    { key: 'priority', name: 'Priority Orders', color: '#b35900' },
  ],
  toBar: (row) => ({
    label: row.citizenship,
    values: { standard: row.standard_count, priority: row.priority_count },
  }),
  columns: () => COLUMNS,
  rowKey: (row) => row.citizenship,
  searchPlaceholder: 'Search country',
};

/** Orders per country of citizenship, for a date range (kept in the address), as a chart and a table. */
export function CountryOrdersScreen({ route }: AdminScreenProps) {
  return <ReportScreen title={route.title} definition={COUNTRY_ORDERS} />;
}
