import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from '../../platform/db/columnTypes';
import type { Role } from '@earrival/shared/types';

// The platform's Database lists the tables it knows; this module adds its own.
declare module '../../platform/db/schema' {
  interface Database {
    team_members: TeamMembersTable;
  }
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
