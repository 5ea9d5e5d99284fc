import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@earrival/shared/query';
import type { VisitorPageState } from '@earrival/shared/types';

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

/** The id of the page's state script: JSON the browser never runs (the CSP allows no inline script). */
export const PAGE_STATE_ID = 'ea-visitor-state';

/** The state the server rendered this page from, or null for a page the browser renders alone. */
export function readPageState(): VisitorPageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as VisitorPageState;
  } catch {
    return null;
  }
}

export const PageStateContext = createContext<VisitorPageState | null>(null);

/**
 * The server's state, for the address the page was opened at only: once the customer moves on (or comes
 * back), the screens start from their own.
 */
export function useServedState(): VisitorPageState | null {
  const state = useContext(PageStateContext);
  const location = useLocation();
  return location.key === 'default' ? state : null;
}
