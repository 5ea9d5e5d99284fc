import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { securityEventsApi, teamApi, type SecurityEventFilters } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';

/** Events per page (the server allows up to 200). */
export const SECURITY_LOG_LIMIT = 50;

/** One page of events; the page on screen stays while the next one loads. */
export function useSecurityEvents(filters: SecurityEventFilters, page: number) {
  return useQuery({
    queryKey: queryKeys.securityEventPage({ ...filters, page }),
    queryFn: async () => (await securityEventsApi.page({ ...filters, page, limit: SECURITY_LOG_LIMIT })).data,
    placeholderData: keepPreviousData,
  });
}

/** The team members, for the member filter (the Team Member List's own call and cache entry). */
export function useMemberChoices() {
  return useQuery({
    queryKey: queryKeys.teamMembers(),
    queryFn: async () => (await teamApi.list()).data,
  });
}
