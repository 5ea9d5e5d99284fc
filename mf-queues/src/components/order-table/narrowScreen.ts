import { useSyncExternalStore } from 'react';

/** Below this width the order table shows its rows as cards (orderTable.css uses the same width). */
export const NARROW_QUERY = '(max-width: 575.98px)';
/** A card's fixed height in pixels (orderTable.css): the virtual window places cards by it. */
export const CARD_HEIGHT = 92;

const media = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW_QUERY) : null;

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on a phone-sized screen. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
