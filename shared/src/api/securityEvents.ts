import { api, type FileOptions } from './client';
import type { SecurityEventName } from '@earrival/shared/securityEvents';
import type { Envelope } from '@earrival/shared/types';

/*
 * Settings -> Security Log (Admin, SCREEN_ROLES.securityLog): the security events, a page at a time, and
 * their CSV export. The answer types are declared here until the API's schemas generate them.
 */

export interface SecurityEventPerson {
  id: number;
  name: string;
}

/** One event, newest first. */
export interface SecurityEventRow {
  id: number;
  /** ISO time. */
  at: string;
  /** A name of SECURITY_EVENTS (@earrival/shared/securityEvents). */
  event: string;
  /** Who did it; null when nobody was signed in (a sign-in attempt). */
  actor: SecurityEventPerson | null;
  /** Whom it concerns. */
  member: SecurityEventPerson | null;
  /** The e-mail as typed (sign-in attempts, password resets), when no member is known. */
  email: string | null;
  ip: string;
  userAgent: string | null;
  detail: string | null;
}

export interface SecurityEventPage {
  rows: SecurityEventRow[];
  /** Events matching the filters. */
  total: number;
}

/** The screen's filters; the export takes the same. Days are 'YYYY-MM-DD' (UTC), both inclusive. */
export interface SecurityEventFilters {
  /** Events this member did or that concern them. */
  memberId?: number;
  event?: SecurityEventName;
  from?: string;
  to?: string;
}

export interface SecurityEventQuery extends SecurityEventFilters {
  page: number;
  limit: number;
}

/** Filters left empty are left out, so the export sees what the page saw. */
const given = (params: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

export const securityEventsApi = {
  page: (query: SecurityEventQuery) =>
    api.get<Envelope<SecurityEventPage>>('admin/security-events', given(query)),
  /**
   * The CSV of every event the filters match (text/csv, streamed), with the file name the server chose.
   * The download code loads with the first export.
   */
  exportCsv: async (filters: SecurityEventFilters, options: FileOptions = {}) => {
    const { downloadFile } = await import('./exportFile');
    const { blob, filename } = await downloadFile('admin/security-events/export', given(filters), options);
    return { blob, filename: filename ?? 'security-log.csv' };
  },
};
