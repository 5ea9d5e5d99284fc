import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../../platform/i18n';
import { PROOF_COOKIE, PROOF_COOKIE_PATHS, PROOF_TTL_SECONDS, signProof, verifyProof } from '../proof';
import { trackAttempt } from '../service/track';

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
 * A tracking attempt of the JSON call or the plain form: a match sets the proof on `reply`; a locked
 * order's link mail goes once the reply is out.
 */
export async function trackOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  typed: { orderId: string | number; email: string },
) {
  const outcome = await trackAttempt(app, request.actor, typed, requestLanguage(request).language);
  if (outcome.kind === 'found') setProof(reply, app.config.jwtSecret, outcome.orderId);
  else if (outcome.mailLink) afterReply(reply, outcome.mailLink);
  return outcome;
}

/** Work started after a reply, so a caller never waits for it (nor can time it). */
const running = new Set<Promise<void>>();

/**
 * Runs task once the reply has gone out (or the connection closed). Its failure is logged, never thrown:
 * the caller already has its answer. Registered at once, so settled() sees it even before the reply ends.
 */
function afterReply(reply: FastifyReply, task: () => Promise<unknown>): void {
  const sent = new Promise<void>((resolve) => {
    reply.raw.once('finish', resolve);
    reply.raw.once('close', resolve);
  });
  const job: Promise<void> = sent
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => reply.log.error({ err: error }, 'visitor background task failed'),
    )
    .finally(() => running.delete(job));
  running.add(job);
}

/** Resolves once every task started by afterReply has finished (shutdown and tests). */
export async function settled(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}
