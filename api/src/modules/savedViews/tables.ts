import type { Generated } from 'kysely';
import type { GeneratedTimestamp } from '../../platform/db/columnTypes';

// The platform's Database lists the tables it knows; this module adds its own.
declare module '../../platform/db/schema' {
  interface Database {
    saved_views: SavedViewsTable;
  }
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
