export {
  api,
  httpClient,
  replaceAdapter,
  apiBase,
  errorMessage,
  ApiError,
  type UploadOptions,
} from './client';
export { authApi } from './auth';
export { ordersApi, type OrderListQuery, type SearchQuery, type MoveResult } from './orders';
export { teamApi } from './team';
export { gatewaysApi } from './gateways';
export { orderDetailApi, documentPath, type UploadDocumentInput, type HistoryPageQuery } from './orderDetail';
export { visitorApi, visitorDocumentUrl } from './visitor';
export { liveApi, type EventStream, type LiveEventHandlers, type SseMessage } from './live';
