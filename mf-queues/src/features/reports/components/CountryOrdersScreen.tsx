import { ordersApi } from '@earrival/shared/api';
import { COUNTRY_VIEW } from '@earrival/shared/columns';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { type CountryOrderRow } from '@earrival/shared/types';
import { type TableColumn } from '../../../components/order-table';
import type { ChartBar, ChartSeries } from '../charts/chartData';
import { useClientTable } from '../hooks/useClientTable';
import { useReport } from '../hooks/useReport';
import { ReportScreen } from './ReportScreen';

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

// Standard and priority orders add up to a country's total, so the chart stacks them.
const SERIES: ChartSeries[] = [
  { key: 'standard', name: 'Standard Orders', color: '#0a58ca' },
  { key: 'priority', name: 'Priority Orders', color: '#b35900' },
];
const toBar = (row: CountryOrderRow): ChartBar => ({
  label: row.citizenship,
  values: { standard: row.standard_count, priority: row.priority_count },
});
const rowKey = (row: CountryOrderRow) => row.citizenship;

/** Orders per country of citizenship, for a date range (kept in the address), as a chart and a table. */
export function CountryOrdersScreen({ route }: AdminScreenProps) {
  const report = useReport('country-orders', ordersApi.countryOrders);
  const table = useClientTable(report.rows, COUNTRY_VIEW);
  return (
    <ReportScreen
      title={route.title}
      exportName="countryOrders"
      report={report}
      table={table}
      subject="Orders per country"
      units="countries"
      series={SERIES}
      toBar={toBar}
      columns={COLUMNS}
      rowKey={rowKey}
      searchPlaceholder="Search country"
    />
  );
}
