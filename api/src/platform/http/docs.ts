import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorResponses, unavailableResponse } from './schemas';

/**
 * The OpenAPI document at GET /api/docs, generated from the routes' TypeBox schemas (the same ones that
 * validate the requests and serialise the answers), and the interactive reference at /api/reference.
 * `shared/src/types/generated/` (a folder per API area, a file per call) is generated from this document
 * (`npm run contract`), and `src/cli/contract/contract.test.ts` fails when a file there is stale or the
 * document does not lint clean.
 */

/** Words that already say what a call does: a path starting with one needs no method in front. */
const VERBS = new Set(
  'get post put delete add update change move assign search send resend save upload download retry undo export'.split(
    ' ',
  ),
);

/**
 * A route's operationId, unless its schema names one: its path's fixed words in camelCase, without the
 * /api and /admin prefixes, and with the method in front when the words do not start with a verb
 * (GET /admin/get-orders-list/:orderName -> getOrdersList, PUT /admin/move-order-status ->
 * moveOrderStatus, GET /health/live -> getHealthLive, POST /front/track-order -> postFrontTrackOrder). The generated browser types are
 * keyed by it, so it is stable as long as the path is.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api' && part !== 'admin')
    // A parameter is not a word, but a fixed suffix after it is (':orderName.csv' -> 'csv').
    .map((part) => (part.startsWith(':') ? part.replace(/^[^.]*\.?/, '') : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  if (!VERBS.has(words[0] ?? '')) words.unshift(method.toLowerCase());
  return words
    .map((word, i) => (i === 0 ? word[0]!.toLowerCase() : word[0]!.toUpperCase()) + word.slice(1))
    .join('');
}

type JsonObject = { type?: unknown; properties?: Record<string, { default?: unknown }>; required?: string[] };

/**
 * A field with a default need not be sent (the validator fills it in), so the document lists it as
 * optional, although the handler's type (after validation) has it.
 */
function defaultsOptional<T>(schema: T): T {
  const object = schema as JsonObject | undefined;
  if (!object?.properties || !object.required) return schema;
  const required = object.required.filter((name) => object.properties![name]?.default === undefined);
  return { ...object, required } as T;
}

/** The failures many routes share, by status: documented once under components.responses. */
const SHARED_FAILURES: Record<string, { name: string; description: string }> = Object.fromEntries(
  Object.entries({ ...errorResponses, ...unavailableResponse }).map(([status, schema]) => [
    status,
    { name: `Failure${status}`, description: (schema as { description?: string }).description! },
  ]),
);

type Responses = Record<string, { description?: string; $ref?: string }>;
type Document = {
  paths?: Record<string, Record<string, { responses?: Responses }>>;
  components?: { responses?: Record<string, unknown> };
};

/**
 * Each route lists its shared failures (errorResponses) as its own copy; here every copy becomes a
 * reference to one entry of components.responses, so the document and the browser types generated from
 * it describe each failure once instead of once per operation.
 */
export function sharedFailures<T>(document: T): T {
  const shared: Record<string, unknown> = {};
  const doc = document as Document;
  for (const operations of Object.values(doc.paths ?? {}))
    for (const operation of Object.values(operations))
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const failure = SHARED_FAILURES[status];
        if (!failure || response.description !== failure.description) continue;
        shared[failure.name] ??= response;
        operation.responses![status] = { $ref: `#/components/responses/${failure.name}` };
      }
  doc.components = { ...doc.components, responses: { ...doc.components?.responses, ...shared } };
  return document;
}

type Schema = { title?: string; [key: string]: unknown };

/**
 * A schema the API names (TypeBox's `title`: MailEntry, DocumentEntry, Release, ...) is written once,
 * under components.schemas, and every place it stands in becomes a reference to it: the document and the
 * browser types generated from it describe a mail row once, not once per call that answers one. Two
 * different schemas with one name are a mistake in the API's schemas, and fail here.
 */
export function namedSchemas<T>(document: T): T {
  const doc = document as {
    paths?: Record<string, unknown>;
    components?: { schemas?: Record<string, unknown> };
  };
  const named: Record<string, Schema> = {};
  const texts: Record<string, string> = {};
  const hoist = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(hoist);
    if (!value || typeof value !== 'object') return value;
    const inner = Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, hoist(child)]),
    ) as Schema;
    const name = inner.title;
    if (typeof name !== 'string' || !('type' in inner || 'anyOf' in inner)) return inner;
    // What a place says of its own use (may be null, what it stands for there) stays beside the reference.
    const { nullable, description, ...schema } = inner;
    const text = JSON.stringify(schema);
    if (texts[name] !== undefined && texts[name] !== text)
      throw new Error(`Two different schemas are both named ${name}: name one of them differently`);
    texts[name] = text;
    named[name] = schema;
    const ref = { $ref: `#/components/schemas/${name}` };
    if (nullable === undefined && description === undefined) return ref;
    // OpenAPI 3.0 reads nullable only beside a type.
    return {
      ...(nullable === undefined ? {} : { type: schema.type, nullable }),
      ...(description === undefined ? {} : { description }),
      allOf: [ref],
    };
  };
  doc.paths = hoist(doc.paths) as Record<string, unknown>;
  const sorted = Object.fromEntries(Object.entries(named).sort(([a], [b]) => a.localeCompare(b)));
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ...sorted } };
  return document;
}

export const documentInfo = {
  title: 'Cuba e-Arrival back-office API',
  version: '1.0.0',
  description:
    'Admin calls under /api/admin, visitor calls under /api/front, the application site under /api/intake. ' +
    'Envelope: { status, message, data }: status 1 on success, 0 on failure, 401 when the session is not valid. ' +
    'A list call (get-orders-list, search-order, order-history) answers { status, message, data, total }: data ' +
    "is the list itself and total the number of rows in the whole folder or search (the pager's).",
  license: { name: 'Proprietary', url: 'https://www.cubaearrival.com/terms' },
};

export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: documentInfo,
      // Relative: the document describes whichever server serves it (8080 staff, 8081 visitor, or behind a proxy).
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          token: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "The jwtToken from admin-login (the raw token without 'Bearer ' is accepted too)",
          },
          intakeKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'INTAKE_API_KEY' },
          deployToken: {
            type: 'http',
            scheme: 'bearer',
            description: "A remote's deploy token (npm run create-deploy-token, or Settings -> Deployments)",
          },
        },
      },
    },
    transformObject: (document) =>
      namedSchemas(
        sharedFailures('openapiObject' in document ? document.openapiObject : document.swaggerObject),
      ),
    transform: ({ schema, url, route }) => {
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      const given = (schema ?? {}) as FastifySchema & {
        operationId?: string;
        security?: unknown[];
        querystring?: unknown;
        body?: unknown;
      };
      return {
        url,
        schema: {
          ...given,
          operationId: given.operationId ?? operationIdOf(method, url),
          // protect() marks the routes that need a token; every other route is public, and says so.
          security: given.security ?? [],
          ...(given.querystring ? { querystring: defaultsOptional(given.querystring) } : {}),
          ...(given.body ? { body: defaultsOptional(given.body) } : {}),
        } as FastifySchema,
      };
    },
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  // The interactive reference: its script and styles are served from here (the CSP allows 'self'), and
  // only this page loads them; the apps' bundles never include it. BaseLayout: the standalone layout's
  // top bar draws Swagger's logo, an SVG with an inline <style> our style-src refuses (a console error on
  // every load), and its URL box would offer to explore other documents; this page shows one.
  await app.register(swaggerUi, {
    routePrefix: '/api/reference',
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0, layout: 'BaseLayout' },
    staticCSP: false,
    transformSpecificationClone: true,
  });
});
