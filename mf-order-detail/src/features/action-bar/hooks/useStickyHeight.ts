import { useEffect, useRef } from 'react';

/**
 * Publishes the sticky bar's height as `--od-bar-height` on its parent, so the sections below it scroll to
 * just under it (their scroll-margin-top) however many rows the bar wraps to, or while its comment panel
 * is open. Returns the ref for the bar.
 */
export function useStickyHeight<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    const bar = ref.current;
    const parent = bar?.parentElement;
    if (!bar || !parent || typeof ResizeObserver === 'undefined') return undefined;
    const publish = () => parent.style.setProperty('--od-bar-height', `${Math.ceil(bar.offsetHeight)}px`);
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    publish();
    return () => observer.disconnect();
  }, []);
  return ref;
}
