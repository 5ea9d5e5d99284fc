import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { ROLES, type Role } from '@earrival/shared/types';
import type { SessionUser } from '../../../platform/http/schemas';

/**
 * What a token carries: the member as the browser shows it, `tv` (the member's token version: bumping it
 * ends all of the member's tokens) and `jti`, the token's own id, which is also the id of its session row
 * (member_sessions): the token check refuses a token whose session is missing or ended. Tokens signed
 * before jti existed have none, so no session: they are refused.
 */
export interface TokenClaims extends SessionUser {
  tv: number;
  jti?: string;
}

/** Claims of a token whose signature and expiry were checked. */
export type VerifiedClaims = TokenClaims & { exp: number };

/** A freshly signed token with its id (the session's) and its expiry. */
export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export function issueToken(
  secret: string,
  ttlSeconds: number,
  member: SessionUser,
  tokenVersion: number,
): IssuedToken {
  const jti = randomUUID();
  const claims: TokenClaims = {
    id: member.id,
    name: member.name,
    email: member.email,
    type: member.type,
    tv: tokenVersion,
    jti,
  };
  const token = jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: ttlSeconds });
  const { exp } = jwt.decode(token) as { exp: number };
  return { token, jti, expiresAt: new Date(exp * 1000) };
}

/** A signed token alone. It opens nothing until its session row exists (sessions.ts startSession). */
export const signToken = (...args: Parameters<typeof issueToken>): string => issueToken(...args).token;

export type TokenCheck = { ok: true; claims: VerifiedClaims } | { ok: false; message: string };

/**
 * Tokens whose signature was already checked, per secret, until they expire. jsonwebtoken's verify costs
 * about 0.35 ms here, more than the rest of a list call; the signature of a given token text never changes,
 * so checking it once is enough. The session is NOT cached: the caller still asks the database about it.
 */
const verifiedBySecret = new Map<string, Map<string, VerifiedClaims>>();
const MAX_CACHED_TOKENS = 10_000;

function cached(secret: string, raw: string): VerifiedClaims | undefined {
  const claims = verifiedBySecret.get(secret)?.get(raw);
  if (!claims) return undefined;
  if (claims.exp * 1000 > Date.now()) return claims;
  verifiedBySecret.get(secret)!.delete(raw);
  return undefined;
}

function remember(secret: string, raw: string, claims: VerifiedClaims): void {
  let tokens = verifiedBySecret.get(secret);
  if (!tokens) verifiedBySecret.set(secret, (tokens = new Map()));
  // Oldest first out (Map keeps insertion order): a bounded cache however many tokens are seen.
  if (tokens.size >= MAX_CACHED_TOKENS) tokens.delete(tokens.keys().next().value!);
  tokens.set(raw, claims);
}

/** Accepts the raw token (what the browser sends) or `Bearer <token>`. */
export function readToken(secret: string, header: string | undefined): TokenCheck {
  const raw = header?.trim().replace(/^Bearer\s+/i, '');
  if (!raw) return { ok: false, message: 'Please sign in: no access token was sent.' };
  const known = cached(secret, raw);
  if (known) return { ok: true, claims: known };
  try {
    const decoded = jwt.verify(raw, secret, { algorithms: ['HS256'] });
    if (typeof decoded !== 'object' || !isClaims(decoded)) {
      return { ok: false, message: 'Invalid access token.' };
    }
    remember(secret, raw, decoded);
    return { ok: true, claims: decoded };
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) {
      return { ok: false, message: 'Your session has expired. Please sign in again.' };
    }
    return { ok: false, message: 'Invalid access token.' };
  }
}

function isClaims(value: Record<string, unknown>): value is VerifiedClaims & Record<string, unknown> {
  return (
    Number.isInteger(value.id) &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    ROLES.includes(value.type as Role) &&
    Number.isInteger(value.tv) &&
    typeof value.exp === 'number' &&
    (value.jti === undefined ||
      (typeof value.jti === 'string' && value.jti.length > 0 && value.jti.length <= 64))
  );
}
