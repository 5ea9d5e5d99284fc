import { LIMITS } from '@earrival/shared/limits';
import type { Actor } from '../../../platform/actor';
import type { Deps } from '../../../platform/deps';
import { badRequest, unauthenticated } from '../../../platform/errors';
import { logSecurityEvent } from '../../securityLog/public';
import { findTwoFactorMember, setPassword } from '../repository/members';
import { assertPasswordNotWeak } from './commonPasswords';
import { queueAccountNotice } from './notices';
import { hashPassword, verifyPassword } from './passwords';
import { endSessionsOf } from './sessions';
import { admitPasswordCheck, passwordCheckSucceeded } from './signInGuard';

/**
 * The signed-in member's new password: the current one (wrong ones throttled like sign-in), then the new
 * one twice, not a common one. Every session of theirs ends and a notice is mailed.
 */
export async function changePassword(
  deps: Pick<Deps, 'db' | 'jobs'>,
  actor: Actor,
  {
    currentPassword,
    newPassword,
    confirmPassword,
  }: Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>,
): Promise<void> {
  if (!currentPassword) throw badRequest('Please enter your Current Password.');
  if (!newPassword) throw badRequest('Please enter your New Password.');
  if (newPassword.length < LIMITS.passwordMin)
    throw badRequest(`New Password must be at least ${LIMITS.passwordMin} characters.`);
  if (!confirmPassword) throw badRequest('Please confirm your New Password.');
  if (newPassword !== confirmPassword) throw badRequest('New Password and Confirm Password do not match.');
  await assertPasswordNotWeak(newPassword);
  const member = await findTwoFactorMember(deps.db, actor.memberId!);
  if (!member) throw unauthenticated('Your account no longer exists. Please contact an administrator.');
  const refused = (detail: string) =>
    logSecurityEvent(deps.db, actor, {
      event: 'password-change-failed',
      memberId: member.id,
      detail,
    });
  await admitPasswordCheck(deps.db, member.id, refused);
  if (!(await verifyPassword(member.password_hash, currentPassword))) {
    await refused('wrong current password');
    throw badRequest('Current Password is incorrect.');
  }
  await passwordCheckSucceeded(deps.db, member.id);
  const password_hash = await hashPassword(newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await setPassword(trx, member.id, password_hash, { endTokens: false });
    // Every session ends, this one too: the product signs the member out after a change (the screen
    // clears its session and goes to '/'), so a stolen session cannot outlive the password.
    const n = await endSessionsOf(trx, actor, { memberId: member.id, reason: 'password-changed' });
    await logSecurityEvent(trx, actor, {
      event: 'password-changed',
      memberId: member.id,
      detail: `${n} session(s) signed out`,
    });
    await queueAccountNotice(deps, trx, actor, { kind: 'password-changed', member });
  });
}
