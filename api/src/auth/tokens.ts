import jwt from 'jsonwebtoken';
import type { Role, SessionUser } from '@earrival/shared/types';
import { ROLES } from '@earrival/shared/types';

/** What a token carries: the member as the browser shows it, plus `tv`, the member's token version. */
export interface TokenClaims extends SessionUser {
  tv: number;
}

export function signToken(
  secret: string,
  ttlSeconds: number,
  member: SessionUser,
  tokenVersion: number,
): string {
  const claims: TokenClaims = {
    id: member.id,
    name: member.name,
    email: member.email,
    type: member.type,
    tv: tokenVersion,
  };
  return jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: ttlSeconds });
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; message: string };

/** Accepts the raw token (what the browser sends) or `Bearer <token>`. */
export function readToken(secret: string, header: string | undefined): TokenCheck {
  const raw = header?.trim().replace(/^Bearer\s+/i, '');
  if (!raw) return { ok: false, message: 'Please sign in: no access token was sent.' };
  try {
    const decoded = jwt.verify(raw, secret, { algorithms: ['HS256'] });
    if (typeof decoded !== 'object' || !isClaims(decoded))
      return { ok: false, message: 'Invalid access token.' };
    return { ok: true, claims: decoded };
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError)
      return { ok: false, message: 'Your session has expired. Please sign in again.' };
    return { ok: false, message: 'Invalid access token.' };
  }
}

function isClaims(value: Record<string, unknown>): value is TokenClaims & Record<string, unknown> {
  return (
    Number.isInteger(value.id) &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    ROLES.includes(value.type as Role) &&
    Number.isInteger(value.tv)
  );
}
