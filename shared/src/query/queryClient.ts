import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ApiError } from '@earrival/shared/api';
import { notify } from '@earrival/shared/toast';

/** `meta: { quiet: true }` on a query or mutation: the screen shows the failure itself (e.g. under a field). */
export interface DataMeta extends Record<string, unknown> {
  quiet?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: DataMeta;
    mutationMeta: DataMeta;
    defaultError: Error;
  }
}

/*
 * The query layer reads failures without importing the API client (types only): every page has the query
 * cache, and a page whose first screen calls nothing (the visitor's track-order form) then loads the client,
 * with every staff call it carries, only with its first call.
 */

/** A 401 already ended the session (one toast) in the API client: nothing more to say here. */
const alreadyTold = (error: unknown) =>
  error instanceof Error && (error as Partial<ApiError>).isSessionEnded === true;

/** The message to show for a failed call (the server's, from ApiError), as errorMessage of the API client. */
const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * A new query client with the page's failure policy: every failed call shows the server's message once
 * as an error toast. A query that keeps failing on every refetch (say the sidebar counts on each
 * navigation) says it once until it recovers or the message changes.
 */
export function createQueryClient(): QueryClient {
  const lastFailure = new WeakMap<object, string>();
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (alreadyTold(error) || query.meta?.quiet) return;
        const message = errorMessage(error);
        if (lastFailure.get(query) === message) return;
        lastFailure.set(query, message);
        notify.error(message);
      },
      onSuccess: (_data, query) => {
        lastFailure.delete(query);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (alreadyTold(error) || mutation.meta?.quiet) return;
        notify.error(errorMessage(error));
      },
    }),
    defaultOptions: {
      // A refused call is answered the same way on a retry; a person retries with a button instead.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
  return client;
}

const PAGE_KEY = '__earrivalQueryClient__';
type Holder = { [PAGE_KEY]?: QueryClient };

/**
 * The page's one query cache. @earrival/shared and @tanstack/react-query are federation singletons, so
 * this normally runs once; it is pinned on globalThis too, like the bus, so a mismatched remote still
 * shares it.
 */
export function pageQueryClient(): QueryClient {
  const holder = globalThis as Holder;
  holder[PAGE_KEY] ??= createQueryClient();
  return holder[PAGE_KEY];
}
