export { OrderTable, type TablePaging } from './OrderTable';
export { orderColumns } from './orderColumns';
export { DEFAULT_ROWS_PER_PAGE, parseRowsPerPage, type RowsPerPageChoice } from './RowsPerPage';
export type { RowSource, SortDirection, SortState, TableColumn, TableSelection } from './types';
