import type { Kysely } from 'kysely';
import type { Actor } from '../../../platform/actor';
import type { Database } from '../../../platform/db/schema';
import {
  consume,
  consumeWithCeiling,
  consumeWithLock,
  lockedFor,
  release,
  reset,
  waitText,
} from '../../../platform/http/throttle';
import { logSecurityEvent, logSecurityEventOnce } from '../../securityLog/public';
import type { TypedAccount } from './typedAddress';
import { tooMany } from '../../../platform/errors';

/**
 * Sign-in throttling, shared by every API process through the database. Failures are what count: an
 * attempt is counted before the password is checked (so a burst of parallel guesses cannot outrun the
 * limits) and a successful sign-in gives its count back. The account is the e-mail as typed, lower-cased,
 * whether or not it exists (so the answer reveals nothing); the source is actor.ip (see TRUST_PROXY).
 * - per account AND source: 5 attempts go ahead; from the 5th failure on, that pair waits 1 s, then 2, 4,
 *   8 ... s, doubling with each failure, up to 15 min; forgotten after 15 min without one, and at once by
 *   a successful sign-in. Only that pair waits: the same account from another source is not slowed.
 * - per account over all sources (the ceiling on distributed guessing): the 50th failure within 10
 *   minutes makes every source wait 60 s, after which the account opens again with a fresh count; it
 *   never waits longer. One source alone cannot reach it (the per-source limit below is 30).
 * - per source over all accounts: 30 attempts per 10 minutes (a successful sign-in gives its attempt back,
 *   so an office behind one address is not locked out by its own staff).
 */
export const SIGN_IN_LIMITS = {
  pair: { freeAttempts: 5, baseLockSeconds: 1, maxLockSeconds: 15 * 60, quietSeconds: 15 * 60 },
  account: { limit: 50, windowSeconds: 10 * 60, delaySeconds: 60 },
  address: { limit: 30, windowSeconds: 10 * 60 },
} as const;

// The ceiling's key is new (not the old per-account lock's 'sign-in:account:'), so a lock of up to 15
// minutes left by the previous rule is not read as a ceiling after an upgrade.
const ceilingKey = (email: string) => `sign-in:account-all-sources:${email.toLowerCase()}`;
const pairKey = (email: string, ip: string) => `sign-in:account-source:${ip}:${email.toLowerCase()}`;
const addressKey = (ip: string) => `sign-in:ip:${ip}`;

export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

/**
 * Counts a sign-in attempt before the password is checked and says whether it may go ahead. A refused
 * attempt counts only against its source's limit, never against the account: waiting sources cannot push
 * the account to its ceiling. Refusals are recorded once per window per address and typed e-mail (the
 * record's detail says how many came after the previous one); `account` is read only for a record.
 */
export async function admitSignIn(
  db: Kysely<Database>,
  actor: Actor,
  email: string,
  account: () => Promise<TypedAccount>,
): Promise<Admission> {
  const { windowSeconds } = SIGN_IN_LIMITS.address;
  const refuse = async (retryAfterSeconds: number, reason: string): Promise<Admission> => {
    await logSecurityEventOnce(
      db,
      actor,
      { key: `sign-in-throttled:${actor.ip}:${email.toLowerCase()}`, windowSeconds },
      async () => {
        const who = await account();
        const once = `recorded once per ${waitText(windowSeconds)} for this address and e-mail`;
        return {
          event: 'sign-in-throttled',
          email: who.email,
          memberId: who.memberId,
          detail: [who.unknown, `${reason} (${once})`].filter(Boolean).join('; '),
        };
      },
    );
    return {
      allowed: false,
      retryAfterSeconds,
      message: `Too many sign-in attempts. Please try again in ${waitText(retryAfterSeconds)}.`,
    };
  };
  const byAddress = await consume(db, addressKey(actor.ip), SIGN_IN_LIMITS.address);
  if (!byAddress.allowed) return refuse(byAddress.retryAfterSeconds, 'too many attempts from this address');
  const pair = pairKey(email, actor.ip);
  const pairWait = await lockedFor(db, pair);
  if (pairWait > 0) return refuse(pairWait, 'failed attempts for this account from this address');
  const ceiling = await consumeWithCeiling(db, ceilingKey(email), SIGN_IN_LIMITS.account);
  if (!ceiling.allowed)
    return refuse(ceiling.retryAfterSeconds, 'too many failed attempts for this account from all addresses');
  const byPair = await consumeWithLock(db, pair, SIGN_IN_LIMITS.pair);
  if (!byPair.allowed) {
    // A parallel attempt from this source locked the pair in between: this one is not checked.
    await release(db, ceilingKey(email));
    return refuse(byPair.retryAfterSeconds, 'failed attempts for this account from this address');
  }
  return { allowed: true };
}

/** A successful sign-in: this source's failures on the account are forgotten, the other counts get their attempt back. */
export async function signInSucceeded(db: Kysely<Database>, actor: Actor, email: string) {
  await reset(db, pairKey(email, actor.ip));
  await release(db, ceilingKey(email));
  await release(db, addressKey(actor.ip));
}

/** A wrong password, or an e-mail of no member (kept as a keyed hash: see typedAddress.ts). */
export async function signInFailed(db: Kysely<Database>, actor: Actor, account: TypedAccount) {
  await logSecurityEvent(db, actor, {
    event: 'sign-in-failed',
    email: account.email,
    memberId: account.memberId,
    detail: account.unknown ?? 'wrong password',
  });
}

/**
 * A signed-in member's password asked again before a sensitive change (change password, turning two-factor
 * off): wrong ones are throttled per member like sign-in's per account and source, with the same numbers
 * (5 attempts go ahead; from the 5th failure on the next waits 1 s, then 2, 4, 8 ... s, up to 15 min;
 * forgotten after 15 min without one, and at once by a right password). A stolen session cannot guess it.
 */
export const PASSWORD_CHECK_LIMITS = SIGN_IN_LIMITS.pair;

const passwordCheckKey = (memberId: number) => `password-check:member:${memberId}`;

/**
 * Counts a password check before it is made (a wrong one stays counted); throws 429 (recording the
 * refusal through `record`) while the member waits.
 */
export async function admitPasswordCheck(
  db: Kysely<Database>,
  memberId: number,
  record: (detail: string) => Promise<void>,
): Promise<void> {
  const verdict = await consumeWithLock(db, passwordCheckKey(memberId), PASSWORD_CHECK_LIMITS);
  if (verdict.allowed) return;
  await record('too many wrong passwords');
  throw tooMany(
    `Too many wrong passwords. Please try again in ${waitText(verdict.retryAfterSeconds)}.`,
    verdict.retryAfterSeconds,
  );
}

/** A right password: the member's wrong ones are forgotten. */
export async function passwordCheckSucceeded(db: Kysely<Database>, memberId: number): Promise<void> {
  await reset(db, passwordCheckKey(memberId));
}
