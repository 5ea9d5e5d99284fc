export {
  replaceAdapter,
  apiBase,
  errorMessage,
  ApiError,
  TAB_ID,
  type UploadOptions,
  type FileOptions,
} from './client';
export { authApi, twoFactorApi, type ChangePasswordBody } from './auth';
export { sessionsApi, type MemberSession } from './sessions';
export { securityEventsApi, type SecurityEventRow, type SecurityEventFilters } from './securityEvents';
export {
  ordersApi,
  type OrderListQuery,
  type OrderListFilter,
  type OrderNeighboursQuery,
  type WholeListQuery,
} from './orders';
export { notifyUndoable } from './undo';
export { savedViewsApi, savedViewHref, type SavedView, type SavedViewCount } from './savedViews';
export { searchApi, type GlobalSearchRow } from './search';
export { teamApi } from './team';
export { gatewaysApi } from './gateways';
export {
  releasesApi,
  type RemoteRegistry,
  type AppReleases,
  type Release,
  type ReleaseStep,
  type ClientReport,
  type DeployToken,
} from './releases';
export { orderDetailApi, type UploadDocumentInput, type HistoryPageQuery } from './orderDetail';
export { visitorApi, visitorDocumentUrl } from './visitor';
export { exportApi, type ExportName, type ExportParams, type ExportProgress } from './exports';
export { liveApi, type EventStream, type LiveEventHandlers, type SseMessage } from './live';
