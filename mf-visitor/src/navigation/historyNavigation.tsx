import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { NavigationProvider, type VisitorLocation, type VisitorNavigation } from './navigation';

/** The entry's key as this page wrote it into the history; the entry the page was opened at has none. */
const keyOf = (state: unknown): string => (state as { key?: string } | null)?.key ?? 'default';

const read = (): VisitorLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  key: keyOf(window.history.state),
});

/** The browser's address as a store React reads (one snapshot per move, so renders see a stable object). */
function historyStore() {
  let location = read();
  const listeners = new Set<() => void>();
  const changed = () => {
    location = read();
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('popstate', changed);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', changed);
      };
    },
    snapshot: () => location,
    navigate: ((to, options) => {
      const state = { key: Math.random().toString(36).slice(2, 10) };
      if (options?.replace) window.history.replaceState(state, '', to);
      else window.history.pushState(state, '', to);
      changed();
    }) satisfies VisitorNavigation['navigate'],
  };
}

/**
 * The standalone page's navigation: the browser's history, back and forward included. The page has the
 * track form and the download page and nothing else, so it needs no router library on a customer's phone.
 */
export function HistoryNavigation({ children }: { children: ReactNode }) {
  const store = useMemo(historyStore, []);
  const location = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const value = useMemo(() => ({ location, navigate: store.navigate }), [location, store]);
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
