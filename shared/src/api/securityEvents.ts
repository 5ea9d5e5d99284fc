import type { FileOptions } from './client';
import type { SecurityEventName } from '@earrival/shared/securityEvents';
import type { ApiData, ApiQuery } from '@earrival/shared/types';
import { call, pathOf } from './call';

/*
 * Settings -> Security Log (Admin, SCREEN_ROLES.securityLog): the security events, a page at a time, and
 * their CSV export.
 */

/** One event of a page (newest first; the server's schema is the source). */
export type SecurityEventRow = ApiData<'getSecurityEvents'>['rows'][number];

/** The screen's filters; the export takes the same. Days are 'YYYY-MM-DD' (UTC), both inclusive. */
export type SecurityEventFilters = Omit<ApiQuery<'exportSecurityEvents'>, 'event'> & {
  event?: SecurityEventName;
};

export interface SecurityEventQuery extends SecurityEventFilters {
  page: number;
  limit: number;
}

/** Filters left empty are left out, so the export sees what the page saw. */
const given = <Params extends object>(params: Params): Partial<Params> =>
  Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<Params>;

export const securityEventsApi = {
  page: (query: SecurityEventQuery) => call('GET admin/security-events', { query: given(query) }),
  /**
   * The CSV of every event the filters match (text/csv, streamed), with the file name the server chose.
   * The download code loads with the first export.
   */
  exportCsv: async (filters: SecurityEventFilters, options: FileOptions = {}) => {
    const { downloadFile } = await import('./exportFile');
    const path = pathOf('GET admin/security-events/export');
    const { blob, filename } = await downloadFile(path, given(filters), options);
    return { blob, filename: filename ?? 'security-log.csv' };
  },
};
