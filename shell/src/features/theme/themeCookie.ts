import { SHELL_THEME_COOKIE } from '@earrival/shared/apps';
import { onThemeChange, staffTheme } from './theme';

const A_YEAR_S = 365 * 24 * 60 * 60;

function write(): void {
  const cookie = `${SHELL_THEME_COOKIE}=${staffTheme()}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=${A_YEAR_S}; SameSite=Lax`;
}

/**
 * Tells the server which theme the back office is shown in (a cookie, light or dark; nothing else in it),
 * now and on every change: it answers '/' with the sign-in page prerendered in that theme, so a member
 * who works in dark mode sees no light page before the entry script applies it. Not in theme.ts: the
 * entry runs that before the shared modules are negotiated, and the cookie's name is a shared one.
 */
export function rememberThemeForSignIn(): () => void {
  write();
  return onThemeChange(write);
}
