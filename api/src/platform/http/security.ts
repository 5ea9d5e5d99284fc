import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseOverrides } from './apps';
import { fail } from './envelope';

/**
 * The translation widget the public pages show (Google's website translator) loads its script, styles and
 * images from these origins; without them the widget the brand requires could not load.
 */
const TRANSLATION_WIDGET_ORIGINS = [
  'https://translate.google.com',
  'https://translate.googleapis.com',
  'https://translate-pa.googleapis.com',
  'https://www.gstatic.com',
];

/**
 * Origins of the remotes on other hosts: REMOTES_JSON's entries, and RELEASES_PUBLIC_URL (the CDN the
 * published releases are fetched from).
 */
export function remoteOrigins(remotesJson: string | undefined, releasesPublicUrl?: string): string[] {
  const origins = new Set<string>();
  for (const entry of [...Object.values(parseOverrides(remotesJson)), releasesPublicUrl ?? '']) {
    if (!/^https?:\/\//i.test(entry)) continue;
    origins.add(new URL(entry).origin);
  }
  return [...origins];
}

/**
 * The Content-Security-Policy of every page: scripts, styles and the remotes' manifests only from this
 * server and the configured remote origins (plus the translation widget), no plugins, no framing.
 */
export function contentSecurityPolicy(remotes: string[]): string {
  const own = ["'self'", ...remotes].join(' ');
  const withWidget = [own, ...TRANSLATION_WIDGET_ORIGINS].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${withWidget}`,
    `style-src ${withWidget}`,
    `img-src 'self' data: blob: ${remotes.join(' ')} ${TRANSLATION_WIDGET_ORIGINS.join(' ')}`.trim(),
    `font-src 'self' data: ${remotes.join(' ')}`.trim(),
    `connect-src ${withWidget}`,
    `frame-src ${TRANSLATION_WIDGET_ORIGINS.join(' ')}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** When a client may retry a call that answered 503 and named no time of its own. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Security headers on every response, and `Cache-Control: no-store` on every API answer (they carry
 * customer data and must not sit in shared or browser caches); static bundles keep their own caching.
 * HSTS only when the request came over HTTPS (directly, or through a proxy the server trusts).
 * The policy is built once; the hook takes a callback rather than returning a promise, so it adds no turn
 * of the microtask queue to each answer.
 */
export default fp(async function security(app: FastifyInstance) {
  const csp = contentSecurityPolicy(remoteOrigins(app.config.remotesJson, app.config.releases.publicUrl));
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    reply.header('content-security-policy', csp);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const { url } = request;
    if (url.startsWith('/api/') || url === '/api') reply.header('cache-control', 'no-store');
    // Something this call needs is down for the moment (the database restarting): tell clients when to retry.
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    done(null, payload);
  });
});

/** Requests Fastify refuses before routing (a malformed URL) still answer with the envelope. */
export function frameworkErrors(
  error: { code?: string; message: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid (malformed percent-encoding).'
      : 'The request could not be read.';
  void reply.status(400).send(fail(message));
}
