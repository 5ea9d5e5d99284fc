import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { logSecurityEvent } from './securityLog';
import { consume, peek, waitText } from './throttle';

/**
 * Wrong service keys (INTAKE_API_KEY, METRICS_TOKEN) per source address: 10 wrong keys in 10 minutes, then
 * every try from that address waits out the window (429), the right key included, so guessing stays as slow
 * as the key is long. Each refused burst is on the security log once: the first wrong key of a window, and
 * the one that reaches the limit.
 */
export const WRONG_KEY_LIMIT = { limit: 10, windowSeconds: 10 * 60 } as const;

export type KeyVerdict =
  { ok: true } | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number };

/** Compares in constant time for equal lengths (a length mismatch is wrong at once). */
export const sameKey = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Checks a service key: a throttled address is refused before the key is compared; a wrong key counts
 * against its address. `service` names it in the log and the throttle ('intake', 'metrics').
 */
export async function checkServiceKey(
  db: Kysely<Database>,
  request: FastifyRequest,
  service: string,
  given: string | undefined,
  expected: string,
  wrongMessage: string,
): Promise<KeyVerdict> {
  const bucket = `service-key:${service}:ip:${request.ip}`;
  const before = await peek(db, bucket, WRONG_KEY_LIMIT);
  if (!before.allowed) return tooMany(before.retryAfterSeconds);
  if (given !== undefined && sameKey(given, expected)) return { ok: true };
  const after = await consume(db, bucket, WRONG_KEY_LIMIT);
  const first = after.remaining === WRONG_KEY_LIMIT.limit - 1;
  if (first || after.remaining === 0)
    await logSecurityEvent(db, request, {
      event: 'key-refused',
      actorId: null,
      detail: `${service}: ${first ? 'wrong key' : `${WRONG_KEY_LIMIT.limit} wrong keys, address throttled`}`,
    });
  return { ok: false, status: 401, message: wrongMessage };
}

function tooMany(retryAfterSeconds: number): KeyVerdict {
  return {
    ok: false,
    status: 429,
    retryAfterSeconds,
    message: `Too many wrong keys from this address. Please try again in ${waitText(retryAfterSeconds)}.`,
  };
}
