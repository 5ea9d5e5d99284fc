import type { Kysely } from 'kysely';
import { TWO_FACTOR_ENFORCEABLE_ROLES, twoFactorRequiredFor } from '@earrival/shared/policy';
import type { Actor } from '../../../platform/actor';
import type { Database } from '../../../platform/db/schema';
import type { Deps } from '../../../platform/deps';
import { conflict, invalid, unauthenticated } from '../../../platform/errors';
import { logSecurityEvent } from '../../securityLog/public';
import { findTwoFactorMember } from '../repository/members';
import { endSessionsWithoutTwoFactor } from '../repository/sessions';
import {
  clearTwoFactor,
  recoveryCodesLeft,
  setTwoFactorRequired,
  twoFactorRequiredSetting,
} from '../repository/twoFactor';
import { queueAccountNotice } from './notices';
import { verifyPassword } from './passwords';
import { endSessionsOf, logEndedSessions } from './sessions';
import { admitPasswordCheck, passwordCheckSucceeded } from './signInGuard';
import { checkCode, confirmSetup, startSetup } from './twoFactorCodes';

/** The signed-in member's own two-factor settings, and the Admin's requirement for Admin and Manager. */

async function me(db: Kysely<Database>, id: number) {
  const member = await findTwoFactorMember(db, id);
  if (!member) throw unauthenticated('Your account no longer exists. Please contact an administrator.');
  return member;
}

/** On or off, recovery codes left, and whether the member's role requires it. */
export async function twoFactorStatus(db: Kysely<Database>, id: number) {
  const member = await me(db, id);
  const requiredForManagers = await twoFactorRequiredSetting(db);
  return {
    enabled: !!member.totp_secret,
    enabledAt: member.totp_enabled_at ? member.totp_enabled_at.toISOString() : null,
    recoveryCodesLeft: member.totp_secret ? await recoveryCodesLeft(db, id) : 0,
    requiredForManagers,
    requiredForMe: twoFactorRequiredFor(member.type, requiredForManagers),
  };
}

/** A new secret to scan for the signed-in member. */
export async function startMySetup({ db, config }: Pick<Deps, 'db' | 'config'>, id: number) {
  return startSetup(db, config.jwtSecret, await me(db, id));
}

/** Turns two-factor on with the app's current code; returns the recovery codes (shown once). */
export async function enableMyTwoFactor(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  code: string,
) {
  const recoveryCodes = await confirmSetup(db, config.jwtSecret, await me(db, actor.memberId!), code, {
    actor,
    failed: 'two-factor-failed',
    purpose: 'turning two-factor on',
  });
  await logSecurityEvent(db, actor, {
    event: 'two-factor-enabled',
    memberId: actor.memberId,
    detail: 'turned on in Settings',
  });
  return recoveryCodes;
}

/**
 * Turns two-factor off with the password (throttled like sign-in) AND a code, unless the role requires it;
 * the member's other sessions (all but `sessionId`) end and a notice is mailed.
 */
export async function disableMyTwoFactor(
  deps: Pick<Deps, 'db' | 'config' | 'jobs'>,
  actor: Actor,
  { password, code }: { password: string; code: string },
  sessionId?: string,
) {
  const { db, config } = deps;
  const member = await me(db, actor.memberId!);
  if (!member.totp_secret) throw conflict('Two-factor sign-in is already off.');
  if (twoFactorRequiredFor(member.type, await twoFactorRequiredSetting(db)))
    throw conflict(`Two-factor sign-in is required for the ${member.type} role; it cannot be turned off.`);
  if (!password) throw invalid('Enter your password to turn two-factor sign-in off.');
  if (!code.trim())
    throw invalid(
      'Enter the 6-digit code from your authenticator app (or a recovery code) to turn two-factor sign-in off.',
    );
  const refused = (detail: string) =>
    logSecurityEvent(db, actor, {
      event: 'two-factor-disable-failed',
      memberId: member.id,
      detail,
    });
  await admitPasswordCheck(db, member.id, refused);
  if (!(await verifyPassword(member.password_hash, password))) {
    await refused('wrong password');
    throw invalid('That password is not right.');
  }
  await passwordCheckSucceeded(db, member.id);
  await checkCode(db, config.jwtSecret, member, code, {
    audit: { actor, failed: 'two-factor-disable-failed', purpose: 'turning two-factor off' },
  });
  await db.transaction().execute(async (trx) => {
    await clearTwoFactor(trx, member.id);
    await logSecurityEvent(trx, actor, { event: 'two-factor-disabled', memberId: member.id });
    await endSessionsOf(trx, actor, {
      memberId: member.id,
      exceptId: sessionId,
      reason: 'two-factor-disabled',
    });
    await queueAccountNotice(deps, trx, actor, { kind: 'two-factor-disabled', member });
  });
}

/**
 * The Admin's switch (they must have two-factor on themselves): requiring it ends the sessions of Admins
 * and Managers without it, who set it up at their next sign-in. Returns how many sessions ended.
 */
export async function setTwoFactorRequirement(
  db: Kysely<Database>,
  actor: Actor,
  required: boolean,
): Promise<number> {
  if (required && !(await me(db, actor.memberId!)).totp_secret)
    throw conflict(
      'Turn on two-factor sign-in for your own account first (Settings), then require it for Admin and Manager.',
    );
  return db.transaction().execute(async (trx) => {
    await setTwoFactorRequired(trx, required, actor.memberId!);
    const sessions = required
      ? await endSessionsWithoutTwoFactor(trx, TWO_FACTOR_ENFORCEABLE_ROLES, 'two-factor-required')
      : [];
    await logSecurityEvent(trx, actor, {
      event: 'two-factor-requirement',
      detail: required
        ? `on for Admin and Manager; ${sessions.length} session(s) of members without it ended`
        : 'off',
    });
    await logEndedSessions(trx, actor, sessions, 'two-factor-required');
    return sessions.length;
  });
}
