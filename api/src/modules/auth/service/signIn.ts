import { twoFactorRequiredFor } from '@earrival/shared/policy';
import type { Actor } from '../../../platform/actor';
import type { Deps } from '../../../platform/deps';
import { invalid, tooMany } from '../../../platform/errors';
import type { SessionUser } from '../../../platform/http/schemas';
import { logSecurityEvent } from '../../securityLog/public';
import { findSignInMember, findTwoFactorMember } from '../repository/members';
import { claimPendingSignIn, pendingSignInUsed, twoFactorRequiredSetting } from '../repository/twoFactor';
import { verifyPassword } from './passwords';
import { admitSignIn, signInFailed, signInSucceeded } from './signInGuard';
import { startSession } from './sessions';
import { typedAccount } from './typedAddress';
import {
  PENDING_INVALID,
  PENDING_USED,
  readPending,
  signPending,
  type PendingPurpose,
  type PendingSignIn,
} from './totp';
import { checkCode, confirmSetup, startSetup } from './twoFactorCodes';

/**
 * Sign-in: the password step (throttled), then, for a member with two-factor sign-in (on, or required for
 * the role and not set up), the second step named by a pending token. A sign-in ends with a session.
 */

const LOGIN_FAILED = 'Invalid email or password';

/** A sign-in's session (the member and their token), or the second step that is due and its pending token. */
export type SignInOutcome = SignedIn | { twoFactor: PendingPurpose; pendingToken: string; message: string };
export interface SignedIn {
  member: SessionUser;
  token: string;
}

type SignInDeps = Pick<Deps, 'db' | 'config'>;

/** A member whose password was just checked. */
type PasswordChecked = NonNullable<Awaited<ReturnType<typeof findSignInMember>>>;

/**
 * A session: what a sign-in gives once every step is done. The token's session row is opened (from this
 * actor's address and browser) and the sign-in recorded; `how` says which steps it took.
 */
async function openSignedInSession(
  deps: SignInDeps,
  actor: Actor,
  member: Omit<PasswordChecked, 'totp_secret' | 'password_hash'>,
  how: string,
): Promise<SignedIn> {
  const user = { id: member.id, name: member.name, email: member.email, type: member.type };
  const { token } = await startSession(
    deps.db,
    deps.config.jwtSecret,
    deps.config.jwtTtlSeconds,
    user,
    member.token_version,
    actor,
  );
  await logSecurityEvent(deps.db, actor, {
    event: 'sign-in-succeeded',
    actorId: member.id,
    memberId: member.id,
    email: member.email,
    detail: how,
  });
  return { member: user, token };
}

/** What the password step gives: a session, or no session but the second step that is due. */
async function afterPassword(
  deps: SignInDeps,
  actor: Actor,
  member: PasswordChecked,
): Promise<SignInOutcome> {
  if (member.totp_secret)
    return {
      twoFactor: 'verify',
      pendingToken: signPending(deps.config.jwtSecret, member, 'verify'),
      message: 'Enter the 6-digit code from your authenticator app.',
    };
  if (twoFactorRequiredFor(member.type, await twoFactorRequiredSetting(deps.db)))
    return {
      twoFactor: 'setup',
      pendingToken: signPending(deps.config.jwtSecret, member, 'setup'),
      message: `Two-factor sign-in is required for the ${member.type} role. Set it up to continue.`,
    };
  return openSignedInSession(deps, actor, member, 'password');
}

/** The password step: counted before the password is checked; a wrong one is a 400 (see signInFailed). */
export async function signIn(
  deps: SignInDeps,
  actor: Actor,
  typedEmail: string,
  password: string,
): Promise<SignInOutcome> {
  const email = typedEmail.trim();
  const secret = deps.config.jwtSecret;
  const admission = await admitSignIn(deps.db, actor, email, async () =>
    typedAccount(secret, email, await findSignInMember(deps.db, email)),
  );
  if (!admission.allowed) throw tooMany(admission.message, admission.retryAfterSeconds);
  const member = await findSignInMember(deps.db, email);
  const passwordOk = await verifyPassword(member?.password_hash, password);
  if (!member || !passwordOk) {
    await signInFailed(deps.db, actor, typedAccount(secret, email, member));
    throw invalid(LOGIN_FAILED);
  }
  await signInSucceeded(deps.db, actor, email);
  return afterPassword(deps, actor, member);
}

/**
 * A pending sign-in that is expired or forged is a 400 (not 401): the browser's 401 handler would take it
 * for the end of a session, and there is none yet.
 */
const unauthenticatedStep = (message: string) => invalid(message);

/** The member a pending token names, while it is still good for `purpose`. */
async function pendingMember(deps: SignInDeps, token: string, purpose: PendingPurpose) {
  const check = readPending(deps.config.jwtSecret, token);
  if (!check.ok) throw unauthenticatedStep(check.message);
  const member = await findTwoFactorMember(deps.db, check.memberId);
  // A password change (or reset) since the first step, or a member deleted, ends the pending sign-in too.
  if (
    !member ||
    member.token_version !== check.tokenVersion ||
    !check.provedPassword(member.password_hash) ||
    check.purpose !== purpose
  )
    throw unauthenticatedStep(PENDING_INVALID);
  // Asked before the code is checked, so a second use spends no code; claimed after it (race-safe).
  if (await pendingSignInUsed(deps.db, check.id)) throw unauthenticatedStep(PENDING_USED);
  return { member, pending: check as PendingSignIn };
}

/** A pending sign-in gives one session, once: a second use (even with another good code) is refused. */
async function claim(deps: SignInDeps, pending: PendingSignIn) {
  if (!(await claimPendingSignIn(deps.db, pending.id, pending.expiresAt)))
    throw unauthenticatedStep(PENDING_USED);
}

/** The second step: a current code (or a recovery code) gives the session, once. */
export async function signInWithCode(
  deps: SignInDeps,
  actor: Actor,
  pendingToken: string,
  code: string,
): Promise<SignedIn> {
  const { member, pending } = await pendingMember(deps, pendingToken, 'verify');
  const { recovery } = await checkCode(deps.db, deps.config.jwtSecret, member, code, {
    audit: { actor, failed: 'two-factor-failed', purpose: 'sign-in' },
  });
  await claim(deps, pending);
  return openSignedInSession(
    deps,
    actor,
    member,
    recovery ? 'password + recovery code' : 'password + authenticator code',
  );
}

/** Two-factor required and not set up: a new secret to scan. */
export async function startSignInSetup(deps: SignInDeps, pendingToken: string) {
  const { member } = await pendingMember(deps, pendingToken, 'setup');
  return startSetup(deps.db, deps.config.jwtSecret, member);
}

/** Confirms the setup started at sign-in: two-factor is on, the session and the recovery codes. */
export async function confirmSignInSetup(
  deps: SignInDeps,
  actor: Actor,
  pendingToken: string,
  code: string,
): Promise<SignedIn & { recoveryCodes: string[] }> {
  const { member, pending } = await pendingMember(deps, pendingToken, 'setup');
  const recoveryCodes = await confirmSetup(deps.db, deps.config.jwtSecret, member, code, {
    actor,
    failed: 'two-factor-failed',
    purpose: 'setting up two-factor at sign-in',
  });
  await logSecurityEvent(deps.db, actor, {
    event: 'two-factor-enabled',
    actorId: member.id,
    memberId: member.id,
    detail: 'set up at sign-in',
  });
  await claim(deps, pending);
  return {
    ...(await openSignedInSession(deps, actor, member, 'password + two-factor setup')),
    recoveryCodes,
  };
}
