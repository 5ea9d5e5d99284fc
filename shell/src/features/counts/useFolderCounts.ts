import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage, notify, ordersApi, useBusEvent, type OrderCounts } from '@earrival/shared';

const httpStatusOf = (error: unknown): number | undefined =>
  (error as { response?: { status?: number } } | null)?.response?.status;

export interface FolderCountsState {
  counts: OrderCounts | null;
  loading: boolean;
  reload: () => void;
}

/**
 * The queue counts for the sidebar and dashboard (GET admin/get-all-folder-count?userName=).
 * They reload whenever the path changes and whenever a remote says `counts-changed` on the bus.
 */
export function useFolderCounts(userName: string): FolderCountsState {
  const { pathname } = useLocation();
  const [counts, setCounts] = useState<OrderCounts | null>(null);
  const [loading, setLoading] = useState(false);
  const latestRequest = useRef(0);
  const lastError = useRef<string | null>(null);

  const reload = useCallback(async () => {
    const request = ++latestRequest.current;
    setLoading(true);
    const fail = (message: string) => {
      // The same failure on every navigation would bury the screen in toasts: say it once until it recovers.
      if (message && message !== lastError.current) notify.error(message);
      lastError.current = message;
    };
    try {
      const response = await ordersApi.folderCounts(userName);
      if (request !== latestRequest.current) return; // an older answer arriving late
      if (response.status === 1) {
        setCounts(response.data);
        lastError.current = null;
      } else if (response.status !== 401) {
        fail(response.message);
      }
    } catch (error) {
      if (request !== latestRequest.current) return;
      // A 401 was already announced by the client (toast, session-ended); anything else is said here.
      if (httpStatusOf(error) !== 401) fail(errorMessage(error));
    } finally {
      if (request === latestRequest.current) setLoading(false);
    }
  }, [userName]);

  useEffect(() => {
    void reload();
  }, [reload, pathname]);

  useBusEvent('counts-changed', () => void reload());

  return { counts, loading, reload: () => void reload() };
}
