import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../../platform/http/reply';
import { failures } from '../schemas/signIn';
import * as S from '../schemas/sessions';
import { endMyOtherSessions, endMySession, mySessions } from '../service/sessions';
import { sessionIdOf } from './gates';

const endedMessage = (n: number) =>
  n === 0
    ? 'There were no other sessions to sign out.'
    : n === 1
      ? 'Signed out 1 other session.'
      : `Signed out ${n} other sessions.`;

/** Settings -> Sessions (every role): where I am signed in, and ending those sessions. */
export function sessionRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/sessions',
    {
      schema: {
        tags: ['sessions'],
        operationId: 'listMySessions',
        summary:
          'My open sessions (unexpired), newest first: browser, address, when signed in and last seen, and which one is this',
        response: { 200: S.SessionsReply, ...failures },
      },
    },
    async (request) => ok({ sessions: await mySessions(app.db, request.member.id, sessionIdOf(request)) }),
  );

  app.delete(
    '/admin/sessions/:id',
    {
      schema: {
        tags: ['sessions'],
        operationId: 'endMySession',
        summary:
          "Signs out one of my sessions (its id from the list); that device's next call answers 401. Another member's or an unknown id: 404",
        params: S.SessionParams,
        response: { 200: S.EndedReply, ...failures },
      },
    },
    async (request) => {
      const { ended, own } = await endMySession(
        app.db,
        request.actor,
        request.params.id,
        sessionIdOf(request),
      );
      return ok({ ended }, own ? 'You have been signed out.' : 'The session was signed out.');
    },
  );

  app.delete(
    '/admin/sessions',
    {
      schema: {
        tags: ['sessions'],
        operationId: 'endMyOtherSessions',
        summary: 'Signs out every session of mine but this one',
        response: { 200: S.EndedReply, ...failures },
      },
    },
    async (request) => {
      const ended = await endMyOtherSessions(app.db, request.actor, sessionIdOf(request));
      return ok({ ended }, endedMessage(ended));
    },
  );
}
