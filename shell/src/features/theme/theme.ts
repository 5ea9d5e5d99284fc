/**
 * Light or dark: Bootstrap 5.3's colour modes (`data-bs-theme` on <html>), following the system setting
 * unless the member chose one in the user menu; the choice is kept per browser in localStorage. No React
 * here: the entry (src/index.ts) applies it before anything renders, since the Content Security Policy
 * refuses an inline script in the page's <head>. The customers' pages (the visitor area) stay light: they
 * wear the colours of their landing domain's brand, designed on white.
 */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'earrival.theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

const DARK_QUERY = '(prefers-color-scheme: dark)';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readThemeChoice(): ThemeChoice {
  const stored = storage()?.getItem(THEME_KEY);
  return (THEME_CHOICES as readonly string[]).includes(stored ?? '') ? (stored as ThemeChoice) : 'system';
}

const systemDark = (): boolean => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

export const resolveTheme = (choice: ThemeChoice): Theme =>
  choice === 'system' ? (systemDark() ? 'dark' : 'light') : choice;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: ThemeChoice = 'system';
let customerPage = false;

/** Staff pages: sign-in, its password pages and /admin; every other path is a customer's page. */
export const isStaffPath = (pathname: string): boolean =>
  /^\/(admin(\/.*)?|forgot-password|reset-password)?$/.test(pathname);

function apply(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute('data-bs-theme', customerPage ? 'light' : resolveTheme(current));
}

/** While a customer's page is shown the page is light, whatever the staff choice. */
export function setCustomerPage(shown: boolean): void {
  customerPage = shown;
  apply();
}

let watchingSystem = false;
/** Applies the stored choice and follows the system setting from then on (while the choice is System). */
export function startTheme(pathname = typeof location === 'undefined' ? '/' : location.pathname): void {
  current = readThemeChoice();
  customerPage = !isStaffPath(pathname);
  apply();
  if (watchingSystem || typeof matchMedia !== 'function') return;
  watchingSystem = true;
  matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (current !== 'system') return;
    apply();
    for (const listener of [...listeners]) listener();
  });
}

export function setThemeChoice(choice: ThemeChoice): void {
  current = choice;
  try {
    if (choice === 'system') storage()?.removeItem(THEME_KEY);
    else storage()?.setItem(THEME_KEY, choice);
  } catch {
    // A full or disabled storage: the choice holds for this page only.
  }
  apply();
  for (const listener of [...listeners]) listener();
}

export const themeChoice = (): ThemeChoice => current;

/** The theme staff pages are shown in now (the choice, or the system's setting under System). */
export const staffTheme = (): Theme => resolveTheme(current);

export function onThemeChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
