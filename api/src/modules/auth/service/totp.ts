import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  randomUUID,
} from 'node:crypto';
import jwt from 'jsonwebtoken';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238: 6 digits, 30 s steps, SHA-1 as every authenticator app expects) and what surrounds it:
 * the secret encrypted at rest, the recovery codes, and the pending-sign-in token between password and code.
 * Every key is derived from the server secret for its purpose alone, so a session token cannot pass for a
 * pending one (nor the reverse) and the database alone does not reveal a TOTP secret.
 */

export const TOTP_STEP_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const PENDING_TTL_SECONDS = 5 * 60;
export const ISSUER = 'Cuba e-Arrival';

// One step either side: a phone whose clock is a little off, or a code typed just as it changed.
const totp = authenticator.clone({ step: TOTP_STEP_SECONDS, window: 1, digits: 6 });

const keyFor = (serverSecret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'earrival', purpose, 32));

export const newTotpSecret = (): string => totp.generateSecret(20);

export const otpauthUrl = (email: string, secret: string): string => totp.keyuri(email, ISSUER, secret);

export const qrDataUrl = (url: string): Promise<string> => QRCode.toDataURL(url, { margin: 1, width: 220 });

/** AES-256-GCM: 'v1.' then base64url of iv, tag and ciphertext. */
export function encryptSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, 'totp-secret'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plain secret, or null when it was encrypted under another server secret (or tampered with). */
export function decryptSecret(serverSecret: string, stored: string): string | null {
  if (!stored.startsWith('v1.')) return null;
  const raw = Buffer.from(stored.slice(3), 'base64url');
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(serverSecret, 'totp-secret'),
      raw.subarray(0, 12),
    );
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The time step a 6-digit code belongs to (now or one step either side), or null when it matches none. */
export function matchingStep(code: string, secret: string): number | null {
  const delta = totp.checkDelta(code, secret);
  if (delta === null) return null;
  return Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS) + delta;
}

// No 0/o, 1/l/i: read off a sheet of paper and typed again.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes such as 'k7m2p-xq9rt' (50 bits each): shown once, kept only as hashes. */
export function newRecoveryCodes(): string[] {
  const one = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${one()}-${one()}`);
}

/** What a typed code looks like, spaces and dashes aside. */
export function codeKind(typed: string): { kind: 'totp' | 'recovery'; value: string } | null {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', value: compact };
  if (/^[a-z0-9]{10}$/.test(compact)) return { kind: 'recovery', value: compact };
  return null;
}

/** SHA-256 is enough for random codes of 50 bits or more (a slow hash protects guessable passwords). */
export const hashCode = (compact: string): string => createHash('sha256').update(compact).digest('hex');

export type PendingPurpose = 'verify' | 'setup';

interface PendingClaims {
  sub: string;
  tv: number;
  purpose: PendingPurpose;
  /** The pending sign-in's own id: it gives one session, once (used_pending_sign_ins). */
  jti: string;
  /** A keyed hash of the member's password hash: a password changed since the first step ends it. */
  pw: string;
}

/** Binds a pending sign-in to the password it proved (keyed, so the token reveals nothing of the hash). */
const passwordMark = (serverSecret: string, passwordHash: string) =>
  createHmac('sha256', keyFor(serverSecret, 'two-factor-pending-password'))
    .update(passwordHash)
    .digest('base64url')
    .slice(0, 22);

/** The token between the password and the code: names the member and what is due; no session. */
export function signPending(
  serverSecret: string,
  member: { id: number; token_version: number; password_hash: string },
  purpose: PendingPurpose,
): string {
  const claims: PendingClaims = {
    sub: String(member.id),
    tv: member.token_version,
    purpose,
    jti: randomUUID(),
    pw: passwordMark(serverSecret, member.password_hash),
  };
  return jwt.sign(claims, keyFor(serverSecret, 'two-factor-pending').toString('hex'), {
    algorithm: 'HS256',
    expiresIn: PENDING_TTL_SECONDS,
  });
}

export interface PendingSignIn {
  id: string;
  memberId: number;
  tokenVersion: number;
  purpose: PendingPurpose;
  expiresAt: Date;
  /** Whether the member's password is still the one this sign-in proved. */
  provedPassword(passwordHash: string): boolean;
}

export type PendingCheck = ({ ok: true } & PendingSignIn) | { ok: false; message: string };

export function readPending(serverSecret: string, token: string): PendingCheck {
  try {
    const claims = jwt.verify(token, keyFor(serverSecret, 'two-factor-pending').toString('hex'), {
      algorithms: ['HS256'],
    }) as Partial<PendingClaims> & { exp?: number };
    const memberId = Number(claims.sub);
    if (
      !Number.isInteger(memberId) ||
      !Number.isInteger(claims.tv) ||
      (claims.purpose !== 'verify' && claims.purpose !== 'setup') ||
      typeof claims.jti !== 'string' ||
      typeof claims.pw !== 'string' ||
      typeof claims.exp !== 'number'
    )
      return { ok: false, message: PENDING_INVALID };
    const mark = claims.pw;
    return {
      ok: true,
      id: claims.jti,
      memberId,
      tokenVersion: claims.tv!,
      purpose: claims.purpose,
      expiresAt: new Date(claims.exp * 1000),
      provedPassword: (passwordHash) => passwordMark(serverSecret, passwordHash) === mark,
    };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof jwt.TokenExpiredError ? PENDING_EXPIRED : PENDING_INVALID,
    };
  }
}

export const PENDING_EXPIRED = 'This sign-in took too long. Please sign in again with your password.';
export const PENDING_INVALID = 'This sign-in is not valid any more. Please sign in again with your password.';
export const PENDING_USED = 'This sign-in was completed already. Please sign in again with your password.';
