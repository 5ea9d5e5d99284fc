// DTOs shared by the browser apps and the server. Field names are the ones the server sends, unchanged.
// The answers' types are read from the generated API types (./api.ts): the server's schemas are their source.
import { QUEUES, folderNames } from '@earrival/shared/queues';
import type { ApiData } from './api';
import type { OrderDetailAnswer } from './orderDetail';

export type Role = 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
export const ROLES: readonly Role[] = ['Admin', 'Manager', 'Team', 'Telecaller', 'Night Staff'];

/** The admin response envelope: status 1 success, 0 failure, 401 session invalid. */
export interface Envelope<T = unknown> {
  status: 0 | 1 | 401;
  message: string;
  data: T;
}

export interface LoginResponse extends Envelope<SessionUser | null> {
  jwtToken?: string;
  /** The password was right and a second step is due: enter a code ('verify') or set two-factor up ('setup'). */
  twoFactor?: 'verify' | 'setup';
  /** Names this sign-in for the second step (5 minutes); it opens no session by itself. */
  pendingToken?: string;
  /** Given once, when two-factor sign-in was just turned on. */
  recoveryCodes?: string[];
}

/** Two-factor sign-in as the member's settings page shows it. */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** An Admin requires it for the Admin and Manager roles. */
  requiredForManagers: boolean;
  /** It is required for this member's role (so it cannot be turned off). */
  requiredForMe: boolean;
}

/** What setting up two-factor shows: the QR code, and the key for typing in by hand. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

/** The signed-in member (generated from the server's schema). */
export type SessionUser = ApiData<'getUserInfo'>;

/** Every order status, in the screens' order; the type is derived from the list. */
export const PROCESS_STATUSES = [
  'New',
  'Pending',
  'Completed',
  'Deleted',
  'Awaiting',
  'AwaitingGovt',
  'Contact Customer',
  'Customer Called',
  'ChargeBack',
  'Refunds',
] as const;

export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

/** Folder names as the order-list call takes them, one per queue (@earrival/shared/queues). */
export const FOLDER_NAMES = folderNames(QUEUES);

export type FolderName = (typeof FOLDER_NAMES)[number];

export type OrderCounts = ApiData<'getAllFolderCount'>;

export type ProcessingMode = 'Regular Processing' | 'Priority Processing';

/** One row of an order list. */
export type OrderListRow = ApiData<'getOrdersList'>[number];

/**
 * What a list call answers: `data` is the list itself, and the pager's `total` (rows in the whole folder
 * or search, not just this page) rides beside it in the envelope.
 */
export interface ListEnvelope<T> extends Envelope<T[]> {
  total: number;
}

/** The order-list and search-order calls. */
export interface OrderListResponse extends ListEnvelope<OrderListRow> {
  /** Search: more than `total` orders match (the count stops at its cap, e.g. "1,000+"). */
  totalCapped?: boolean;
  /** List: this page's first and last rows as keyset cursors, for Previous (`before`) and Next (`after`). */
  cursors?: { before: string; after: string } | null;
}

export type OrderSortColumn =
  | 'order_id'
  | 'name'
  | 'email'
  | 'phone_number'
  | 'created_at'
  | 'process_status'
  | 'date_of_departure'
  | 'refund_date'
  | 'processing_date'
  | 'process_month';

export type CountryOrderRow = ApiData<'getCountryOrderList'>[number];

export type ProcessedByEntry = ApiData<'getProcessedByCount'>[number];

export type YesNo = 'Y' | 'N';

/** One comment of the Comment History (us_date/us_time: US Eastern time; create_ts: the same moment, ISO). */
export type Remark = OrderDetailAnswer['remark'][number];

export interface CommentPayload {
  orderId: number | string;
  remark: string;
  remarkerName: string;
  whatsapp?: YesNo;
  telephone?: YesNo;
  statusRefund?: YesNo;
  voided?: YesNo;
  chargeBack?: YesNo;
}

// The order detail, its documents, mail and download histories, Activity, defence packs: see orderDetail.ts.
export * from './orderDetail';
export * from './api';
export * from './visitor';
export * from './live';

export type OrderEventAction =
  | 'created'
  | 'status'
  | 'assign'
  | 'assign-conflict'
  | 'delete'
  | 'refund-requested'
  | 'refund-completed'
  | 'comment'
  | 'transaction'
  | 'upload'
  | 'mail'
  /** An Undo put the order back as it was before a staff action. */
  | 'undone';

/** One line of an order's history: who did what, when. */
export type OrderEvent = Omit<OrderDetailAnswer['history'][number], 'action'> & { action: OrderEventAction };

/** Future Order tiles: orders per process month ('01'..'12'). */
export type FutureMonthCount = ApiData<'getFutureOrderMonthCount'>[number];

/** Where a list action comes from; the delete rules depend on it ('myOrder' = a My Orders table). */
export type ActionSource = FolderName | 'myOrder';

/** The order-intake call of the public application site (POST /api/intake/orders). */
export type IntakeResult = ApiData<'postIntakeOrders', 201>;

/** A team member as every call returns it: the password is never sent back. */
export type TeamMember = ApiData<'getTeamMemberList'>[number];

/** Body of add-team-member / update-team-member (update: tmId set; an empty password keeps the old one). */
export interface TeamMemberInput {
  name: string;
  email: string;
  password: string;
  type: Role;
  tmId?: number | string;
}

export type PaymentGateway = ApiData<'getPaymentGateways'>[number];
