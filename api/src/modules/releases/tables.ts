import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from '../../platform/db/columnTypes';

// The tables of the remotes' releases (migration 018), added to the platform's Database.
declare module '../../platform/db/schema' {
  interface Database {
    deploy_tokens: DeployTokensTable;
    releases: ReleasesTable;
    release_events: ReleaseEventsTable;
    client_errors: ClientErrorsTable;
  }
}

export interface DeployTokensTable {
  id: Generated<number>;
  app: string;
  token_hash: string;
  note: string | null;
  created_by_id: number | null;
  created_at: GeneratedTimestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** One singleton a remote's mf-manifest.json says it was built with. */
export interface BuiltWith {
  name: string;
  version: string;
}

export interface ReleasesTable {
  seq: Generated<number>;
  app: string;
  release_id: string;
  version: string;
  files_hash: string;
  built_with: ColumnType<BuiltWith[], string, string>;
  file_count: number;
  size_bytes: ColumnType<number, number, number>;
  token_id: number | null;
  note: string | null;
  state: 'live' | 'canary' | 'retired';
  canary_percent: number | null;
  live_seq: number | null;
  created_at: GeneratedTimestamp;
}

export interface ReleaseEventsTable {
  id: Generated<number>;
  at: GeneratedTimestamp;
  app: string;
  action: string;
  release_id: string | null;
  from_release_id: string | null;
  member_id: number | null;
  token_id: number | null;
  note: string | null;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  at: GeneratedTimestamp;
  app: string;
  release_id: string;
  kind: 'load' | 'render';
  reporter: string;
  message: string;
}
