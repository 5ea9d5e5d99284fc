import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../actor';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who makes this call, for the services: read when asked, so it holds the member `protect` set. */
    readonly actor: Actor;
  }
}

/** The one place a request becomes an Actor. */
export function actorOf(request: FastifyRequest): Actor {
  const member = (request as Partial<Pick<FastifyRequest, 'member'>>).member;
  const userAgent = request.headers['user-agent'];
  return {
    memberId: member?.id ?? null,
    role: member?.type ?? null,
    // A request whose socket is gone has no address left to read.
    ip: request.ip ?? '',
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    ...(member?.tabId ? { tabId: member.tabId } : {}),
  };
}

/** `request.actor` on every request of the app. */
export const actorDecorator = fp(
  async function actorDecorator(app: FastifyInstance) {
    app.decorateRequest('actor', {
      getter(this: FastifyRequest) {
        return actorOf(this);
      },
    });
  },
  { name: 'actor' },
);
