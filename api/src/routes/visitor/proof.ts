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

// A separate key, so a proof can never pass for a staff session token or the other way round.
const proofKey = (secret: string) => createHmac('sha256', secret).update('visitor-proof-v1').digest();

const mac = (secret: string, payload: string) =>
  createHmac('sha256', proofKey(secret)).update(payload).digest('base64url');

export function signProof(secret: string, orderId: number, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + PROOF_TTL_SECONDS;
  const payload = `${orderId}.${expires}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The order the token proves, or null when it is missing, forged, malformed or expired. */
export function verifyProof(secret: string, token: string | undefined, nowMs = Date.now()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const [, order, expires, signature] = match;
  const expected = Buffer.from(mac(secret, `${order}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(signature!))) return null;
  if (Number(expires) * 1000 <= nowMs) return null;
  return Number(order);
}
