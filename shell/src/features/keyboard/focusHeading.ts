import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a remote may take to render its heading before focus falls back to the content area. */
export const HEADING_WAIT_MS = 5000;

/** Focuses the first h1 of `content` (made focusable if it is not), now or once it renders. */
export function focusHeadingWhenReady(content: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  const before = document.activeElement;
  // Focus still where the navigation left it (the menu link, the search box) or lost: take it. Someone
  // moved it meanwhile (a remote focused its own field, the member pressed "/"): leave it.
  const focusIsFree = () => {
    const now = document.activeElement;
    return !now || now === document.body || now === before;
  };
  const tryFocus = (fallback: boolean): boolean => {
    const heading = content.querySelector<HTMLElement>('h1');
    const target = heading ?? (fallback ? content : null);
    if (!target) return false;
    if (focusIsFree()) {
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
    return true;
  };
  if (tryFocus(false)) return () => undefined;
  // Remotes load and render asynchronously: watch the content area until the heading appears.
  const observer = new MutationObserver(() => {
    if (tryFocus(false)) stop();
  });
  const timer = setTimeout(() => {
    tryFocus(true);
    stop();
  }, waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(content, { childList: true, subtree: true });
  return stop;
}

/**
 * After each navigation (a new path; a list's own query changes are not one), focus moves to the page's
 * heading, so a screen reader announces the new page and Tab starts from the content, not the sidebar.
 * The first page of a visit keeps the browser's own focus.
 */
export function useFocusHeadingOnNavigate(contentId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const content = document.getElementById(contentId);
    return content ? focusHeadingWhenReady(content) : undefined;
  }, [pathname, contentId]);
}
