import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@earrival/shared/query';
import { visitorCalls } from '../../../visitorCalls';

/** How long the answer the server rendered the page with counts as fresh. */
const SERVED_FRESH_MS = 60_000;

/**
 * The order, its newest document and its Downloaded History. Quiet: the screen says itself what a refusal
 * means (no proof yet: back to the track form).
 */
export function useDownloadPage(orderId: string) {
  return useQuery({
    queryKey: queryKeys.visitorOrder(orderId),
    queryFn: async () => (await visitorCalls()).visitorApi.downloadHistory(orderId),
    meta: { quiet: true },
    // The server rendered the page from this very answer a moment ago: fetching it again on mount would
    // repeat its query and load the API client for nothing. Download Now invalidates it (reloads at once).
    staleTime: SERVED_FRESH_MS,
  });
}
