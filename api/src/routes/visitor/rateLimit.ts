import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { consume } from '../../security/throttle';
import type { Database } from '../../db/schema';

/**
 * Tracking attempts allowed per window, per caller address and per order id. Per address stops one client
 * from trying many orders; per order stops many clients (or addresses) from guessing one order's e-mail.
 * Every attempt counts, found or not, so the limit says nothing about whether an order exists.
 */
export const TRACK_LIMITS = {
  perAddress: { limit: 20, windowSeconds: 15 * 60 },
  perOrder: { limit: 10, windowSeconds: 15 * 60 },
} as const;

/** A 4xx the envelope plugin passes on with its own status (429 Too Many Requests). */
class TooManyAttempts extends Error {
  readonly statusCode = 429;
}

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export async function limitTracking(
  db: Kysely<Database>,
  ip: string,
  orderId: number,
  reply: FastifyReply,
): Promise<void> {
  const byAddress = await consume(db, `track-order:ip:${ip}`, TRACK_LIMITS.perAddress);
  const byOrder = byAddress.allowed
    ? await consume(db, `track-order:order:${orderId}`, TRACK_LIMITS.perOrder)
    : byAddress;
  if (byAddress.allowed && byOrder.allowed) return;
  const wait = Math.max(byAddress.retryAfterSeconds, byOrder.retryAfterSeconds);
  reply.header('Retry-After', String(wait));
  throw new TooManyAttempts(`Too many attempts to track an order. Please try again in ${inMinutes(wait)}.`);
}
