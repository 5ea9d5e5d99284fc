import { useMemo, useSyncExternalStore } from 'react';
import { eventBus } from '../bus/eventBus';
import { notify } from '../ui/toast';
import {
  SESSION_KEY,
  clearSession,
  decodeToken,
  readSession,
  saveSession,
  type TokenClaims,
} from './session';

/*
 * The one source of truth for "who is signed in" in the page: the stored token, watched for changes.
 * isAuth, the role and the user are derived from it. Every way a session ends (the logout button, a 401,
 * a password change, signing out in another tab) goes through endSession().
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let token: string | null = null;
let loaded = false;

const isExpired = (claims: TokenClaims | null, now = Date.now()) =>
  !claims || (typeof claims.exp === 'number' && claims.exp * 1000 <= now);

/** Reads storage; an expired or unreadable token is removed here, never while rendering. */
function readValidToken(): string | null {
  const stored = readSession()?.accessToken ?? null;
  if (stored && isExpired(decodeToken(stored))) {
    clearSession();
    return null;
  }
  return stored;
}

function refresh(): void {
  const next = readValidToken();
  loaded = true;
  if (next === token) return;
  token = next;
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== SESSION_KEY && event.key !== null) return;
  const before = token;
  refresh();
  // Signed out in another tab: end here too, without a second toast.
  if (before && !token) eventBus.emit({ type: 'session-ended', message: '' });
}

function subscribe(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

/** The current token (null when signed out). */
export function sessionToken(): string | null {
  if (!loaded) refresh();
  return token;
}

/** Stores a new session: localStorage 'user' when remembered, sessionStorage otherwise. */
export function startSession(accessToken: string, remember: boolean): void {
  saveSession({ accessToken }, remember);
  refresh();
}

let lastToastAt = 0;

/**
 * Ends the session: storage cleared, every subscriber told, `session-ended` on the bus (the shell then
 * shows the sign-in page). With a message, one toast says why; calls that fail together say it once.
 */
export function endSession(message?: string): void {
  clearSession();
  refresh();
  const now = Date.now();
  if (message && now - lastToastAt > 2000) {
    lastToastAt = now;
    notify.error(message);
  }
  eventBus.emit({ type: 'session-ended', message: message ?? '' });
}

/** The signed-in token, re-rendering when it changes (sign-in, sign-out, another tab). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, sessionToken, () => null);
}

/** The signed-in member's claims from the token (display only: the server checks every call). */
export function useSessionClaims(): TokenClaims | null {
  const current = useSessionToken();
  return useMemo(() => (current ? decodeToken(current) : null), [current]);
}

/** The signed-in member's claims outside React (display only). */
export function sessionClaims(): TokenClaims | null {
  const current = sessionToken();
  return current ? decodeToken(current) : null;
}
