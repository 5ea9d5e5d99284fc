import type { Kysely } from 'kysely';
import type { Actor } from '../../../platform/actor';
import type { Database } from '../../../platform/db/schema';
import { tooMany } from '../../../platform/errors';
import { consume, release, waitText } from '../../../platform/http/throttle';
import { mailboxOf } from '../../../platform/mailer/mailbox';
import { logLine } from '../../../platform/metrics/logLine';
import { logSecurityEvent } from '../../securityLog/public';

/*
 * Mail that a staff call sends to a customer's address (the upload's mail, Resend Mail, Sent Mail, Send
 * Invoice, Retry) is limited per member and per recipient address, in the database throttle
 * (throttle_buckets), so every API process counts together. A call is counted before it queues anything;
 * refused, it queues nothing and changes nothing, and its count is given back; a call that fails after
 * being counted gives its count back too, so only queued mails count.
 */
export const CUSTOMER_MAIL_LIMITS = {
  /** Customer mails one member may queue per hour (fixed window from their first). */
  perMemberPerHour: 30,
  /** Mails queued to one address per hour, whoever sends them. */
  perRecipientPerHour: 5,
} as const;

const HOUR = 3600;

/**
 * The address as a key: its mailbox, so Ana@Example.org, ana+2@example.org and, at Gmail, a.n.a@gmail.com
 * count as the one mailbox they deliver to (platform/mailer/mailbox.ts).
 */
const addressKey = (to: string) => mailboxOf(to);

/**
 * Records 'rate-limited' for the first refusal of a burst only: a bucket of one per (rule, member, address)
 * that lasts as long as the refusal does, so a script refused 500 times in a row leaves one record, and
 * the next burst (after the window opened again) leaves another. Never fails the refusal it describes.
 */
async function recordBurst(
  db: Kysely<Database>,
  actor: Actor,
  key: string,
  waitSeconds: number,
  detail: string,
): Promise<void> {
  try {
    const first = await consume(db, `rate-limited:${key}`, { limit: 1, windowSeconds: waitSeconds });
    if (!first.allowed) return;
    await logSecurityEvent(db, actor, { event: 'rate-limited', memberId: actor.memberId, detail });
  } catch (error) {
    logLine('error', `rate-limited event not recorded: ${String(error)}`);
  }
}

/**
 * Counts one customer mail of the signed-in member to `to`. Over either hourly limit it throws the 429
 * (Retry-After, a sentence ending with `nothing`) and leaves both counts as they were. Otherwise it
 * answers the function that gives the count back, for a call that fails before its mail is queued.
 */
export async function countCustomerMail(
  db: Kysely<Database>,
  actor: Actor,
  to: string,
  nothing = 'Nothing was sent.',
): Promise<() => Promise<void>> {
  const memberId = actor.memberId;
  const address = addressKey(to);
  const memberKey = `customer-mail:hour:member:${memberId}`;
  const addressKeyName = `customer-mail:hour:recipient:${address}`;
  const { perMemberPerHour, perRecipientPerHour } = CUSTOMER_MAIL_LIMITS;

  const mine = await consume(db, memberKey, { limit: perMemberPerHour, windowSeconds: HOUR });
  if (!mine.allowed) {
    await release(db, memberKey);
    const wait = mine.retryAfterSeconds;
    await recordBurst(
      db,
      actor,
      `${memberKey}`,
      wait,
      `customer mail: ${perMemberPerHour} an hour per member reached (to ${address})`,
    );
    throw tooMany(
      `You have sent ${perMemberPerHour} customer mails in the last hour. Please wait ${waitText(wait)} before sending another. ${nothing}`,
      wait,
    );
  }
  const theirs = await consume(db, addressKeyName, { limit: perRecipientPerHour, windowSeconds: HOUR });
  if (!theirs.allowed) {
    await release(db, addressKeyName);
    await release(db, memberKey);
    const wait = theirs.retryAfterSeconds;
    await recordBurst(
      db,
      actor,
      `${addressKeyName}:member:${memberId}`,
      wait,
      `customer mail: ${perRecipientPerHour} an hour to ${address} reached`,
    );
    throw tooMany(
      `${to.trim()} has been sent ${perRecipientPerHour} mails in the last hour. Please wait ${waitText(wait)} before mailing this address again. ${nothing}`,
      wait,
    );
  }
  let given = false;
  return async () => {
    if (given) return;
    given = true;
    await release(db, addressKeyName);
    await release(db, memberKey);
  };
}

/** Runs `send` with one customer mail counted; if it fails, the count is given back before the error. */
export async function withCustomerMail<T>(
  db: Kysely<Database>,
  actor: Actor,
  to: string,
  send: () => Promise<T>,
): Promise<T> {
  const giveBack = await countCustomerMail(db, actor, to);
  try {
    return await send();
  } catch (error) {
    await giveBack().catch((failure: unknown) =>
      logLine('error', `customer mail count not given back: ${String(failure)}`),
    );
    throw error;
  }
}
