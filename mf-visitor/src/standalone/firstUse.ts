import { PAGE_STATE_ID } from './pageState';

/** What a customer does first on a page: touching, clicking, tabbing or typing into it. */
const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let used: Promise<void> | null = null;

/**
 * Resolves when the customer first reaches for a page the server rendered; at once anywhere else (on the
 * server, in a page the browser renders alone, after the first use). What waits for it loads on demand
 * and not with the page: a customer who only looks downloads none of it.
 */
export function firstUse(): Promise<void> {
  if (used) return used;
  if (typeof document === 'undefined' || !document.getElementById(PAGE_STATE_ID)) {
    used = Promise.resolve();
    return used;
  }
  used = new Promise((resolve) => {
    const start = () => {
      for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of FIRST_USE_EVENTS)
      document.addEventListener(type, start, { capture: true, passive: true });
  });
  return used;
}
