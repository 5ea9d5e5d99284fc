import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

/** A deadline in words: 30000 -> "30", 1500 -> "1.5" (seconds). */
export const secondsText = (ms: number) => String(Math.round(ms / 100) / 10);

type TimeoutConfig = Pick<Config, 'headersTimeoutMs' | 'bodyTimeoutMs' | 'uploadTimeoutMs'>;

/**
 * The server's deadlines for slow clients (Fastify constructor options), so a client that sends its
 * request a byte at a time cannot hold a connection open without end:
 * - the headers must have arrived within HEADERS_TIMEOUT_MS (30 s), counted from the connection or the
 *   end of the previous request; a connection that sends nothing is closed then too;
 * - the whole request within HEADERS_TIMEOUT_MS + UPLOAD_TIMEOUT_MS (150 s): the ceiling for every route,
 *   just past the upload's own body deadline (modules/documents/routes/upload.ts), so that one answers first;
 * - a socket with no traffic at all for UPLOAD_TIMEOUT_MS (120 s) is closed, whatever it is doing;
 * - an idle keep-alive socket is closed after 72 s (Fastify's default, longer than the 60 s idle cut of
 *   common load balancers, so they never reuse a socket the server is closing).
 * Node answers an expired headers or request deadline with 408 and closes the socket.
 */
export function serverTimeouts(config: TimeoutConfig) {
  const headers = Math.min(config.headersTimeoutMs, config.uploadTimeoutMs);
  return {
    requestTimeout: headers + config.uploadTimeoutMs,
    connectionTimeout: config.uploadTimeoutMs,
    keepAliveTimeout: 72_000,
    http: {
      headersTimeout: headers,
      // Node looks for expired requests on this beat (30 s by default, which could nearly double a 30 s
      // deadline); a quarter of the headers deadline, between 100 ms and 5 s, keeps each one close.
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headers / 4))),
    },
  };
}

/** A request whose body Fastify reads through its payload stream (JSON and every other parsed type). */
function hasParsedBody(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  // A streamed upload that keeps its own deadline (UPLOAD_TIMEOUT_MS), e.g. a release archive.
  if (request.routeOptions.config?.ownBodyDeadline) return false;
  const { headers } = request;
  const length = headers['content-length'];
  if (length === undefined ? headers['transfer-encoding'] === undefined : length === '0') return false;
  // Multipart is read by @fastify/multipart from the raw request, not from the payload stream; the upload
  // keeps its own deadline (UPLOAD_TIMEOUT_MS), and elsewhere a multipart body is never read at all.
  return !/^multipart\//i.test(headers['content-type'] ?? '');
}

/**
 * Whether the whole body is already in memory, so that reading it cannot wait on the client: Node's parser
 * has reached the end of the message, so every byte of it sits in the request's buffer. (`app.inject`
 * requests never say so, and keep the deadline: the product does not read a test tool's internals.)
 */
export function bodyInMemory(raw: FastifyRequest['raw']): boolean {
  return raw.complete === true;
}

/**
 * The body deadline of every route but the upload: the body must have arrived within BODY_TIMEOUT_MS
 * (30 s) of the server starting to read it (bodies are at most 1 MB, `bodyLimit`). Late, the read fails
 * with 408: the envelope answers "The request body did not arrive within 30 seconds." and, since the rest
 * of the body is not read, the connection is closed after the answer.
 *
 * Only a body still on its way is timed: most requests (and, behind the token check's database round
 * trip, nearly every signed-in one) have their whole body in memory by now, and pass on untouched. The
 * hook takes a callback rather than returning a promise, so a request without a body to time costs no
 * extra turn of the microtask queue.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its body as a stream under its own deadline (UPLOAD_TIMEOUT_MS), not BODY_TIMEOUT_MS. */
    ownBodyDeadline?: boolean;
  }
}

export default fp(async function timeouts(app: FastifyInstance) {
  const { bodyTimeoutMs } = app.config;
  const message = `The request body did not arrive within ${secondsText(bodyTimeoutMs)} seconds.`;
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (!hasParsedBody(request) || bodyInMemory(request.raw)) return done(null, payload);
    // Fastify reads the body from the stream this hook passes on; a pass-through that fails at the deadline
    // makes the body parser fail the way a broken body does, through the error handler.
    const timed = new PassThrough();
    const timer = setTimeout(() => {
      timed.destroy(Object.assign(new Error(message), { statusCode: 408, code: 'BODY_TIMEOUT' }));
    }, bodyTimeoutMs);
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    timed.once('close', stop);
    reply.raw.once('close', stop);
    // Fastify compares the bytes received on the wire with Content-Length through this property.
    Object.defineProperty(timed, 'receivedEncodedLength', {
      get: () => (payload as { receivedEncodedLength?: number }).receivedEncodedLength,
    });
    // A body nobody reads (the route answered first) must not turn the deadline into an unhandled error.
    timed.on('error', () => {});
    payload.pipe(timed);
    done(null, timed);
  });
});
