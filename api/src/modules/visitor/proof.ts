// Kept over jsonwebtoken: a mailed link stays 30 characters (a JWT is four times that), its order id readable when the link is refused, with one key per purpose.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The proof a customer earns by tracking an order with its id and e-mail: a token naming that one order
 * and an expiry, signed with a key derived from the server secret. It travels only in an HttpOnly,
 * SameSite=Strict cookie limited to the visitor API, so page scripts cannot read it and other sites cannot
 * make the browser send it.
 */
export const PROOF_COOKIE = 'ea_visitor_proof';
/** Long enough to read the page and download; a later visit tracks the order again. */
export const PROOF_TTL_SECONDS = 30 * 60;
/** Only the visitor calls and the document address need it. */
export const PROOF_COOKIE_PATH = '/api/front';
/**
 * The download page itself, so the server can render it with the order's data (before any script, and
 * without one). The same proof under a second path: a cookie names one path, and no wider one is needed.
 */
export const PROOF_PAGE_PATH = '/get-new-order-details';
export const PROOF_COOKIE_PATHS = [PROOF_COOKIE_PATH, PROOF_PAGE_PATH] as const;

/**
 * The link mailed to the order's own address while tracking is locked (see service/linkMail.ts): the same token
 * shape, for a day, under a key of its own, so a link never passes for a proof cookie or the other way
 * round (nor either for a staff session token).
 */
export const LINK_TTL_SECONDS = 24 * 60 * 60;

type Purpose = 'visitor-proof-v1' | 'visitor-mail-link-v1';

// One key per purpose, derived from the server secret.
const keyOf = (secret: string, purpose: Purpose) => createHmac('sha256', secret).update(purpose).digest();

const mac = (secret: string, purpose: Purpose, payload: string) =>
  createHmac('sha256', keyOf(secret, purpose)).update(payload).digest('base64url');

function sign(secret: string, purpose: Purpose, orderId: number, ttlSeconds: number, nowMs: number) {
  const expires = Math.floor(nowMs / 1000) + ttlSeconds;
  const payload = `${orderId}.${expires}`;
  return `${payload}.${mac(secret, purpose, payload)}`;
}

function verify(secret: string, purpose: Purpose, token: string | undefined, nowMs: number): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const [, order, expires, signature] = match;
  const expected = Buffer.from(mac(secret, purpose, `${order}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(signature!))) return null;
  if (Number(expires) * 1000 <= nowMs) return null;
  return Number(order);
}

export const signProof = (secret: string, orderId: number, nowMs = Date.now()): string =>
  sign(secret, 'visitor-proof-v1', orderId, PROOF_TTL_SECONDS, nowMs);

/** The order the token proves, or null when it is missing, forged, malformed or expired. */
export const verifyProof = (secret: string, token: string | undefined, nowMs = Date.now()): number | null =>
  verify(secret, 'visitor-proof-v1', token, nowMs);

export const signLink = (secret: string, orderId: number, nowMs = Date.now()): string =>
  sign(secret, 'visitor-mail-link-v1', orderId, LINK_TTL_SECONDS, nowMs);

/** The order a mailed link opens, or null when it is forged, malformed, expired or a proof cookie's. */
export const verifyLink = (secret: string, token: string | undefined, nowMs = Date.now()): number | null =>
  verify(secret, 'visitor-mail-link-v1', token, nowMs);
