import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Role } from '@earrival/shared/types';
import { mayRequireTwoFactor } from '@earrival/shared/policy';
import { forbidden } from '../../../platform/errors';
import { ok } from '../../../platform/http/reply';
import { Done } from '../../../platform/http/schemas';
import { failures } from '../schemas/signIn';
import * as S from '../schemas/twoFactor';
import {
  disableMyTwoFactor,
  enableMyTwoFactor,
  setTwoFactorRequirement,
  startMySetup,
  twoFactorStatus,
} from '../service/twoFactorSettings';
import { sessionIdOf } from './gates';

const TAGS = ['twoFactor'];

const forbiddenRole = (role: Role) => forbidden(`This is not available to the ${role} role.`);

/** The signed-in member's own two-factor settings, and the Admin's requirement switch. */
export function twoFactorSettingsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/two-factor',
    {
      schema: {
        tags: TAGS,
        summary: 'My two-factor sign-in: on or off, recovery codes left, whether my role requires it',
        response: { 200: S.StatusReply, ...failures },
      },
    },
    async (request) => ok(await twoFactorStatus(app.db, request.member.id)),
  );

  app.post(
    '/admin/two-factor/setup',
    {
      schema: {
        tags: TAGS,
        summary:
          'Starts turning two-factor on: a new secret and its QR code (confirm with /admin/two-factor/enable)',
        response: { 200: S.SetupReply, ...failures },
      },
    },
    async (request) => ok(await startMySetup(app, request.member.id), 'Scan the QR code with your app.'),
  );

  app.post(
    '/admin/two-factor/enable',
    {
      schema: {
        tags: TAGS,
        summary:
          "Turns two-factor on with the app's current code; answers ten single-use recovery codes, shown once",
        body: S.CodeBody,
        response: { 200: S.RecoveryCodesReply, ...failures, ...S.tooManyCodes },
      },
    },
    async (request) =>
      ok(
        { recoveryCodes: await enableMyTwoFactor(app, request.actor, request.body.code) },
        'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
      ),
  );

  app.post(
    '/admin/two-factor/disable',
    {
      schema: {
        tags: TAGS,
        summary:
          'Turns two-factor off with my password AND a current code (or a recovery code); my other sessions end and I get a notice by mail. Wrong passwords are throttled like sign-in (429 + Retry-After); refused (409) while my role requires it',
        body: S.DisableBody,
        response: { 200: Done, ...failures, ...S.tooManyCodes },
      },
    },
    async (request) => {
      await disableMyTwoFactor(app, request.actor, request.body, sessionIdOf(request));
      return ok(null, 'Two-factor sign-in is off. Your other sessions were signed out.');
    },
  );

  app.put(
    '/admin/two-factor/requirement',
    {
      schema: {
        tags: TAGS,
        summary:
          'Admin only, with two-factor on for themselves: require two-factor sign-in for the Admin and Manager roles; the sessions of those who have not set it up end, and they set it up at their next sign-in',
        body: S.RequirementBody,
        response: { 200: S.StatusReply, ...failures },
      },
    },
    async (request) => {
      if (!mayRequireTwoFactor(request.member.type)) throw forbiddenRole(request.member.type);
      const { required } = request.body;
      const ended = await setTwoFactorRequirement(app.db, request.actor, required);
      return ok(
        await twoFactorStatus(app.db, request.member.id),
        required
          ? `Two-factor sign-in is now required for Admin and Manager.${ended ? ` ${ended === 1 ? '1 session' : `${ended} sessions`} of members without it ended.` : ''}`
          : 'Two-factor sign-in is no longer required.',
      );
    },
  );
}
