import type { CustomerLanguage } from '@earrival/shared/languages';
import type { Actor } from '../../../platform/actor';
import type { Deps } from '../../../platform/deps';
import { customerError, DomainError } from '../../../platform/errors';
import { english } from '../../../platform/i18n';
import { parseId } from '../../../platform/http/ids';
import { logLine } from '../../../platform/metrics/logLine';
import { logSecurityEventOnce } from '../../securityLog/public';
import { mailDocumentsLink } from './linkMail';
import { TRACK_LIMITS, limitTracking } from './rateLimit';
import { findOrder, rememberVisitLanguage, sameEmail } from '../repository';

/** One answer for an unknown order and a wrong e-mail, so nobody can learn which order ids exist. */
export const NOT_MATCHED_TEXT = { id: 'track.notMatched' } as const;
export const NEEDS_PROOF_TEXT = { id: 'track.needsProof' } as const;
/** The two in English (what the tests and the logs read). */
export const NOT_MATCHED = english(NOT_MATCHED_TEXT);
export const NEEDS_PROOF = english(NEEDS_PROOF_TEXT);

/** The typed order id (its number, or the encoded id of a link), or a refusal in the customer's words. */
function customerOrderId(typed: string): number {
  try {
    return parseId(typed);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw customerError('invalid', { id: 'track.badOrderId', values: { orderId: typed.slice(0, 40) } });
  }
}

/**
 * What a tracking attempt came to: the order (the caller earns its proof), or the locked-order notice for
 * everyone, with the link mail to send once the answer is out when the e-mail matched.
 */
export type TrackOutcome =
  | { kind: 'found'; orderId: number; landingDomain: string }
  | { kind: 'notice'; mailLink?: () => Promise<void> };

/**
 * One tracking attempt, for the JSON call and the plain HTML form alike: the same checks, throttles,
 * security record and link mail. A refusal is thrown (bad input, or NOT_MATCHED for an unknown order and a
 * wrong e-mail alike). `language` is the one the customer reads the page in.
 */
export async function trackAttempt(
  deps: Pick<Deps, 'db' | 'config' | 'mailer'>,
  actor: Actor,
  typed: { orderId: string | number; email: string },
  language: CustomerLanguage,
): Promise<TrackOutcome> {
  const { db } = deps;
  const typedId = String(typed.orderId).trim();
  const email = typed.email.trim();
  if (!typedId) throw customerError('invalid', { id: 'track.orderIdRequired' });
  if (!email) throw customerError('invalid', { id: 'track.emailRequired' });
  const orderId = customerOrderId(typedId);
  const gate = await limitTracking(db, actor.ip, orderId);
  if (gate === 'address-limited') {
    // Once per address and window, whatever was typed (so the record says nothing about a match).
    const { limit, windowSeconds } = TRACK_LIMITS.perAddress;
    await logSecurityEventOnce(
      db,
      actor,
      { key: `track-order:ip:${actor.ip}`, windowSeconds },
      {
        event: 'rate-limited',
        actorId: null,
        detail: `track order: more than ${limit} attempts from this address within ${windowSeconds / 60} minutes; answered as a locked order until the window ends`,
      },
    );
  }

  const order = await findOrder(db, orderId);
  const matches = order !== undefined && sameEmail(email, order.email);
  if (gate !== 'open') {
    // Guessing locked the form for this order (or a crowd behind this address used up its tries), but
    // not the customer out: every caller gets the same answer at the same speed, and only the right
    // e-mail mails the order's own address a link, once the reply is gone (sending first would make
    // the right e-mail's answer measurably slower). The link mail's own limit (one per order per 10
    // minutes) keeps this from flooding the customer's mailbox.
    const mailLink = async () => {
      const outcome = await mailDocumentsLink(deps, orderId);
      logLine('info', 'documents link mail', { orderId, outcome, gate });
    };
    return matches ? { kind: 'notice', mailLink } : { kind: 'notice' };
  }
  if (!order || !matches) throw customerError('notFound', NOT_MATCHED_TEXT);
  // The customer's mails follow the language they read the page in, unless the intake or staff said.
  await rememberVisitLanguage(db, order.order_id, language);
  return { kind: 'found', orderId: order.order_id, landingDomain: order.landing_domain };
}
