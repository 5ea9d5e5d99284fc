import type { ColumnType, Generated } from 'kysely';
import type {
  DateText,
  GeneratedTimestamp,
  Numeric,
  Timestamp,
  MailKind,
  MailProvider,
  MailStatus,
  ProcessingMode,
  YesNo,
} from './columnTypes';
import type {
  ClientErrorsTable,
  DeployTokensTable,
  ReleaseEventsTable,
  ReleasesTable,
} from './releaseTables';

export type {
  BuiltWith,
  ClientErrorsTable,
  DeployTokensTable,
  ReleaseEventsTable,
  ReleasesTable,
} from './releaseTables';
import type { ProcessStatus, Role } from '@earrival/shared/types';

/**
 * Table types for the typed query builder; they follow the numbered migrations. A module may declare its
 * own tables into this interface (the orders table: modules/orders/repository/tables.ts).
 */
export interface Database {
  payment_gateways: PaymentGatewaysTable;
  team_members: TeamMembersTable;
  order_currency_details: CurrencyDetailsTable;
  order_category_details: CategoryDetailsTable;
  remarks: RemarksTable;
  uploaded_documents: UploadedDocumentsTable;
  mail_history: MailHistoryTable;
  download_history: DownloadHistoryTable;
  order_events: OrderEventsTable;
  order_folder_stats: OrderFolderStatsTable;
  throttle_buckets: ThrottleBucketsTable;
  security_events: SecurityEventsTable;
  member_sessions: MemberSessionsTable;
  used_pending_sign_ins: UsedPendingSignInsTable;
  mail_attempts: MailAttemptsTable;
  live_events: LiveEventsTable;
  presence: PresenceTable;
  order_actions: OrderActionsTable;
  order_action_orders: OrderActionOrdersTable;
  password_resets: PasswordResetsTable;
  recovery_codes: RecoveryCodesTable;
  app_settings: AppSettingsTable;
  deploy_tokens: DeployTokensTable;
  releases: ReleasesTable;
  release_events: ReleaseEventsTable;
  client_errors: ClientErrorsTable;
  saved_views: SavedViewsTable;
}

export interface PaymentGatewaysTable {
  id: Generated<number>;
  gateway_name: string;
  is_active: boolean;
}

export interface TeamMembersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  type: Role;
  token_version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  /** Two-factor sign-in (migration 016): secrets encrypted (modules/auth/twoFactor), the last step accepted. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: Timestamp | null;
  totp_last_step: ColumnType<number | null, number | null, number | null>;
}

export interface CurrencyDetailsTable {
  id: Generated<number>;
  order_id: number;
  currency: string;
  amount: Numeric;
}

export interface CategoryDetailsTable {
  id: Generated<number>;
  order_id: number;
  category: string;
  article: string;
  quantity: number;
  amount: Numeric;
}

export interface RemarksTable {
  id: Generated<number>;
  order_id: number;
  remark_name: string;
  /** The author (migration 008); NULL once the member is deleted, remark_name still says who. */
  author_id: number | null;
  remark: string;
  whatsapp: Generated<YesNo>;
  telephone: Generated<YesNo>;
  status_refund: Generated<YesNo>;
  voided: Generated<YesNo>;
  chargeback: Generated<YesNo>;
  report_error: Generated<YesNo>;
  created_at: GeneratedTimestamp;
}

export interface UploadedDocumentsTable {
  id: Generated<number>;
  order_id: number;
  file1: string;
  customer_name: string;
  email: string;
  mail_service_provider: Generated<MailProvider>;
  uploaded_by: string | null;
  created_at: GeneratedTimestamp;
  /** Read from the bytes at upload (migration 009). */
  content_type: Generated<'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp'>;
  size_bytes: Generated<number>;
  original_name: string | null;
  uploaded_by_id: number | null;
}

export interface MailHistoryTable {
  id: Generated<number>;
  order_id: number;
  email: string;
  file1: string | null;
  mail_service_provider: Generated<MailProvider>;
  sent_by: string | null;
  create_ts: GeneratedTimestamp;
  /** Why it was sent, and what the provider answered (migration 009). */
  kind: Generated<MailKind>;
  subject: Generated<string>;
  provider_message_id: string | null;
  failure_reason: string | null;
  document_id: number | null;
  sent_by_id: number | null;
  /** The queue (migration 014): where the mail stands, tries so far, and what each try sends. */
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  message_id: string | null;
  body_text: string | null;
  body_html: string | null;
  attachment: ColumnType<MailAttachmentSource | null, string | null, string | null>;
  updated_ts: GeneratedTimestamp;
}

/** Where a queued mail's attachment comes from when it is sent (the module that queued it reads it). */
export interface MailAttachmentSource {
  source: string;
  filename: string;
  contentType: string;
  /** The stored document's name, for source 'document'. */
  file1?: string;
}

export interface MailAttemptsTable {
  id: Generated<number>;
  mail_id: number;
  attempt: number;
  provider: MailProvider;
  ts: GeneratedTimestamp;
  accepted: boolean;
  response: string;
}

export interface LiveEventsTable {
  id: Generated<number>;
  ts: GeneratedTimestamp;
  type: string;
  data: ColumnType<Record<string, unknown>, string, string>;
}

export interface PresenceTable {
  order_id: number;
  member_id: number;
  expires_at: Timestamp;
}

/** One undoable staff call (migration 015): who, when, whether it was undone. */
export interface OrderActionsTable {
  id: string;
  kind: string;
  actor_id: number;
  actor_name: string;
  created_at: GeneratedTimestamp;
  undone_at: Timestamp | null;
  undone_by_id: number | null;
}

/** An order an action changed: its state before, and its state_version right after the action. */
export interface OrderActionOrdersTable {
  action_id: string;
  order_id: number;
  state_version: number;
  process_status: ProcessStatus;
  assigned_to_id: number | null;
  refund_date: Timestamp | null;
  processed_by_id: number | null;
  processed_by: string | null;
  processed_at: Timestamp | null;
}

export interface DownloadHistoryTable {
  id: Generated<number>;
  order_id: number;
  ip: string;
  timezone: Generated<string>;
  browser: Generated<string>;
  os: Generated<string>;
  location: Generated<string>;
  file1: string | null;
  create_ts: GeneratedTimestamp;
  /** e.g. 'Apple iPhone', or 'Desktop' when the user agent names no device (migration 010). */
  device: Generated<string>;
  /** 'mobile', 'tablet', 'desktop'... */
  device_type: Generated<string>;
  user_agent: string | null;
  /** Downloads this row stands for: a repeat from the same device within minutes adds here (migration 011). */
  times: Generated<number>;
  /** The newest of those downloads (create_ts is the first). */
  last_ts: GeneratedTimestamp;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  actor_id: number | null;
  actor_name: string;
  action: string;
  from_value: string | null;
  to_value: string | null;
  detail: string | null;
  created_at: GeneratedTimestamp;
}

export interface OrderFolderStatsTable {
  process_status: ProcessStatus;
  processing_mode: ProcessingMode;
  /** 0 = unassigned. */
  assignee_id: number;
  processing_month: DateText;
  refund_requested: boolean;
  n: number;
}

export interface ThrottleBucketsTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
  locked_until: Timestamp | null;
}

/** Append-only (migration 019): see modules/securityLog for what is recorded. */
export interface SecurityEventsTable {
  id: Generated<number>;
  created_at: GeneratedTimestamp;
  event: string;
  email: string | null;
  /** Who did it (null: nobody signed in, e.g. a failed sign-in). */
  actor_id: number | null;
  /** Whom it concerns. */
  member_id: number | null;
  ip: string;
  user_agent: string | null;
  detail: string | null;
}

/** One signed-in device (migration 019), keyed by its token's jti. */
export interface MemberSessionsTable {
  id: string;
  member_id: number;
  created_at: GeneratedTimestamp;
  last_seen_at: GeneratedTimestamp;
  expires_at: Timestamp;
  ip: string;
  user_agent: string | null;
  ended_at: Timestamp | null;
  end_reason: string | null;
}

/** A member's named filters of a queue, listed in their sidebar (migration 021). */
export interface SavedViewsTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  /** The queue's route, e.g. '/admin/pending-order'. */
  path: string;
  /** The list's query without '?', e.g. 'assignee=none&sort=created_at&order=asc'. */
  query: string;
  created_at: GeneratedTimestamp;
}

/** A mailed set-a-new-password link: only the SHA-256 of its token is kept (migration 016). */
export interface PasswordResetsTable {
  token_hash: string;
  member_id: number;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** Hash of the member's e-mail and password hash when mailed: the link dies when either changes (migration 020). */
  fingerprint: string | null;
}

/** A two-factor recovery code, hashed; used once (migration 016). */
export interface RecoveryCodesTable {
  id: Generated<number>;
  member_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/** Installation-wide switches an Admin sets, e.g. 'two_factor_required' = 'true' (migration 016). */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: GeneratedTimestamp;
  updated_by: number | null;
}

/** A pending two-factor sign-in that gave its session, kept until it expires (migration 020). */
export interface UsedPendingSignInsTable {
  id: string;
  expires_at: Timestamp;
}
