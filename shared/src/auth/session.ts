import type { Role } from '@earrival/shared/types';

/** The browser session: localStorage key 'user' holding accessToken. */
export const SESSION_KEY = 'user';

export interface StoredSession {
  accessToken: string;
}

export interface TokenClaims {
  id: number;
  name: string;
  email: string;
  type: Role;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function storages(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

/** The stored session, from localStorage or (when "remember me" was off) sessionStorage. */
export function readSession(): StoredSession | null {
  for (const storage of storages()) {
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) continue;
    try {
      const parsed = JSON.parse(raw) as Partial<StoredSession>;
      if (typeof parsed.accessToken === 'string' && parsed.accessToken)
        return { accessToken: parsed.accessToken };
    } catch {
      storage.removeItem(SESSION_KEY);
    }
  }
  return null;
}

/**
 * Stores the session. With remember false it lives in sessionStorage and ends with the browser;
 * with remember true it is kept in localStorage under 'user' as the spec says.
 */
export function saveSession(session: StoredSession, remember = true): void {
  clearSession();
  const storage = remember ? window.localStorage : window.sessionStorage;
  storage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  for (const storage of storages()) storage.removeItem(SESSION_KEY);
}

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = typeof atob === 'function' ? atob(base64) : Buffer.from(base64, 'base64').toString('binary');
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a JWT without verifying it (the server verifies; the browser only displays). */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as Partial<TokenClaims>;
    if (typeof claims.name !== 'string' || typeof claims.type !== 'string') return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
