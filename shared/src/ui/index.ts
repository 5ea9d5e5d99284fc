export { Page } from './Page';
export { Pagination } from './Pagination';
export { ConfirmModal, type ConfirmModalProps } from './ConfirmModal';
export { ExportCsvButton, formatBytes, type ExportCsvButtonProps } from './ExportCsvButton';
export { EMPTY_TABLE_TEXT, NO_RECORDS_TEXT, SEARCH_DEBOUNCE_MS, viewOrderPath, chatLink } from './lists';
export { saveFile } from './saveFile';
