import { useQuery } from '@tanstack/react-query';
import { visitorApi } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';

/**
 * The order, its newest document and its Downloaded History. Quiet: the screen says itself what a refusal
 * means (no proof yet: back to the track form).
 */
export function useDownloadPage(orderId: string) {
  return useQuery({
    queryKey: queryKeys.visitorOrder(orderId),
    queryFn: () => visitorApi.downloadHistory(orderId),
    meta: { quiet: true },
  });
}
