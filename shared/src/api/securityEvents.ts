import { api, type FileOptions } from './client';
import type { SecurityEventName } from '@earrival/shared/securityEvents';
import type { ApiData, ApiQuery, Envelope } from '@earrival/shared/types';

/*
 * Settings -> Security Log (Admin, SCREEN_ROLES.securityLog): the security events, a page at a time, and
 * their CSV export.
 */

/** One page of events, newest first, and how many match (the server's schema is the source). */
export type SecurityEventPage = ApiData<'getSecurityEvents'>;
export type SecurityEventRow = SecurityEventPage['rows'][number];
export type SecurityEventPerson = NonNullable<SecurityEventRow['actor']>;

/** The screen's filters; the export takes the same. Days are 'YYYY-MM-DD' (UTC), both inclusive. */
export type SecurityEventFilters = Omit<ApiQuery<'exportSecurityEvents'>, 'event'> & {
  event?: SecurityEventName;
};

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
