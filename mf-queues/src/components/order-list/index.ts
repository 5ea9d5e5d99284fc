// The list machinery's public face: the queue and future-order screens build on it.
export { OrderListPanel, type OrderListPanelProps } from './components/OrderListPanel';
export { BULK_ACTIONS, type BulkActionId, type BulkAction } from './bulkActions';
