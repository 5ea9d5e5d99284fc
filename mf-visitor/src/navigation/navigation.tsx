import { createContext, useContext, useEffect, type MouseEvent, type ReactNode } from 'react';

/** Where the customer is. */
export interface VisitorLocation {
  pathname: string;
  /** The query string with its `?`, or ''. */
  search: string;
  /** 'default' for the address the page was opened at (react-router's convention), another key after a move. */
  key: string;
}

export interface NavigateOptions {
  /** Take the place of the current address in the history instead of adding one. */
  replace?: boolean;
}

/**
 * What the visitor screens need of a router: where they are and a way to move. The shell gives them its
 * react-router (exposes/VisitorApp.tsx); the standalone page, which has two screens and no other app, the
 * browser's own history (historyNavigation.tsx), so a customer's phone loads no router library; the server
 * renderer a fixed address (fixedNavigation).
 */
export interface VisitorNavigation {
  location: VisitorLocation;
  navigate(to: string, options?: NavigateOptions): void;
}

/** The address the server renders: it never moves (a redirect on the server is the browser's to make). */
export function fixedNavigation(url: string): VisitorNavigation {
  const { pathname, search } = new URL(url, 'http://visitor.invalid');
  return { location: { pathname, search, key: 'default' }, navigate: () => undefined };
}

// Outside a provider (none of the product's pages) the screens see the site's own address and stay there.
const NavigationContext = createContext<VisitorNavigation>({
  location: { pathname: '/', search: '', key: 'default' },
  navigate: () => undefined,
});

export function NavigationProvider({ value, children }: { value: VisitorNavigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

const useNavigation = (): VisitorNavigation => useContext(NavigationContext);

export const useVisitorLocation = (): VisitorLocation => useNavigation().location;
export const useNavigateTo = (): VisitorNavigation['navigate'] => useNavigation().navigate;

/** One parameter of the address's query string, or null. */
export const useSearchParam = (name: string): string | null =>
  new URLSearchParams(useVisitorLocation().search).get(name);

/** Moves to `to` in place of the current address once rendered (react-router's `<Navigate replace>`). */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigateTo();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}

/**
 * A link to another visitor address: a real `href` (it works without a script) that a plain click follows
 * within the page; a click with a modifier (new tab, new window) is the browser's.
 */
export function VisitorLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigateTo();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={follow}>
      {children}
    </a>
  );
}
