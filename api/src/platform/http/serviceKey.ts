import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Compares in constant time whatever the lengths (both sides are hashed to 32 bytes first). */
export function sameKey(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A call to a service that opens with a key of its own (INTAKE_API_KEY, METRICS_TOKEN), not a session. */
export interface ServiceKeyCheck {
  /** Names the service in the throttle's keys ('intake', 'metrics'). */
  service: string;
  /** Names it in the security log ('order intake', 'metrics'). */
  label: string;
  /** What the caller sent, e.g. the x-api-key header; undefined when it sent nothing. */
  given: string | undefined;
  expected: string;
  /** The 401's message. */
  wrongMessage: string;
}

/** Lets the call through with the right key; otherwise throws its refusal (the app's rule: auth's). */
export type ServiceKeyGuard = (
  db: Kysely<Database>,
  request: FastifyRequest,
  check: ServiceKeyCheck,
) => Promise<void>;
