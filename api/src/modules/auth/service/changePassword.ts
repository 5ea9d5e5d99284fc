import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from '@earrival/shared/limits';
import { badRequest, unauthenticated } from '../../../platform/errors';
import { logSecurityEvent } from '../../securityLog/public';
import { changeOwnPassword, findTwoFactorMember } from '../repository/members';
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
  app: FastifyInstance,
  request: FastifyRequest,
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
  const member = await findTwoFactorMember(app.db, request.member.id);
  if (!member) throw unauthenticated('Your account no longer exists. Please contact an administrator.');
  const refused = (detail: string) =>
    logSecurityEvent(app.db, request, {
      event: 'password-change-failed',
      memberId: member.id,
      detail,
    });
  await admitPasswordCheck(app.db, member.id, refused);
  if (!(await verifyPassword(member.password_hash, currentPassword))) {
    await refused('wrong current password');
    throw badRequest('Current Password is incorrect.');
  }
  await passwordCheckSucceeded(app.db, member.id);
  const password_hash = await hashPassword(newPassword);
  await app.db.transaction().execute(async (trx) => {
    await changeOwnPassword(trx, member.id, password_hash);
    // Every session ends, this one too: the product signs the member out after a change (the screen
    // clears its session and goes to '/'), so a stolen session cannot outlive the password.
    const n = await endSessionsOf(trx, request, { memberId: member.id, reason: 'password-changed' });
    await logSecurityEvent(trx, request, {
      event: 'password-changed',
      memberId: member.id,
      detail: `${n} session(s) signed out`,
    });
    await queueAccountNotice(app, trx, request, { kind: 'password-changed', member });
  });
}
