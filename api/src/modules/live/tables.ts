import type { Timestamp } from '../../platform/db/columnTypes';

// The platform's Database lists the tables it knows; this module adds its own.
declare module '../../platform/db/schema' {
  interface Database {
    presence: PresenceTable;
  }
}

export interface PresenceTable {
  order_id: number;
  member_id: number;
  expires_at: Timestamp;
}
