import type { Generated } from 'kysely';
import type { GeneratedTimestamp } from '../../platform/db/columnTypes';

// The platform's Database lists the tables it knows; this module adds its own.
declare module '../../platform/db/schema' {
  interface Database {
    security_events: SecurityEventsTable;
  }
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
