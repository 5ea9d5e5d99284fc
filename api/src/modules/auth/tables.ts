import type { Generated } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from '../../platform/db/columnTypes';

// The platform's Database lists the tables it knows; this module adds its own.
declare module '../../platform/db/schema' {
  interface Database {
    member_sessions: MemberSessionsTable;
    used_pending_sign_ins: UsedPendingSignInsTable;
    password_resets: PasswordResetsTable;
    recovery_codes: RecoveryCodesTable;
    app_settings: AppSettingsTable;
  }
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

/** A pending two-factor sign-in that gave its session, kept until it expires (migration 020). */
export interface UsedPendingSignInsTable {
  id: string;
  expires_at: Timestamp;
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
