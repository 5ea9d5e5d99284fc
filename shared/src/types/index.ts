// Types shared by the browser apps. Field names are the ones the server sends, unchanged.
// The calls' types are read from the generated API types (./api.ts): the server's schemas are their source.
// The lists below are values the screens need at run time; the server's schemas are built from them.
import type { ApiAnswer, ApiBody, ApiData, ApiQuery } from './api';
import type { OrderDetail, Remark } from './orderDetail';

// The run-time lists live where they are defined; the types entry gives them one address.
export { PROCESS_STATUSES, ROLES, type ProcessStatus, type Role } from '@earrival/shared/domain';
export { FOLDER_NAMES, type ActionSource, type FolderName } from '@earrival/shared/queues';

/** The admin response envelope: status 1 success, 0 failure, 401 session invalid. */
export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

/** The sign-in answer: a session, or the second step that is due (and, once, the new recovery codes). */
export type LoginResponse = ApiAnswer<'postAdminLogin'>;

/** Two-factor sign-in as the member's settings page shows it. */
export type TwoFactorStatus = ApiData<'getTwoFactor'>;

/** What setting up two-factor shows: the QR code, and the key for typing in by hand. */
export type TwoFactorSetup = ApiData<'postTwoFactorSetup'>;

/** The signed-in member. */
export type SessionUser = ApiData<'getUserInfo'>;

export type OrderCounts = ApiData<'getAllFolderCount'>;

export type ProcessingMode = OrderDetail['processing_mode'];

/** The order-list and search-order calls: the rows, the pager's total, and the keyset cursors. */
export type OrderListResponse = ApiAnswer<'getOrdersList'>;

/** One row of an order list. */
export type OrderListRow = OrderListResponse['data'][number];

export type OrderSortColumn = NonNullable<ApiQuery<'getOrdersList'>['sort']>;

export type CountryOrderRow = ApiData<'getCountryOrderList'>[number];

export type ProcessedByEntry = ApiData<'getProcessedByCount'>[number];

export type YesNo = Remark['whatsapp'];

/** Body of add-new-remark. */
export type CommentPayload = ApiBody<'addNewRemark'>;

// The order detail, its documents, mail and download histories, Activity, defence packs: see orderDetail.ts.
export * from './orderDetail';
export * from './api';
export * from './visitor';
export * from './live';

/** A team member as every call returns it: the password is never sent back. */
export type TeamMember = ApiData<'getTeamMemberList'>[number];

/** Body of update-team-member (add-team-member takes the same without tmId; an empty password keeps the old one). */
export type TeamMemberInput = ApiBody<'updateTeamMember'>;

export type PaymentGateway = ApiData<'getPaymentGateways'>[number];
