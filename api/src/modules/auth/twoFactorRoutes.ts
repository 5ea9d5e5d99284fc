import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Role } from '@earrival/shared/types';
import { mayRequireTwoFactor, twoFactorRequiredFor } from '@earrival/shared/policy';
import { verifyPassword } from '../../auth/passwords';
import { signToken } from '../../auth/tokens';
import { conflict, forbidden, invalid, unauthenticated } from '../../errors';
import { ok } from '../../http/reply';
import { Done } from '../../schemas';
import {
  disableTwoFactor,
  findTwoFactorMember,
  recoveryCodesLeft,
  setTwoFactorRequired,
  twoFactorRequiredSetting,
} from './repository';
import { SignInReply, failures } from './schemas';
import { PENDING_INVALID, readPending, signPending } from './twoFactor';
import { checkCode, confirmSetup, startSetup } from './twoFactorService';
import * as S from './twoFactorSchemas';

interface PasswordChecked {
  id: number;
  name: string;
  email: string;
  type: Role;
  token_version: number;
  totp_secret: string | null;
}

/** A session: what a sign-in answers once every step is done. */
export function session(app: FastifyInstance, member: Omit<PasswordChecked, 'totp_secret'>) {
  const user = { id: member.id, name: member.name, email: member.email, type: member.type };
  const jwtToken = signToken(app.config.jwtSecret, app.config.jwtTtlSeconds, user, member.token_version);
  return { ...ok(user, `Welcome, ${member.name}`), jwtToken };
}

/**
 * What the password step answers: a session, or (two-factor on, or required for the role and not set up)
 * no session but the second step that is due and a pending token for it.
 */
export async function afterPassword(app: FastifyInstance, member: PasswordChecked) {
  if (member.totp_secret)
    return {
      ...ok(null, 'Enter the 6-digit code from your authenticator app.'),
      twoFactor: 'verify' as const,
      pendingToken: signPending(app.config.jwtSecret, member, 'verify'),
    };
  if (twoFactorRequiredFor(member.type, await twoFactorRequiredSetting(app.db)))
    return {
      ...ok(null, `Two-factor sign-in is required for the ${member.type} role. Set it up to continue.`),
      twoFactor: 'setup' as const,
      pendingToken: signPending(app.config.jwtSecret, member, 'setup'),
    };
  return session(app, member);
}

const TAGS = ['auth'];

/** The second sign-in step (public: the pending token is the proof of the password). */
export function twoFactorSignInRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  const pendingMember = async (token: string, purpose: 'verify' | 'setup') => {
    const check = readPending(app.config.jwtSecret, token);
    if (!check.ok) throw unauthenticatedStep(check.message);
    const member = await findTwoFactorMember(app.db, check.memberId);
    // A password change since the first step, or a member deleted, ends the pending sign-in too.
    if (!member || member.token_version !== check.tokenVersion || check.purpose !== purpose)
      throw unauthenticatedStep(PENDING_INVALID);
    return member;
  };

  app.post(
    '/admin/two-factor/sign-in',
    {
      schema: {
        tags: TAGS,
        summary:
          'Second sign-in step: the pending token and a current code (or a recovery code) give the session. Wrong codes are throttled per member (429 + Retry-After)',
        body: S.PendingCodeBody,
        response: { 200: SignInReply, ...failures, ...S.tooManyCodes },
      },
    },
    async (request) => {
      const member = await pendingMember(request.body.pendingToken, 'verify');
      await checkCode(app.db, app.config.jwtSecret, member, request.body.code);
      return session(app, member);
    },
  );

  app.post(
    '/admin/two-factor/sign-in/setup',
    {
      schema: {
        tags: TAGS,
        summary:
          'Two-factor required for my role and not set up: a new secret to scan (the QR code); confirm it with /admin/two-factor/sign-in/confirm',
        body: S.PendingBody,
        response: { 200: S.SetupReply, ...failures },
      },
    },
    async (request) => {
      const member = await pendingMember(request.body.pendingToken, 'setup');
      return ok(await startSetup(app.db, app.config.jwtSecret, member), 'Scan the QR code with your app.');
    },
  );

  app.post(
    '/admin/two-factor/sign-in/confirm',
    {
      schema: {
        tags: TAGS,
        summary:
          "Confirms the setup started at sign-in with the app's current code: two-factor is on, the session and ten recovery codes (shown once) come back",
        body: S.PendingCodeBody,
        response: { 200: SignInReply, ...failures, ...S.tooManyCodes },
      },
    },
    async (request) => {
      const member = await pendingMember(request.body.pendingToken, 'setup');
      const recoveryCodes = await confirmSetup(app.db, app.config.jwtSecret, member, request.body.code);
      return { ...session(app, member), recoveryCodes };
    },
  );
}

/**
 * A pending sign-in that is expired or forged is a 400 (not 401): the browser's 401 handler would take it
 * for the end of a session, and there is none yet.
 */
const unauthenticatedStep = (message: string) => invalid(message);

/** The signed-in member's own two-factor settings, and the Admin's requirement switch. */
export function twoFactorSettingsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  const me = async (id: number) => {
    const member = await findTwoFactorMember(app.db, id);
    if (!member) throw unauthenticated('Your account no longer exists. Please contact an administrator.');
    return member;
  };

  const status = async (id: number) => {
    const member = await me(id);
    const requiredForManagers = await twoFactorRequiredSetting(app.db);
    return {
      enabled: !!member.totp_secret,
      enabledAt: member.totp_enabled_at ? member.totp_enabled_at.toISOString() : null,
      recoveryCodesLeft: member.totp_secret ? await recoveryCodesLeft(app.db, id) : 0,
      requiredForManagers,
      requiredForMe: twoFactorRequiredFor(member.type, requiredForManagers),
    };
  };

  app.get(
    '/admin/two-factor',
    {
      schema: {
        tags: TAGS,
        summary: 'My two-factor sign-in: on or off, recovery codes left, whether my role requires it',
        response: { 200: S.StatusReply, ...failures },
      },
    },
    async (request) => ok(await status(request.member.id)),
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
    async (request) =>
      ok(
        await startSetup(app.db, app.config.jwtSecret, await me(request.member.id)),
        'Scan the QR code with your app.',
      ),
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
    async (request) => {
      const recoveryCodes = await confirmSetup(
        app.db,
        app.config.jwtSecret,
        await me(request.member.id),
        request.body.code,
      );
      return ok({ recoveryCodes }, 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.');
    },
  );

  app.post(
    '/admin/two-factor/disable',
    {
      schema: {
        tags: TAGS,
        summary:
          'Turns two-factor off, with my password or a current code; refused (409) while my role requires it',
        body: S.DisableBody,
        response: { 200: Done, ...failures, ...S.tooManyCodes },
      },
    },
    async (request) => {
      const member = await me(request.member.id);
      if (!member.totp_secret) throw conflict('Two-factor sign-in is already off.');
      if (twoFactorRequiredFor(member.type, await twoFactorRequiredSetting(app.db)))
        throw conflict(
          `Two-factor sign-in is required for the ${member.type} role; it cannot be turned off.`,
        );
      const { password, code } = request.body;
      if (code) await checkCode(app.db, app.config.jwtSecret, member, code);
      else if (!password)
        throw invalid('Enter your password or a current code to turn two-factor sign-in off.');
      else if (!(await verifyPassword(member.password_hash, password)))
        throw invalid('That password is not right.');
      await disableTwoFactor(app.db, member.id);
      return ok(null, 'Two-factor sign-in is off.');
    },
  );

  app.put(
    '/admin/two-factor/requirement',
    {
      schema: {
        tags: TAGS,
        summary:
          'Admin only: require two-factor sign-in for the Admin and Manager roles (members without it set it up at their next sign-in)',
        body: S.RequirementBody,
        response: { 200: S.StatusReply, ...failures },
      },
    },
    async (request) => {
      if (!mayRequireTwoFactor(request.member.type)) throw forbiddenRole(request.member.type);
      await setTwoFactorRequired(app.db, request.body.required, request.member.id);
      return ok(
        await status(request.member.id),
        request.body.required
          ? 'Two-factor sign-in is now required for Admin and Manager.'
          : 'Two-factor sign-in is no longer required.',
      );
    },
  );
}

const forbiddenRole = (role: Role) => forbidden(`This is not available to the ${role} role.`);
