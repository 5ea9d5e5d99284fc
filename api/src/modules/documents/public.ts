import type { MailProvider, UploadedDoc } from '@earrival/shared/types';
import { iso } from '../../platform/http/serialize';

/*
 * What other modules may use of the documents module: how a stored document's row reads and is shown
 * (the order detail lists an order's documents).
 */

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

export const DOCUMENT_COLUMNS = [
  'id',
  'file1',
  'customer_name',
  'mail_service_provider',
  'email',
  'content_type',
  'size_bytes',
  'uploaded_by',
  'created_at',
] as const;

export const toDocument = (row: DocumentRow): UploadedDoc => ({
  ...row,
  content_type: row.content_type,
  created_at: iso(row.created_at)!,
});
