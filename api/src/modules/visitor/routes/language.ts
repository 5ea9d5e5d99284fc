import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_PARAM,
  type LanguageChoice,
} from '@earrival/shared/languages';

/**
 * A language chosen by a link (`?lang=`) is kept in the switch's cookie, so the next page and the
 * calls it makes read it too. Not HttpOnly: it holds nothing secret, only a language.
 */
export function rememberLanguageChoice(
  request: FastifyRequest,
  reply: FastifyReply,
  choice: LanguageChoice,
): void {
  const query = request.query as Record<string, unknown> | undefined;
  if (!choice.explicit || typeof query?.[LANGUAGE_PARAM] !== 'string') return;
  if (request.cookies[LANGUAGE_COOKIE] === choice.language) return;
  reply.setCookie(LANGUAGE_COOKIE, choice.language, {
    path: '/',
    sameSite: 'lax',
    secure: 'auto',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  });
}
