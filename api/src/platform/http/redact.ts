import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets (a mailed link's token, a code, a key): the request log keeps
 * their names and drops their values, so reading the logs never opens someone's documents or session.
 */
const SECRET_PARAM =
  /^(token|pendingtoken|code|key|api_key|apikey|secret|password|signature|proof|x-amz-[a-z-]+)$/i;

/** The URL as the request log may show it: secret query values replaced by [redacted]. */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judged by its raw text.
      }
      return eq >= 0 && SECRET_PARAM.test(name.trim()) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Pino's request serializer with the URL redacted (and the same fields as its default). */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
