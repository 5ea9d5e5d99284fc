// DTOs shared by the browser apps and the server. Field names are the ones the server sends, unchanged.

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
}

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  type: Role;
}

export type ProcessStatus =
  | 'New'
  | 'Pending'
  | 'Completed'
  | 'Deleted'
  | 'Awaiting'
  | 'AwaitingGovt'
  | 'Contact Customer'
  | 'Customer Called'
  | 'ChargeBack'
  | 'Refunds';

export const PROCESS_STATUSES: readonly ProcessStatus[] = [
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
];

/** Queue names as the order-list call takes them. */
export type FolderName =
  | 'newOrder'
  | 'priorityOrder'
  | 'futureOrder'
  | 'pendingOrder'
  | 'completedOrder'
  | 'awaitingOrder'
  | 'awaitingGovtOrder'
  | 'customerCalledOrder'
  | 'contactCustomerOrder'
  | 'deletedOrder'
  | 'refundOrder'
  | 'chargeBack'
  | 'allOrder';

export const FOLDER_NAMES: readonly FolderName[] = [
  'newOrder',
  'priorityOrder',
  'futureOrder',
  'pendingOrder',
  'completedOrder',
  'awaitingOrder',
  'awaitingGovtOrder',
  'customerCalledOrder',
  'contactCustomerOrder',
  'deletedOrder',
  'refundOrder',
  'chargeBack',
  'allOrder',
];

export interface OrderCounts {
  myOrdersCount: number;
  newOrdersCount: number;
  priorityOrdersCount: number;
  pendingOrdersCount: number;
  completedOrdersCount: number;
  awaitingOrdersCount: number;
  awaitingGovtCount: number;
  futureOrdersCount: number;
  customerCalledCount: number;
  contactCustomerOrdersCount: number;
  deletedOrdersCount: number;
  allOrdersCount: number;
  refundOrdersCount: number;
  chargeBackCount: number;
}

export type ProcessingMode = 'Regular Processing' | 'Priority Processing';

/** One row of an order list. */
export interface OrderListRow {
  order_id: number;
  process_status: ProcessStatus;
  first_name: string;
  sur_name: string;
  email: string;
  phone_number: string;
  /** Dialling code of the phone number, e.g. '+1'. */
  country_code: string | null;
  created_at: string;
  date_of_departure: string | null;
  refund_date: string | null;
  processing_date: string | null;
  process_month: string | null;
  assign_to: string | null;
  processing_mode?: ProcessingMode;
}

/**
 * What a list call answers: `data` is the list itself, and the pager's `total` (rows in the whole folder
 * or search, not just this page) rides beside it in the envelope.
 */
export interface ListEnvelope<T> extends Envelope<T[]> {
  total: number;
}

/** The order-list and search-order calls. */
export type OrderListResponse = ListEnvelope<OrderListRow>;

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

export interface CountryOrderRow {
  citizenship: string;
  count: number;
  standard_count: number;
  priority_count: number;
  future_count: number;
}

export interface ProcessedByEntry {
  /** The member's id; null only for orders processed by an account that no longer resolves to one. */
  member_id: number | null;
  processed_by: string;
  count: number;
}

export type YesNo = 'Y' | 'N';

export interface Remark {
  id: number;
  order_id: number;
  /** MM/DD/YYYY and HH:mm:ss in US Eastern time. */
  us_date: string;
  us_time: string;
  /** The same moment as ISO text (UTC). */
  create_ts?: string;
  remark_name: string;
  remark: string;
  whatsapp: YesNo;
  telephone: YesNo;
  status_refund: YesNo;
  voided: YesNo;
  chargeback: YesNo;
  report_error: YesNo;
}

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
  | 'mail';

/** One line of an order's history: who did what, when. */
export interface OrderEvent {
  id: number;
  actor_name: string;
  action: OrderEventAction;
  from_value: string | null;
  to_value: string | null;
  detail: string | null;
  created_at: string;
}

/** Future Order tiles: orders per process month ('01'..'12'). */
export interface FutureMonthCount {
  month: string;
  count: number;
}

/** Where a list action comes from; the delete rules depend on it ('myOrder' = a My Orders table). */
export type ActionSource = FolderName | 'myOrder';

/** The order-intake call of the public application site (POST /api/intake/orders). */
export interface IntakeResult {
  order_id: number;
  order_number: string;
  /** false when the site's reference was already known: the retried request made no second order. */
  created: boolean;
}

/** A team member as every call returns it: the password is never sent back. */
export interface TeamMember {
  id: number;
  name: string;
  email: string;
  type: Role;
  created_at?: string;
}

/** Body of add-team-member / update-team-member (update: tmId set; an empty password keeps the old one). */
export interface TeamMemberInput {
  name: string;
  email: string;
  password: string;
  type: Role;
  tmId?: number | string;
}

export interface PaymentGateway {
  id: number;
  gateway_name: string;
  is_active: '0' | '1';
}
