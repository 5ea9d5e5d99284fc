import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, type ErrorKind } from '../errors';
import { customerTextFor } from '../i18n';
import { SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN } from './schemas';

/** The one place a domain error becomes HTTP: its status code, and the envelope's status (401 or 0). */
export const HTTP_STATUS: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unavailable: 503,
  tooMany: 429,
  tooLarge: 413,
};

/** The failure envelope: status 0 (401: the session is not valid), the message, and no data. */
export const fail = (message: string, status: 0 | 401 = 0) => ({ status, message, data: null });

const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found|Part terminated early)/;

type ValidationParams = { missingProperty?: string; allowedValues?: unknown[]; pattern?: string } | undefined;

/** One readable sentence for the first schema violation, naming the field and, for a choice, the choices. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message || 'Invalid request';
  const params = first.params as ValidationParams;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const where = params?.missingProperty ?? field;
  if (!where)
    return first.message === 'must be object' ? 'The request body must be a JSON object.' : error.message;
  const problem = params?.allowedValues
    ? `must be one of ${params.allowedValues.map(String).join(', ')}`
    : params?.pattern === SINGLE_LINE_PATTERN
      ? SINGLE_LINE_MESSAGE
      : (first.message ?? 'bad value');
  return `Invalid ${where}: ${problem}`;
}

/** How a failure is answered: the HTTP status, the envelope, and when a retry may succeed. */
export interface FailureAnswer {
  code: number;
  body: ReturnType<typeof fail>;
  retryAfterSeconds?: number;
}

/**
 * The one mapping of an error to its answer: a client's mistake is a 4xx with status 0 and a readable
 * message, never a 500; anything unexpected is logged and answered with a plain 500.
 */
export function failureAnswer(error: FastifyError, request: FastifyRequest): FailureAnswer {
  if (error instanceof DomainError) {
    const code = HTTP_STATUS[error.kind];
    // A customer's refusal reads in their language; the staff's in English.
    const message = error.text ? customerTextFor(request, error.text) : error.message;
    return {
      code,
      body: fail(message, code === 401 ? 401 : 0),
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  if (error.validation) return { code: 400, body: fail(validationMessage(error)) };
  // A multipart body its parser cannot read (cut short, no parts, broken part headers) is the client's.
  if (MALFORMED_MULTIPART.test(error.message))
    return { code: 400, body: fail('The multipart body could not be read.') };
  // Fastify's own and its plugins' client errors (bad JSON, body too large, wrong media type) carry a 4xx.
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : error.message;
    return { code: statusCode, body: fail(message, statusCode === 401 ? 401 : 0) };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { code: 500, body: fail('Something went wrong on our side. Please try again.') };
}

/** Every failure leaves as the spec's envelope { status, message, data }. */
export default fp(async function envelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { code, body, retryAfterSeconds } = failureAnswer(error, request);
    if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
    return reply.status(code).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    // HEAD asks what GET would answer (link checkers, uptime probes): same status and headers, no body.
    const isPageRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathOnly.startsWith('/api/') &&
      !path.extname(pathOnly);
    if (isPageRoute && app.spaFallback) return app.spaFallback(reply);
    reply.status(404).send(fail(`No such route: ${request.method} ${request.url}`));
  });
});
