import { createContext, useContext } from 'react';
import { useVisitorLocation } from '../navigation/navigation';
import type { QueryClient } from '@tanstack/react-query';
import type { VisitorPageState } from '@earrival/shared/types';

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

/** The server renders each request with a cache of its own (PageData); the browser has none here. */
export const ServerQueryClient = createContext<QueryClient | undefined>(undefined);

/**
 * The server's state, for the address the page was opened at only: once the customer moves on (or comes
 * back), the screens start from their own.
 */
export function useServedState(): VisitorPageState | null {
  const state = useContext(PageStateContext);
  const location = useVisitorLocation();
  return location.key === 'default' ? state : null;
}
