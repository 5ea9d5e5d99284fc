/**
 * Sign In pressed on the prerendered sign-in page before the form's script has arrived. The form posts to
 * the server if nothing stops it (the server sends the page back: it never reads a password from a
 * posted form); once this page's first script runs, the press is held instead, and the form, hydrated,
 * submits it with what was typed.
 */
/** The sign-in form's accessible name, by which the press is held. */
export const SIGN_IN_FORM_LABEL = 'Sign in';

let held = false;
let stopHolding: (() => void) | null = null;

/** From the page's first script until the form hydrates: a sign-in form submitted meanwhile is held. */
export function holdEarlySubmits(): void {
  if (stopHolding) return;
  const hold = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute('aria-label') !== SIGN_IN_FORM_LABEL) return;
    event.preventDefault();
    held = true;
  };
  document.addEventListener('submit', hold, true);
  stopHolding = () => document.removeEventListener('submit', hold, true);
}

/** The form has hydrated and takes over: whether Sign In was pressed before it did (once). */
export function takeEarlySubmit(): boolean {
  stopHolding?.();
  stopHolding = null;
  const was = held;
  held = false;
  return was;
}
