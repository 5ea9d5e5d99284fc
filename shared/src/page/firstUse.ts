/** What a person does first on a page: touching, clicking, tabbing or typing into it. */
const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let used: Promise<void> | null = null;

/**
 * Resolves when the person first reaches for a page the server rendered (`serverRendered`); at once
 * anywhere else (on the server, in a page the browser renders alone, after the first use). What waits for
 * it loads on demand and not with the page: someone who only looks downloads none of it. The first call
 * decides for the page: later calls share its answer.
 */
export function firstUse(serverRendered: boolean): Promise<void> {
  if (used) return used;
  if (typeof document === 'undefined' || !serverRendered) {
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
