import { useMemo } from 'react';
import { ordersApi } from '@earrival/shared/api';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { type CountryOrderRow } from '@earrival/shared/types';
import { NO_RECORDS_TEXT, OrderTable, Page, type TableColumn } from '@earrival/shared/ui';
import { useClientTable } from '../hooks/useClientTable';
import { useReport } from '../hooks/useReport';
import { COUNTRY_VIEW } from '@earrival/shared/columns';
import { ExportButton } from '../../export';
import type { ChartBar, ChartSeries } from '../charts/chartData';
import { ReportRangeChart } from './ReportRangeChart';

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

/** Orders per country of citizenship, for a date range (kept in the address), as a chart and a table. */
export function CountryOrdersScreen({ route }: AdminScreenProps) {
  const report = useReport('country-orders', ordersApi.countryOrders);
  const table = useClientTable(report.rows, COUNTRY_VIEW);
  const rowKey = useMemo(() => (row: CountryOrderRow) => row.citizenship, []);
  return (
    <Page
      title={route.title}
      actions={
        <ExportButton
          name="countryOrders"
          params={{
            ...report.range,
            search: table.term,
            sort: table.sort?.key,
            order: table.sort?.direction,
          }}
        />
      }
    >
      <ReportRangeChart
        report={report}
        subject="Orders per country"
        units="countries"
        series={SERIES}
        toBar={toBar}
      />
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
