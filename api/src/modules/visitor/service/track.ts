import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { customerError, DomainError } from '../../../platform/errors';
import { english, requestLanguage } from '../../../platform/i18n';
import { parseId } from '../../../platform/http/ids';
import { logSecurityEventOnce } from '../../securityLog/public';
import { afterReply, mailDocumentsLink } from './linkMail';
import { PROOF_COOKIE, PROOF_COOKIE_PATHS, PROOF_TTL_SECONDS, signProof, verifyProof } from '../proof';
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

/** What a tracking attempt came to: the order (the proof is set), or the locked-order notice for everyone. */
export type TrackOutcome = { kind: 'found'; orderId: number; landingDomain: string } | { kind: 'notice' };

/** Sets the proof for one order on every path that needs it (the visitor calls and the download page). */
export function setProof(reply: FastifyReply, secret: string, orderId: number): void {
  for (const path of PROOF_COOKIE_PATHS) {
    reply.setCookie(PROOF_COOKIE, signProof(secret, orderId), {
      path,
      httpOnly: true,
      sameSite: 'strict',
      secure: 'auto',
      maxAge: PROOF_TTL_SECONDS,
    });
  }
}

/** The order id the request's proof names, or null (missing, forged, expired). */
export const provenOrder = (request: FastifyRequest, secret: string): number | null =>
  verifyProof(secret, request.cookies[PROOF_COOKIE]);

/**
 * One tracking attempt, for the JSON call and the plain HTML form alike: the same checks, throttles,
 * security record and link mail. A refusal is thrown (bad input, or NOT_MATCHED for an unknown order and a
 * wrong e-mail alike); a match sets the proof cookie on `reply`.
 */
export async function trackAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  typed: { orderId: string | number; email: string },
): Promise<TrackOutcome> {
  const typedId = String(typed.orderId).trim();
  const email = typed.email.trim();
  if (!typedId) throw customerError('invalid', { id: 'track.orderIdRequired' });
  if (!email) throw customerError('invalid', { id: 'track.emailRequired' });
  const orderId = customerOrderId(typedId);
  const gate = await limitTracking(app.db, request.ip, orderId);
  if (gate === 'address-limited') {
    // Once per address and window, whatever was typed (so the record says nothing about a match).
    const { limit, windowSeconds } = TRACK_LIMITS.perAddress;
    await logSecurityEventOnce(
      app.db,
      request,
      { key: `track-order:ip:${request.ip}`, windowSeconds },
      {
        event: 'rate-limited',
        actorId: null,
        detail: `track order: more than ${limit} attempts from this address within ${windowSeconds / 60} minutes; answered as a locked order until the window ends`,
      },
    );
  }

  const order = await findOrder(app.db, orderId);
  const matches = order !== undefined && sameEmail(email, order.email);
  if (gate !== 'open') {
    // Guessing locked the form for this order (or a crowd behind this address used up its tries), but
    // not the customer out: every caller gets the same answer at the same speed, and only the right
    // e-mail mails the order's own address a link, once the reply is gone (sending first would make
    // the right e-mail's answer measurably slower). The link mail's own limit (one per order per 10
    // minutes) keeps this from flooding the customer's mailbox.
    if (matches) {
      const secret = app.config.jwtSecret;
      afterReply(reply, request.log, async () => {
        const deps = { db: app.db, mail: app.config.mail, mailer: app.mailer, secret, log: request.log };
        const outcome = await mailDocumentsLink(deps, orderId);
        request.log.info({ orderId, outcome, gate }, 'documents link mail');
      });
    }
    return { kind: 'notice' };
  }
  if (!order || !matches) throw customerError('notFound', NOT_MATCHED_TEXT);
  setProof(reply, app.config.jwtSecret, order.order_id);
  // The customer's mails follow the language they read the page in, unless the intake or staff said.
  await rememberVisitLanguage(app.db, order.order_id, requestLanguage(request).language);
  return { kind: 'found', orderId: order.order_id, landingDomain: order.landing_domain };
}
