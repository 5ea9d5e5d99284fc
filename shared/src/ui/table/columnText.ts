import type {
  CountryOrderRow,
  FolderName,
  OrderListRow,
  OrderSortColumn,
  ProcessedByEntry,
} from '@earrival/shared/types';
import {
  LIST_DATE_TIME_HEADER,
  formatFutureDate,
  formatFutureDateTime,
  formatOrderDateTime,
  formatRefundDate,
  monthName,
} from '@earrival/shared/dates';
import { statusLabel } from '@earrival/shared/status';
import { QUEUES, byFolder, type OrderColumnSet } from '@earrival/shared/queues';

/*
 * The columns of every list as text: header, sort key and the cell's text. No React, so the same
 * definitions give the screens' tables (orderColumns.tsx adds clipping and the Action cell) and the
 * server's CSV exports their column names, order and date formats.
 */

export type { OrderColumnSet };

export interface TextColumn<Row, SortKey extends string = string> {
  id: string;
  header: string;
  sortKey?: SortKey;
  /** The direction of a first click on the header: 'desc' (newest first) for a date, else 'asc'. */
  firstDirection?: 'asc' | 'desc';
  text: (row: Row) => string | number;
}

export type OrderTextColumn = TextColumn<OrderListRow, OrderSortColumn>;

/**
 * How every order list is sorted until a member picks another sort: newest order first. The server's
 * lists and searches use it when no sort is asked (api: schemas/lists.ts), and the tables show it on the
 * Order Id header (arrow and aria-sort) while the address names none.
 */
export const DEFAULT_ORDER_SORT: { readonly key: OrderSortColumn; readonly direction: 'asc' | 'desc' } = {
  key: 'order_id',
  direction: 'desc',
};

/** Which column set each folder's table shows (a folder's list looks the same on every screen). */
export const FOLDER_COLUMN_SET: Readonly<Record<FolderName, OrderColumnSet>> = byFolder(
  QUEUES,
  (queue) => queue.columns,
);

export const fullName = (row: Pick<OrderListRow, 'first_name' | 'sur_name'>): string =>
  [row.first_name, row.sur_name].filter(Boolean).join(' ');

/** The departure date is a calendar date: the date part of the orders format. */
const formatDepartureDate = (value: string | null) => formatOrderDateTime(value).slice(0, 10);

const column = (
  id: string,
  header: string,
  sortKey: OrderSortColumn,
  text: OrderTextColumn['text'],
): OrderTextColumn => ({ id, header, sortKey, text });

/** A date column: its first click sorts newest first, as people look for the latest. */
const dateColumn = (...args: Parameters<typeof column>): OrderTextColumn => ({
  ...column(...args),
  firstDirection: 'desc',
});

const orderId = (header = 'Order Id') => column('order_id', header, 'order_id', (row) => row.order_id);
const name = column('name', 'Name', 'name', fullName);
const email = column('email', 'Email', 'email', (row) => row.email);
const telephone = column('phone_number', 'Telephone', 'phone_number', (row) => row.phone_number);
// Not sortable: the big queues have no index by assignee name, and New and Priority hold only unassigned orders.
const assignee: OrderTextColumn = {
  id: 'assign_to',
  header: 'Assigned To',
  text: (row) => row.assign_to ?? '',
};
// Every list reads UTC, and its header says so (the spec's Charge Back header, on every list).
const dateTime = (format = formatOrderDateTime) =>
  dateColumn('created_at', LIST_DATE_TIME_HEADER, 'created_at', (row) => format(row.created_at));
const status = column('process_status', 'Status', 'process_status', (row) => statusLabel(row.process_status));
const departure = dateColumn('date_of_departure', 'Departure Date', 'date_of_departure', (row) =>
  formatDepartureDate(row.date_of_departure),
);
const refundDate = dateColumn('refund_date', 'Refund Date', 'refund_date', (row) =>
  formatRefundDate(row.refund_date),
);
const processingDate = dateColumn('processing_date', 'Processing Date', 'processing_date', (row) =>
  formatFutureDate(row.processing_date),
);
const processMonth = column('process_month', 'Process Month', 'process_month', (row) =>
  monthName(row.process_month),
);

/** The data columns of one order list, in the order the table shows them (the Action column aside). */
export function orderTextColumns(set: OrderColumnSet): OrderTextColumn[] {
  switch (set) {
    case 'contactCustomer':
      return [orderId(), name, email, dateTime(), assignee, status];
    case 'priority':
      return [orderId(), name, email, telephone, dateTime(), departure, status];
    case 'refund':
      return [orderId(), email, telephone, dateTime(), refundDate, status];
    case 'chargeBack':
      return [orderId(), name, email, telephone, dateTime(), assignee, status];
    case 'future':
      return [
        orderId('Order ID'),
        name,
        email,
        telephone,
        dateTime(formatFutureDateTime),
        processingDate,
        processMonth,
        status,
      ];
    case 'default':
      return [orderId(), name, email, telephone, dateTime(), assignee, status];
  }
}

export type CountrySortKey = keyof CountryOrderRow;
export type ProcessedSortKey = keyof ProcessedByEntry;

/** Country Order List: Country, Order, Standard Orders, Priority Orders, Future Orders. */
export const COUNTRY_ORDER_COLUMNS: TextColumn<CountryOrderRow, CountrySortKey>[] = [
  { id: 'citizenship', header: 'Country', sortKey: 'citizenship', text: (row) => row.citizenship },
  { id: 'count', header: 'Order', sortKey: 'count', text: (row) => row.count },
  { id: 'standard', header: 'Standard Orders', sortKey: 'standard_count', text: (row) => row.standard_count },
  { id: 'priority', header: 'Priority Orders', sortKey: 'priority_count', text: (row) => row.priority_count },
  { id: 'future', header: 'Future Orders', sortKey: 'future_count', text: (row) => row.future_count },
];

/** A Processed By row with its serial number (S. No follows the rows as listed, after search and sort). */
export type NumberedProcessedBy = ProcessedByEntry & { serial: number };

/** Order Processed: S. No, Name, Order Count. */
export const PROCESSED_BY_COLUMNS: TextColumn<NumberedProcessedBy, ProcessedSortKey>[] = [
  { id: 'serial', header: 'S. No', text: (row) => row.serial },
  { id: 'name', header: 'Name', sortKey: 'processed_by', text: (row) => row.processed_by },
  { id: 'count', header: 'Order Count', sortKey: 'count', text: (row) => row.count },
];

export interface ReportView<Row, Key extends string> {
  /** Case-insensitive substring of this text of a row. */
  searchText: (row: Row) => string;
  sortValue: (row: Row, key: Key) => string | number;
}

/** Country Order List: search by country; text sorts ignore case. */
export const COUNTRY_VIEW: ReportView<CountryOrderRow, CountrySortKey> = {
  searchText: (row) => row.citizenship,
  sortValue: (row, key) => {
    const value = row[key];
    return typeof value === 'string' ? value.toLowerCase() : value;
  },
};

/** Order Processed: search by processor name. */
export const PROCESSED_BY_VIEW: ReportView<ProcessedByEntry, ProcessedSortKey> = {
  searchText: (row) => row.processed_by,
  sortValue: (row, key) => (key === 'processed_by' ? row.processed_by.toLowerCase() : row.count),
};

/**
 * The rows a report table lists for a search and a sort: the screens (in the browser) and the CSV export
 * (on the server) both go through here, so the file holds the rows the table shows, in its order.
 */
export function reportRows<Row, Key extends string>(
  rows: readonly Row[],
  view: ReportView<Row, Key>,
  term: string,
  sort: { key: Key; direction: 'asc' | 'desc' } | null,
): Row[] {
  const needle = term.trim().toLowerCase();
  const found = needle
    ? rows.filter((row) => view.searchText(row).toLowerCase().includes(needle))
    : [...rows];
  if (sort) {
    const sign = sort.direction === 'asc' ? 1 : -1;
    found.sort((a, b) => {
      const left = view.sortValue(a, sort.key);
      const right = view.sortValue(b, sort.key);
      return left < right ? -sign : left > right ? sign : 0;
    });
  }
  return found;
}
