import type { Kysely } from 'kysely';
import type { Actor } from '../../../platform/actor';
import type { Database } from '../../../platform/db/schema';
import { DomainError, conflict, invalid, tooMany } from '../../../platform/errors';
import { logSecurityEvent, type SecurityEvent } from '../../securityLog/public';
import { consumeWithLock, reset, waitText } from '../../../platform/http/throttle';
import { findTwoFactorMember } from '../repository/members';
import { acceptStep, enableTwoFactor, setPendingSecret, useRecoveryCode } from '../repository/twoFactor';
import {
  codeKind,
  decryptSecret,
  encryptSecret,
  hashCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrDataUrl,
} from './totp';

/**
 * Code tries per member, over every place a code is typed (sign-in, setup, turning it off): 5 go ahead,
 * then each wrong one makes the next wait 30 s, 60 s, ... up to 15 minutes; a right code forgets them.
 * A million codes at one try per wait is out of reach.
 */
export const CODE_TRIES = {
  freeAttempts: 5,
  baseLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  quietSeconds: 15 * 60,
};

const triesKey = (memberId: number) => `two-factor:member:${memberId}`;

export const WRONG_CODE =
  'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.';
export const REPLAYED_CODE =
  'This code was already used. Wait for the next code in your app and enter that one.';
const BAD_FORMAT =
  'Enter the 6-digit code from your authenticator app, or a recovery code such as abcde-23456.';

type TwoFactorMember = NonNullable<Awaited<ReturnType<typeof findTwoFactorMember>>>;

async function admitTry(db: Kysely<Database>, memberId: number) {
  const verdict = await consumeWithLock(db, triesKey(memberId), CODE_TRIES);
  if (!verdict.allowed)
    throw tooMany(
      `Too many wrong codes. Please try again in ${waitText(verdict.retryAfterSeconds)}.`,
      verdict.retryAfterSeconds,
    );
}

/** Where a code is checked, for the security log: who typed it, what a refusal records, and what it was for. */
export interface CodeAudit {
  actor: Actor;
  failed: SecurityEvent;
  /** e.g. 'sign-in', 'turning two-factor off'. */
  purpose: string;
}

/**
 * Checks a code against the member's active secret (or, with `pending`, the secret being set up): a TOTP
 * code whose time step was not used before, or (active secret only) an unused recovery code, which is then
 * spent. Throws a clear 400 otherwise, and a 429 past the tries. Returns the step a TOTP code matched.
 * With `audit`, a refused code (wrong, used before, or throttled) is recorded as `audit.failed`, and a
 * recovery code spent as 'recovery-code-used'.
 */
export async function checkCode(
  db: Kysely<Database>,
  serverSecret: string,
  member: TwoFactorMember,
  typed: string,
  { pending = false, audit }: { pending?: boolean; audit?: CodeAudit } = {},
): Promise<{ step: number | null; recovery: boolean }> {
  try {
    const outcome = await verifyCode(db, serverSecret, member, typed, pending);
    if (outcome.recovery && audit)
      await logSecurityEvent(db, audit.actor, {
        event: 'recovery-code-used',
        memberId: member.id,
        detail: `for ${audit.purpose}`,
      });
    return outcome;
  } catch (error) {
    if (audit && error instanceof DomainError && error.message !== BAD_FORMAT)
      await logSecurityEvent(db, audit.actor, {
        event: audit.failed,
        memberId: member.id,
        detail: `${audit.purpose}: ${error.kind === 'tooMany' ? 'too many wrong codes' : error.message === REPLAYED_CODE ? 'code used before' : 'wrong code'}`,
      });
    throw error;
  }
}

async function verifyCode(
  db: Kysely<Database>,
  serverSecret: string,
  member: TwoFactorMember,
  typed: string,
  pending: boolean,
): Promise<{ step: number | null; recovery: boolean }> {
  const code = codeKind(typed);
  if (!code || (pending && code.kind !== 'totp')) throw invalid(BAD_FORMAT);
  await admitTry(db, member.id);
  if (code.kind === 'recovery') {
    if (!(await useRecoveryCode(db, member.id, hashCode(code.value)))) throw invalid(WRONG_CODE);
    await reset(db, triesKey(member.id));
    return { step: null, recovery: true };
  }
  const stored = pending ? member.totp_pending_secret : member.totp_secret;
  const secret = stored ? decryptSecret(serverSecret, stored) : null;
  if (!secret)
    throw conflict(
      pending
        ? 'Start the two-factor setup again: scan the new QR code, then enter its code.'
        : 'Two-factor sign-in needs to be set up again: use a recovery code, then turn it off and on.',
    );
  const step = matchingStep(code.value, secret);
  if (step === null) throw invalid(WRONG_CODE);
  // While setting up, nothing was accepted for this secret yet; the step is recorded when it turns on.
  if (!pending && !(await acceptStep(db, member.id, step))) throw invalid(REPLAYED_CODE);
  await reset(db, triesKey(member.id));
  return { step, recovery: false };
}

/** A fresh secret, kept encrypted as the pending one until a code confirms it; the QR code to scan. */
export async function startSetup(db: Kysely<Database>, serverSecret: string, member: TwoFactorMember) {
  if (member.totp_secret)
    throw conflict('Two-factor sign-in is already on. Turn it off first to set it up again.');
  const secret = newTotpSecret();
  await setPendingSecret(db, member.id, encryptSecret(serverSecret, secret));
  const url = otpauthUrl(member.email, secret);
  return { secret, otpauthUrl: url, qrDataUrl: await qrDataUrl(url) };
}

/** Confirms the pending secret with a current code: two-factor is on, and here are the recovery codes. */
export async function confirmSetup(
  db: Kysely<Database>,
  serverSecret: string,
  member: TwoFactorMember,
  typed: string,
  audit?: CodeAudit,
): Promise<string[]> {
  if (member.totp_secret) throw conflict('Two-factor sign-in is already on.');
  const pendingSecret = member.totp_pending_secret;
  if (!pendingSecret) throw conflict('Start the setup first: it shows the QR code to scan.');
  const { step } = await checkCode(db, serverSecret, member, typed, { pending: true, audit });
  const codes = newRecoveryCodes();
  const hashes = codes.map((c) => hashCode(c.replace('-', '')));
  await db.transaction().execute((trx) => enableTwoFactor(trx, member.id, pendingSecret, step!, hashes));
  return codes;
}
