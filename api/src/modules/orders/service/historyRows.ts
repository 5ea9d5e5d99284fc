import { iso, usDateTime } from '../../../platform/http/serialize';
import type { MailProvider } from '../../../platform/mailer/schemas';
import type { OrderEventAction } from '../schemas/events';
import type {
  DocumentEntry as UploadedDoc,
  DownloadEntry as DownloadHistoryEntry,
  EventEntry as OrderEvent,
  RemarkEntry as Remark,
} from '../schemas/history';

/*
 * One row of each history as the staff screens read it, for the order detail (rows from JSON sub-selects:
 * times as text) and the paged history call (rows from plain selects: times as Date) alike.
 */

type Time = Date | string;

export interface DownloadRow {
  id: number;
  order_id: number;
  ip: string;
  timezone: string;
  browser: string;
  device: string;
  device_type: string;
  os: string;
  location: string;
  file1: string | null;
  create_ts: Time;
  times: number;
  last_ts: Time;
}

export const toDownloadEntry = (d: DownloadRow): DownloadHistoryEntry => ({
  ...d,
  file1: d.file1 ?? '',
  create_ts: iso(d.create_ts)!,
  times: d.times,
  last_ts: iso(d.last_ts)!,
});

export interface RemarkRow extends Omit<Remark, 'us_date' | 'us_time' | 'create_ts'> {
  created_at: Time;
}

export const toRemarkEntry = (r: RemarkRow): Remark => ({
  ...r,
  ...usDateTime(r.created_at),
  create_ts: iso(r.created_at)!,
});

export interface EventRow extends Omit<OrderEvent, 'action' | 'created_at'> {
  action: string;
  created_at: Time;
}

export const toEventEntry = (e: EventRow): OrderEvent => ({
  ...e,
  action: e.action as OrderEventAction,
  created_at: iso(e.created_at)!,
});

/** An uploaded document's row (schemas/history's DOCUMENT_COLUMNS). */
export interface DocumentRow {
  id: number;
  file1: string;
  customer_name: string;
  mail_service_provider: MailProvider;
  email: string;
  content_type: UploadedDoc['content_type'] | string;
  size_bytes: number;
  uploaded_by: string | null;
  created_at: Date | string;
}

export const toDocument = (row: DocumentRow): UploadedDoc => ({
  ...row,
  content_type: row.content_type,
  created_at: iso(row.created_at)!,
});
