import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../../platform/http/reply';
import * as S from '../schemas/signIn';
import * as T from '../schemas/twoFactor';
import {
  confirmSignInSetup,
  signIn,
  signInWithCode,
  startSignInSetup,
  type SignInOutcome,
} from '../service/signIn';

/** What a sign-in step answers: the session (data + jwtToken), or the second step due and its pending token. */
const signInAnswer = (outcome: SignInOutcome) =>
  'token' in outcome
    ? { ...ok(outcome.member, `Welcome, ${outcome.member.name}`), jwtToken: outcome.token }
    : { ...ok(null, outcome.message), twoFactor: outcome.twoFactor, pendingToken: outcome.pendingToken };

const TAGS = ['twoFactor'];

/** The password step of sign-in (public). */
export function signInRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/admin-login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in: returns the member and a JWT (send it raw in Authorization). Throttled per account and per address (429 + Retry-After)',
        body: S.SignInBody,
        response: { 200: S.SignInReply, ...S.failures, 400: S.signInFailed, ...S.tooManyAttempts },
      },
    },
    async (request) =>
      signInAnswer(await signIn(app, request.actor, request.body.email, request.body.password)),
  );
}

/** The second sign-in step (public: the pending token is the proof of the password). */
export function twoFactorSignInRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/two-factor/sign-in',
    {
      schema: {
        tags: TAGS,
        summary:
          'Second sign-in step: the pending token and a current code (or a recovery code) give the session, once. Wrong codes are throttled per member (429 + Retry-After)',
        body: T.PendingCodeBody,
        response: { 200: S.SignInReply, ...S.failures, ...T.tooManyCodes },
      },
    },
    async (request) =>
      signInAnswer(await signInWithCode(app, request.actor, request.body.pendingToken, request.body.code)),
  );

  app.post(
    '/admin/two-factor/sign-in/setup',
    {
      schema: {
        tags: TAGS,
        summary:
          'Two-factor required for my role and not set up: a new secret to scan (the QR code); confirm it with /admin/two-factor/sign-in/confirm',
        body: T.PendingBody,
        response: { 200: T.SetupReply, ...S.failures },
      },
    },
    async (request) =>
      ok(await startSignInSetup(app, request.body.pendingToken), 'Scan the QR code with your app.'),
  );

  app.post(
    '/admin/two-factor/sign-in/confirm',
    {
      schema: {
        tags: TAGS,
        summary:
          "Confirms the setup started at sign-in with the app's current code: two-factor is on, the session (once per pending token) and ten recovery codes (shown once) come back",
        body: T.PendingCodeBody,
        response: { 200: S.SignInReply, ...S.failures, ...T.tooManyCodes },
      },
    },
    async (request) => {
      const { recoveryCodes, ...session } = await confirmSignInSetup(
        app,
        request.actor,
        request.body.pendingToken,
        request.body.code,
      );
      return { ...signInAnswer(session), recoveryCodes };
    },
  );
}
