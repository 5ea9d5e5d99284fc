/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: every operation, by operationId, joined from one folder per API area.
 */

import type { SecurityOperations } from './security';
import type { HealthOperations } from './health';
import type { AuthOperations } from './auth';
import type { TwoFactorOperations } from './twoFactor';
import type { SessionsOperations } from './sessions';
import type { ListsOperations } from './lists';
import type { OrdersOperations } from './orders';
import type { StatisticsOperations } from './statistics';
import type { TeamOperations } from './team';
import type { GatewaysOperations } from './gateways';
import type { IntakeOperations } from './intake';
import type { DocumentsOperations } from './documents';
import type { MailOperations } from './mail';
import type { PdfsOperations } from './pdfs';
import type { VisitorOperations } from './visitor';
import type { LiveOperations } from './live';
import type { SavedViewsOperations } from './savedViews';
import type { ReleasesOperations } from './releases';

export type operations = SecurityOperations &
  HealthOperations &
  AuthOperations &
  TwoFactorOperations &
  SessionsOperations &
  ListsOperations &
  OrdersOperations &
  StatisticsOperations &
  TeamOperations &
  GatewaysOperations &
  IntakeOperations &
  DocumentsOperations &
  MailOperations &
  PdfsOperations &
  VisitorOperations &
  LiveOperations &
  SavedViewsOperations &
  ReleasesOperations;

/** Each operation by its method and path under /api/: the browser names its calls so (shared/src/api/call.ts). */
export interface routes {
  'GET admin/security-events': 'getSecurityEvents';
  'GET admin/security-events/export': 'exportSecurityEvents';
  'GET health': 'getHealth';
  'GET health/live': 'getHealthLive';
  'GET health/ready': 'getHealthReady';
  'POST admin/admin-login': 'postAdminLogin';
  'POST admin/forgot-password': 'postForgotPassword';
  'POST admin/reset-password': 'postResetPassword';
  'POST admin/two-factor/sign-in': 'postTwoFactorSignIn';
  'POST admin/two-factor/sign-in/setup': 'postTwoFactorSignInSetup';
  'POST admin/two-factor/sign-in/confirm': 'postTwoFactorSignInConfirm';
  'GET user_info': 'getUserInfo';
  'POST admin/change-password': 'changePassword';
  'POST admin/logout': 'postLogout';
  'GET admin/sessions': 'listMySessions';
  'DELETE admin/sessions': 'endMyOtherSessions';
  'DELETE admin/sessions/{id}': 'endMySession';
  'GET admin/two-factor': 'getTwoFactor';
  'POST admin/two-factor/setup': 'postTwoFactorSetup';
  'POST admin/two-factor/enable': 'postTwoFactorEnable';
  'POST admin/two-factor/disable': 'postTwoFactorDisable';
  'PUT admin/two-factor/requirement': 'putTwoFactorRequirement';
  'GET admin/get-all-folder-count': 'getAllFolderCount';
  'GET admin/get-order-assignees': 'getOrderAssignees';
  'GET admin/get-orders-list/{orderName}': 'getOrdersList';
  'POST admin/search-order': 'searchOrder';
  'GET admin/export/{orderName}.csv': 'exportCsv';
  'PUT admin/change-order-status': 'changeOrderStatus';
  'PUT admin/move-order-status': 'moveOrderStatus';
  'PUT admin/assign-order-status': 'assignOrderStatus';
  'PUT admin/move-to-complete-refund': 'moveToCompleteRefund';
  'POST admin/add-new-remark': 'addNewRemark';
  'POST admin/save-transaction-details': 'saveTransactionDetails';
  'POST admin/save-order-language': 'saveOrderLanguage';
  'GET admin/get-orders-details/{orderId}': 'getOrdersDetails';
  'GET admin/order-history/{orderId}/{history}': 'getOrderHistory';
  'POST admin/undo-action': 'undoAction';
  'GET admin/orders/search': 'getOrdersSearch';
  'GET admin/order-neighbours/{orderName}': 'getOrderNeighbours';
  'POST admin/get-country-order-list': 'getCountryOrderList';
  'POST admin/get-processed-by-count': 'getProcessedByCount';
  'GET admin/get-future-order-month-count': 'getFutureOrderMonthCount';
  'GET admin/export/countryOrders.csv': 'exportCountryOrdersCsv';
  'GET admin/export/processedBy.csv': 'exportProcessedByCsv';
  'GET admin/get-team-member-list': 'getTeamMemberList';
  'GET admin/get-team-member-type': 'getTeamMemberType';
  'POST admin/add-team-member': 'addTeamMember';
  'GET admin/team-member-info/{id}': 'getTeamMemberInfo';
  'POST admin/update-team-member': 'updateTeamMember';
  'PUT admin/delete-team-member': 'deleteTeamMember';
  'POST admin/team/{id}/two-factor/reset': 'resetMemberTwoFactor';
  'GET admin/payment-gateways': 'getPaymentGateways';
  'POST admin/payment-gateway-setting': 'postPaymentGatewaySetting';
  'POST intake/orders': 'postIntakeOrders';
  'POST admin/upload-visa-document': 'uploadVisaDocument';
  'POST admin/resend-mail': 'resendMail';
  'POST admin/send-track-order-mail': 'sendTrackOrderMail';
  'POST admin/retry-mail': 'retryMail';
  'GET uploads/docs/{orderId}/{file1}': 'getUploadsDocs';
  'POST admin/get-defence-pack-pdf': 'getDefencePackPdf';
  'POST admin/defence-pack-details': 'postDefencePackDetails';
  'POST admin/get-invoice-pdf': 'getInvoicePdf';
  'POST admin/send-invoice': 'sendInvoice';
  'POST front/track-order': 'postFrontTrackOrder';
  'GET front/open-documents-link': 'getFrontOpenDocumentsLink';
  'GET front/messages': 'getFrontMessages';
  'POST front/get-download-history': 'postFrontGetDownloadHistory';
  'POST front/download-passport-doc-pdf': 'postFrontDownloadPassportDocPdf';
  'GET front/uploads/docs/{orderId}/{file1}': 'getFrontUploadsDocs';
  'GET admin/events': 'getEvents';
  'POST admin/presence': 'postPresence';
  'GET admin/saved-views': 'getSavedViews';
  'POST admin/saved-views': 'saveSavedView';
  'GET admin/saved-views/counts': 'getSavedViewCounts';
  'DELETE admin/saved-views/{id}': 'deleteSavedView';
  'GET releases/{app}': 'getPublishedReleases';
  'POST releases/{app}': 'publishRelease';
  'GET remotes': 'getRemoteRegistry';
  'POST admin/client-errors': 'reportClientError';
  'GET admin/releases': 'listReleases';
  'POST admin/releases/{app}/promote': 'promoteRelease';
  'POST admin/releases/{app}/rollback': 'rollbackRelease';
  'GET admin/deploy-tokens': 'listDeployTokens';
  'POST admin/deploy-tokens': 'createDeployToken';
  'DELETE admin/deploy-tokens/{id}': 'revokeDeployToken';
}
