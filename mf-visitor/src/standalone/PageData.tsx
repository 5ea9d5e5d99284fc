import { useContext, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { DataProvider, pageQueryClient, queryKeys } from '@earrival/shared/query';
import type { VisitorPageState } from '@earrival/shared/types';
import { PageStateContext, ServerQueryClient } from './pageState';

/** The id of the download page's address (`/get-new-order-details/{orderId}`), as its screen reads it. */
const downloadIdOf = (url: string): string | null => {
  const match = /^\/get-new-order-details\/([^/?#]+)/.exec(url);
  return match ? decodeURIComponent(match[1]!) : null;
};

/** Puts the data the server rendered the download page with into the query cache its screen reads. */
export function seedPageData(client: QueryClient, state: VisitorPageState | null): void {
  const orderId = state?.download ? downloadIdOf(state.url) : null;
  if (orderId && state?.download) client.setQueryData(queryKeys.visitorOrder(orderId), state.download);
}

let seeded = false;

/**
 * The data layer around the visitor screens that call the server (the track form, the download page), so
 * the track page's first screen loads without it. The page's one cache in the browser, seeded once with
 * what the server rendered the page from; the request's own cache on the server. Inside the shell, the
 * shell's cache.
 */
export function PageData({ children }: { children: ReactNode }) {
  const state = useContext(PageStateContext);
  const serverClient = useContext(ServerQueryClient);
  if (!serverClient && state && !seeded) {
    seeded = true;
    seedPageData(pageQueryClient(), state);
  }
  return (
    <DataProvider busEvents={false} client={serverClient}>
      {children}
    </DataProvider>
  );
}
