import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ordersApi } from '@earrival/shared/api';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { type ProcessedByEntry } from '@earrival/shared/types';
import { NO_RECORDS_TEXT, OrderTable, Page, type TableColumn } from '@earrival/shared/ui';
import { useClientTable } from '../hooks/useClientTable';
import { useReport } from '../hooks/useReport';
import { DateRangeForm } from './DateRangeForm';

type ProcessedKey = keyof ProcessedByEntry;

const tableOptions = {
  searchText: (row: ProcessedByEntry) => row.processed_by,
  sortValue: (row: ProcessedByEntry, key: ProcessedKey) =>
    key === 'processed_by' ? row.processed_by.toLowerCase() : row.count,
};

/** Orders processed per member of staff, for a date range. */
export function ProcessedByScreen({ route }: AdminScreenProps) {
  const report = useReport('processed-by', ordersApi.processedBy, { toastInitialLoad: true });
  const table = useClientTable(report.rows, tableOptions);
  const { offset } = table;
  const columns = useMemo<TableColumn<ProcessedByEntry, ProcessedKey>[]>(
    () => [
      // The serial number follows the rows as listed (after search and sort), across pages.
      { id: 'serial', header: 'S. No', render: (row) => offset + table.pageRows.indexOf(row) + 1 },
      { id: 'name', header: 'Name', sortKey: 'processed_by', render: (row) => row.processed_by },
      { id: 'count', header: 'Order Count', sortKey: 'count', render: (row) => row.count },
    ],
    [offset, table.pageRows],
  );
  return (
    <Page title={route.title}>
      <DateRangeForm onSubmit={report.submit} busy={report.loading} />
      {report.error && <Alert variant="danger">{report.error}</Alert>}
      <OrderTable
        label={route.title}
        columns={columns}
        rows={table.pageRows}
        rowKey={(row) => `${row.member_id ?? 'none'}:${row.processed_by}`}
        loading={report.loading}
        emptyText={NO_RECORDS_TEXT}
        sort={table.sort}
        onSortChange={table.setSort}
        onSearch={table.setTerm}
        searchPlaceholder="Search name"
        paging={table.paging}
      />
    </Page>
  );
}
