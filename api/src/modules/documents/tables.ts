import type { Generated } from 'kysely';
import type { GeneratedTimestamp, MailProvider } from '../../platform/db/columnTypes';

// The platform's Database lists the tables it knows; this module adds its own.
declare module '../../platform/db/schema' {
  interface Database {
    uploaded_documents: UploadedDocumentsTable;
    download_history: DownloadHistoryTable;
  }
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
