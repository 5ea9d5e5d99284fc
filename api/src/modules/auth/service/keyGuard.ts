import type { Kysely } from 'kysely';
import { tooMany, unauthenticated } from '../../../platform/errors';
import { logSecurityEventOnce } from '../../securityLog/public';
import { consume, peek, waitText } from '../../../platform/http/throttle';
import { sameKey, type ServiceKeyCheck } from '../../../platform/http/serviceKey';
import type { Actor } from '../../../platform/actor';
import type { Database } from '../../../platform/db/schema';

/**
 * Wrong or missing service keys (INTAKE_API_KEY, METRICS_TOKEN) per caller address and window. Only wrong
 * keys count: the right key's own calls never use the allowance up. Past it, every call from that address
 * (the right key too, so a guess cannot be confirmed) is a 429 until the window ends.
 */
export const SERVICE_KEY_LIMIT = { limit: 10, windowSeconds: 10 * 60 } as const;

/**
 * Lets the call through with the right key; otherwise throws the 401 (or, past SERVICE_KEY_LIMIT from this
 * address, the 429 with Retry-After). The security log gets one 'key-refused' per address and window, and
 * one 'rate-limited' when the limit is reached, not a row per attempt.
 */
export async function guardServiceKey(
  db: Kysely<Database>,
  actor: Actor,
  { service, label, given, expected, wrongMessage }: ServiceKeyCheck,
): Promise<void> {
  const counter = `${service}:wrong-key:ip:${actor.ip}`;
  const { windowSeconds } = SERVICE_KEY_LIMIT;
  const refuse = async (retryAfterSeconds: number) => {
    await logSecurityEventOnce(
      db,
      actor,
      { key: `${service}-limited:ip:${actor.ip}`, windowSeconds },
      {
        event: 'rate-limited',
        actorId: null,
        detail: `${label}: ${SERVICE_KEY_LIMIT.limit} wrong keys from this address within ${waitText(windowSeconds)}; refused for ${waitText(retryAfterSeconds)}`,
      },
    );
    return tooMany(
      `Too many calls with a wrong key. Please try again in ${waitText(retryAfterSeconds)}.`,
      retryAfterSeconds,
    );
  };

  const before = await peek(db, counter, SERVICE_KEY_LIMIT);
  if (!before.allowed) throw await refuse(before.retryAfterSeconds);
  if (given !== undefined && sameKey(given, expected)) return;

  const counted = await consume(db, counter, SERVICE_KEY_LIMIT);
  await logSecurityEventOnce(
    db,
    actor,
    { key: `${service}-key-refused:ip:${actor.ip}`, windowSeconds },
    {
      event: 'key-refused',
      actorId: null,
      detail: `${label}: ${given === undefined ? 'missing' : 'wrong'} key (one record per address per ${waitText(windowSeconds)})`,
    },
  );
  // A parallel burst can pass the peek together; the count decides which of them is over the limit.
  if (!counted.allowed) throw await refuse(counted.retryAfterSeconds);
  throw unauthenticated(wrongMessage);
}
