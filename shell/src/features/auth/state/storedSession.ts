import { clearSession, currentUser, readSession, type SessionUser, type TokenClaims } from '@earrival/shared';

/** The stored session's user, or null; an expired or unreadable token is removed on the way. */
export function storedUser(now = Date.now()): TokenClaims | null {
  if (!readSession()) return null;
  const claims = currentUser();
  if (!claims || (typeof claims.exp === 'number' && claims.exp * 1000 <= now)) {
    clearSession();
    return null;
  }
  return claims;
}

export const userFromClaims = ({ id, name, email, type }: TokenClaims): SessionUser => ({
  id,
  name,
  email,
  type,
});
