import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { consume, consumeWithLock, release, reset, waitText, type Verdict } from './throttle';
import { logSecurityEvent } from './securityLog';

/**
 * Sign-in throttling, shared by every API process through the database:
 * - per account (the e-mail as typed, lower-cased, whether or not it exists, so the answer reveals
 *   nothing): 5 attempts go ahead; after the 5th the account is locked for 30 s, and each attempt after a
 *   lock ends locks it again for twice as long (1, 2, 4, 8 min) up to 15 min; attempts are forgotten after
 *   15 min without one, and a successful sign-in forgets them at once;
 * - per address: 30 attempts per 10 minutes across all accounts (a successful sign-in gives its attempt
 *   back, so an office behind one address is not locked out by its own staff).
 */
export const SIGN_IN_LIMITS = {
  account: { freeAttempts: 5, baseLockSeconds: 30, maxLockSeconds: 15 * 60, quietSeconds: 15 * 60 },
  address: { limit: 30, windowSeconds: 10 * 60 },
} as const;

const accountKey = (email: string) => `sign-in:account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `sign-in:ip:${ip}`;

export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

/**
 * Counts a sign-in attempt before the password is checked (so parallel guesses cannot outrun the lock)
 * and says whether it may go ahead; a refusal is written to the security log.
 */
export async function admitSignIn(
  db: Kysely<Database>,
  request: FastifyRequest,
  email: string,
): Promise<Admission> {
  const byAddress = await consume(db, addressKey(request.ip), SIGN_IN_LIMITS.address);
  let verdict: Verdict = byAddress;
  let reason = 'too many attempts from this address';
  if (byAddress.allowed) {
    verdict = await consumeWithLock(db, accountKey(email), SIGN_IN_LIMITS.account);
    reason = 'account temporarily locked after failed attempts';
  }
  if (verdict.allowed) return { allowed: true };
  await logSecurityEvent(db, request, { event: 'sign-in-throttled', email, detail: reason });
  return {
    allowed: false,
    retryAfterSeconds: verdict.retryAfterSeconds,
    message: `Too many sign-in attempts. Please try again in ${waitText(verdict.retryAfterSeconds)}.`,
  };
}

/** A successful sign-in: the account's failures are forgotten and the address gets its attempt back. */
export async function signInSucceeded(db: Kysely<Database>, request: FastifyRequest, email: string) {
  await reset(db, accountKey(email));
  await release(db, addressKey(request.ip));
}

export async function signInFailed(
  db: Kysely<Database>,
  request: FastifyRequest,
  email: string,
  memberId: number | null,
) {
  await logSecurityEvent(db, request, {
    event: 'sign-in-failed',
    email,
    memberId,
    detail: memberId ? 'wrong password' : 'unknown e-mail',
  });
}
