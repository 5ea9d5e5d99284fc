import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';
import { type OrderCounts } from '@earrival/shared/types';

export interface FolderCountsState {
  counts: OrderCounts | null;
  loading: boolean;
  reload: () => void;
}

/**
 * The queue counts for the sidebar and dashboard (GET admin/get-all-folder-count?userName=), from the
 * shared query cache: refreshed on every navigation and whenever something says `counts-changed`.
 */
export function useFolderCounts(userName: string): FolderCountsState {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.counts(userName),
    queryFn: () => ordersApi.folderCounts(userName).then((response) => response.data),
    placeholderData: keepPreviousData,
  });

  const firstPath = useRef(true);
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    void client.invalidateQueries({ queryKey: queryKeys.counts(userName) });
  }, [pathname, client, userName]);

  return { counts: query.data ?? null, loading: query.isFetching, reload: () => void query.refetch() };
}
