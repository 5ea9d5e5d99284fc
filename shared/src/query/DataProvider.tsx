import { useContext, useEffect, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { invalidateOnBusEvents } from './busInvalidation';
import { pageQueryClient } from './queryClient';

/**
 * The page's one query cache, refreshed by bus events. The shell mounts it in the areas that fetch (the
 * sign-in page has none), each app when it runs on its own. Under another DataProvider it adds nothing,
 * so a tree never holds two caches; tests pass a fresh client at the top.
 */
export function DataProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer && !client) return children;
  return <OwnCache client={client ?? pageQueryClient()}>{children}</OwnCache>;
}

function OwnCache({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => invalidateOnBusEvents(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
