import { useContext, useEffect, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { invalidateOnBusEvents } from './busInvalidation';
import { pageQueryClient } from './queryClient';

export interface DataProviderProps {
  client?: QueryClient;
  /**
   * Refresh queries on the event bus's events (default). The standalone visitor page, whose one app
   * never hears from another, turns it off and so never loads the bus.
   */
  busEvents?: boolean;
  children: ReactNode;
}

/**
 * The page's one query cache. The shell mounts it in the areas that fetch (the sign-in page has none),
 * each app when it runs on its own. Under another DataProvider it adds nothing, so a tree never holds
 * two caches; tests pass a fresh client at the top.
 */
export function DataProvider({ client, busEvents = true, children }: DataProviderProps) {
  const outer = useContext(QueryClientContext);
  if (outer && !client) return children;
  return (
    <OwnCache client={client ?? pageQueryClient()} busEvents={busEvents}>
      {children}
    </OwnCache>
  );
}

function OwnCache({
  client,
  busEvents,
  children,
}: Required<Omit<DataProviderProps, 'children'>> & { children: ReactNode }) {
  useEffect(() => (busEvents ? invalidateOnBusEvents(client) : undefined), [client, busEvents]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
