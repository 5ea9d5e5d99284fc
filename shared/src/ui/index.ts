export { Page, type PageProps } from './Page';
export {
  formatOrderDateTime,
  formatRefundDate,
  formatFutureDateTime,
  formatFutureDate,
  monthName,
  MONTH_NAMES,
  capitalizeFirst,
  formatFormDate,
  formatHistoryDateTime,
  zonedOrderDateTime,
  zonedHistoryDateTime,
  bothClocks,
  HISTORY_TIME_ZONE,
  LIST_ZONE,
  HISTORY_ZONE,
  LIST_DATE_TIME_HEADER,
  HISTORY_DATE_TIME_HEADER,
} from '@earrival/shared/dates';
export { pageItems, ELLIPSIS, type PageItem } from './pageItems';
export { Pagination, type PaginationProps } from './Pagination';
export {
  RowsPerPage,
  ROWS_PER_PAGE_CHOICES,
  DEFAULT_ROWS_PER_PAGE,
  parseRowsPerPage,
  type RowsPerPageChoice,
  type RowsPerPageProps,
} from './RowsPerPage';
export { ConfirmModal, DEFAULT_CONFIRM_TEXT, type ConfirmModalProps } from './ConfirmModal';
export {
  OrderTable,
  EMPTY_TABLE_TEXT,
  NO_RECORDS_TEXT,
  type OrderTableProps,
  type TablePaging,
} from './table/OrderTable';
export { SearchBox, SEARCH_DEBOUNCE_MS, type SearchBoxProps } from './table/SearchBox';
export type { RowSource, SortDirection, SortState, TableColumn, TableSelection } from './table/types';
export {
  ROW_HEIGHT,
  SCROLL_HEIGHT,
  VIRTUALISE_ABOVE,
  rowWindow,
  type RowWindow,
} from './table/virtualWindow';
export {
  orderColumns,
  viewOrderPath,
  chatLink,
  ViewOrderLink,
  ChatLink,
  type OrderColumn,
} from './table/orderColumns';
export {
  orderTextColumns,
  fullName,
  FOLDER_COLUMN_SET,
  type OrderColumnSet,
  type OrderTextColumn,
  type TextColumn,
} from '@earrival/shared/columns';
export { SimpleTable, type SimpleColumn, type SimpleTableProps } from './SimpleTable';
export {
  HISTORY_ROWS,
  ShowAllNotice,
  HistoryPager,
  useLatestRows,
  type HistoryPagerProps,
} from './latestRows';
export { saveFile } from './saveFile';
