import { createHash, randomBytes } from 'node:crypto';
import type { Actor } from '../../../platform/actor';
import type { Deps } from '../../../platform/deps';
import { LIMITS } from '@earrival/shared/limits';
import { newMessageId } from '../../../platform/mailer/history';
import { consume, waitText } from '../../../platform/http/throttle';
import { invalid, tooMany } from '../../../platform/errors';
import { logSecurityEvent } from '../../securityLog/public';
import { findSignInMember, setPassword } from '../repository/members';
import {
  consumePasswordReset,
  deletePasswordReset,
  insertPasswordReset,
  resetFingerprint,
} from '../repository/passwordResets';
import { assertPasswordNotWeak } from './commonPasswords';
import { queueAccountNotice } from './notices';
import { hashPassword } from './passwords';
import { endSessionsOf } from './sessions';

/**
 * Forgot password. The request's answer and its work are the same whoever the address belongs to: it
 * only queues a job with the address as typed. The job (in any API process) looks the member up and, for
 * a member, stores the hash of a fresh token and mails the link; for anyone else it does nothing. So
 * neither the answer nor its timing tells whether an address is a member's.
 */

const RESET_QUEUE = 'password-reset';
const RESET_TTL_SECONDS = 60 * 60;
const RESET_PATH = '/reset-password';

export const FORGOT_NOTICE =
  'If this e-mail belongs to a staff account, we have sent it a link to set a new password. The link works for 1 hour.';

/**
 * Per caller address: a wall for a script, plenty for a person. Per address typed: at most 3 mails an hour,
 * past which requests are answered as usual and mail nothing (a 429 there would say the address is being
 * tried, and could keep its owner from asking).
 */
export const RESET_LIMITS = {
  perSource: { limit: 10, windowSeconds: 15 * 60 },
  perAddress: { limit: 3, windowSeconds: 60 * 60 },
} as const;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link in the mail: the token rides in the fragment, which browsers never send to a server or in a Referer. */
const resetLink = (staffUrl: string, token: string) => `${staffUrl}${RESET_PATH}#token=${token}`;

export const LINK_NOT_VALID =
  'This link to set a new password is not valid any more (it works once, for 1 hour, and not after a password or e-mail change). Ask for a new one.';

/** Asks for a link (throttled per caller and per address typed): a job mails it, if the address is a member's. */
export async function requestReset({ db, jobs }: Pick<Deps, 'db' | 'jobs'>, actor: Actor, email: string) {
  if (!email.trim()) throw invalid('Please enter your e-mail address.');
  const bySource = await consume(db, `password-reset:ip:${actor.ip}`, RESET_LIMITS.perSource);
  if (!bySource.allowed)
    throw tooMany(
      `Too many password reset requests. Please try again in ${waitText(bySource.retryAfterSeconds)}.`,
      bySource.retryAfterSeconds,
    );
  const address = email.trim().toLowerCase();
  const byAddress = await consume(db, `password-reset:address:${address}`, RESET_LIMITS.perAddress);
  // Recorded alike for any address (the log, like the answer, does not look the member up).
  await db.transaction().execute(async (trx) => {
    await logSecurityEvent(trx, actor, {
      event: 'password-reset-requested',
      email: address,
      detail: byAddress.allowed ? null : 'no mail: this address asked too often',
    });
    if (byAddress.allowed) await jobs.send(trx, RESET_QUEUE, { email: address });
  });
}

function resetMail(name: string, link: string) {
  const subject = 'Set a new password for the Cuba e-Arrival back office';
  const lines = [
    `Hello ${name},`,
    'Someone, hopefully you, asked to set a new password for your Cuba e-Arrival back-office account.',
    `Set it here within 1 hour: ${link}`,
    'The link works once, and not after your password or e-mail address has changed. Setting a new password signs you out everywhere.',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ];
  const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b2733;max-width:600px">
<p>Hello ${escape(name)},</p>
<p>${escape(lines[1]!)}</p>
<p><a href="${escape(link)}">Set a new password</a> (within 1 hour): ${escape(link)}</p>
<p>${escape(lines[3]!)}</p>
<p>${escape(lines[4]!)}</p>
</body></html>`;
  return { subject, text: lines.join('\n\n'), html };
}

/**
 * The job: for a member, a fresh token whose hash is stored before the mail leaves (a link that arrives
 * always works); the mail goes through the first provider. A failed try removes its row and throws, so
 * the queue tries again later with a new token (the failed one never reached anyone).
 */
export function workResetRequests(deps: Pick<Deps, 'db' | 'jobs' | 'mailer' | 'config'>) {
  const { db, jobs, config } = deps;
  jobs.define(RESET_QUEUE, {
    retryLimit: config.mailQueue.retryLimit,
    retryDelaySeconds: config.mailQueue.retryDelaySeconds,
    expireInSeconds: config.mailQueue.tryTimeoutSeconds,
  });
  jobs.work<{ email: string }>(RESET_QUEUE, async (job) => {
    const member = await findSignInMember(db, job.data.email);
    if (!member) return;
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashResetToken(token);
    await insertPasswordReset(db, {
      tokenHash,
      memberId: member.id,
      expiresAt: new Date(Date.now() + RESET_TTL_SECONDS * 1000),
      // The link dies once the member's e-mail or password is no longer what it is now.
      fingerprint: resetFingerprint(member),
    });
    const outcome = await deps.mailer.transports.first.send({
      to: member.email,
      ...resetMail(member.name, resetLink(config.mail.staffUrl, token)),
      messageId: newMessageId(config.mail.from),
    });
    if (outcome.accepted) return;
    await deletePasswordReset(db, tokenHash);
    throw new Error(`Password reset mail to member ${member.id}: ${outcome.reason}`);
  });
}

/**
 * Sets a new password with a mailed link's token (once, within the hour, while the member's password and
 * e-mail are those it was mailed for); every session of the member ends and a notice is mailed.
 */
export async function resetPassword(
  deps: Pick<Deps, 'db' | 'jobs'>,
  actor: Actor,
  token: string,
  newPassword: string,
): Promise<void> {
  if (!newPassword) throw invalid('Please enter your New Password.');
  if (newPassword.length < LIMITS.passwordMin)
    throw invalid(`New Password must be at least ${LIMITS.passwordMin} characters.`);
  await assertPasswordNotWeak(newPassword);
  const password_hash = await hashPassword(newPassword);
  const done = await deps.db.transaction().execute(async (trx) => {
    const member = await consumePasswordReset(trx, hashResetToken(token));
    if (!member) return false;
    await setPassword(trx, member.id, password_hash, { endTokens: true });
    const ended = await endSessionsOf(trx, actor, { memberId: member.id, reason: 'password-reset' });
    await logSecurityEvent(trx, actor, {
      event: 'password-reset',
      actorId: member.id,
      memberId: member.id,
      email: member.email,
      detail: `set with a reset link; ${ended} session(s) signed out`,
    });
    await queueAccountNotice(deps, trx, actor, { kind: 'password-reset', member });
    return true;
  });
  if (!done) throw invalid(LINK_NOT_VALID);
}
