import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { invalidateOnBusEvents } from './busInvalidation';
import { pageQueryClient } from './queryClient';

/**
 * Mounted once by the shell (and by each app when it runs on its own): one query cache for the page,
 * refreshed by bus events. Tests pass a fresh client.
 */
export function DataProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const queryClient = client ?? pageQueryClient();
  useEffect(() => invalidateOnBusEvents(queryClient), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
