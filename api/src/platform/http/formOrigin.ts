import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/**
 * Where a form was posted from. A plain HTML form can be posted to us by a page on any site, and the
 * browser then keeps whatever our answer sets (login CSRF: a stranger's page auto-posts the track form
 * with its own order, and the visitor's browser holds that order's proof). So a form post must come from
 * our own page:
 * - `Sec-Fetch-Site` (every current browser sends it, and no page script can change it): 'same-origin',
 *   or 'none' (the person did it: typed, bookmarked); 'same-site' and 'cross-site' are refused, since a
 *   sibling host is not ours to trust;
 * - without it (older browsers), `Origin`, else `Referer`, must name this very host (the Host header, or
 *   X-Forwarded-Host behind TRUST_PROXY) and port; `Origin: null` (a sandboxed or privacy-redirected
 *   page) is refused;
 * - with none of them (curl, very old browsers) the post is allowed: no browser of a victim is involved
 *   without one of them, except the oldest, which our pages' Referrer-Policy leaves blind anyway.
 */
export const CROSS_SITE_FORM =
  'This form was sent from another website, so it was not read. Please fill it in on this page.';

const SAFE_FETCH_SITES = new Set(['same-origin', 'none']);

/** Whether a URL (an Origin or a Referer) names the host the request was sent to, port included. */
function namesThisHost(request: FastifyRequest, address: string): boolean {
  try {
    const from = new URL(address);
    // Parsed with the sender's scheme, so a default port (:80, :443) reads the same on both sides.
    return from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** True when a browser says, or lets us see, that the form was posted from a page of another origin. */
export function postedFromElsewhere(request: FastifyRequest): boolean {
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) return !SAFE_FETCH_SITES.has(site.toLowerCase());
  const origin = header(request, 'origin');
  if (origin !== undefined) return !namesThisHost(request, origin);
  const referer = header(request, 'referer');
  if (referer !== undefined) return !namesThisHost(request, referer);
  return false;
}

/** A hook for a form's route: 403 before its body is read when it was posted from elsewhere. */
export async function refuseCrossSiteForm(request: FastifyRequest): Promise<void> {
  if (postedFromElsewhere(request)) throw forbidden(CROSS_SITE_FORM);
}
