import { useMemo, useSyncExternalStore } from 'react';
import { tellListeners } from '@earrival/shared/bus/page';
import { notify } from '@earrival/shared/toast';
import {
  SESSION_KEY,
  clearSession,
  decodeToken,
  readSession,
  saveSession,
  type TokenClaims,
} from '@earrival/shared/session';

/*
 * The one source of truth for "who is signed in" in the page: the stored token, watched for changes.
 * isAuth, the role and the user are derived from it. Every way a session ends (the logout button, a 401,
 * a password change, signing out in another tab) goes through endSession().
 */

type Listener = () => void;
const listeners = new Set<Listener>();

const isExpired = (claims: TokenClaims | null, now = Date.now()) =>
  !claims || (typeof claims.exp === 'number' && claims.exp * 1000 <= now);

/** The stored token if it is readable and unexpired. Pure: safe to call while rendering. */
export function sessionToken(): string | null {
  const stored = readSession()?.accessToken ?? null;
  return stored && !isExpired(decodeToken(stored)) ? stored : null;
}

/** Removes an expired or unreadable stored token (outside rendering: on subscribe and on changes). */
function pruneStorage(): void {
  if (readSession() && !sessionToken()) clearSession();
}

function notifyAll(): void {
  for (const listener of [...listeners]) listener();
}

let lastSeen: string | null = null;

function onStorage(event: StorageEvent): void {
  if (event.key !== SESSION_KEY && event.key !== null) return;
  const before = lastSeen;
  lastSeen = sessionToken();
  notifyAll();
  // Signed out in another tab: end here too, without a second toast.
  if (before && !lastSeen) tellListeners({ type: 'session-ended', message: '' });
}

function subscribe(listener: Listener): () => void {
  pruneStorage();
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  lastSeen = sessionToken();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

/** Stores a new session: localStorage 'user' when remembered, sessionStorage otherwise. */
export function startSession(accessToken: string, remember: boolean): void {
  saveSession({ accessToken }, remember);
  lastSeen = sessionToken();
  notifyAll();
}

let lastToastAt = 0;

/**
 * Ends the session: storage cleared, every subscriber told, `session-ended` on the bus (the shell then
 * shows the sign-in page). With a message, one toast says why; calls that fail together say it once.
 */
export function endSession(message?: string): void {
  clearSession();
  lastSeen = null;
  notifyAll();
  const now = Date.now();
  if (message && now - lastToastAt > 2000) {
    lastToastAt = now;
    notify.error(message);
  }
  tellListeners({ type: 'session-ended', message: message ?? '' });
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
