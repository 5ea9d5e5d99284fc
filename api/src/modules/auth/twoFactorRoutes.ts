import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Role } from '@earrival/shared/types';
import {
  TWO_FACTOR_ENFORCEABLE_ROLES,
  mayRequireTwoFactor,
  twoFactorRequiredFor,
} from '@earrival/shared/policy';
import { verifyPassword } from './passwords';
import { endSessionsWithoutTwoFactor, startSession } from './sessionStore';
import { conflict, forbidden, invalid, unauthenticated } from '../../platform/http/errors';
import { ok } from '../../platform/http/reply';
import { sessionIdOf } from './gate';
import { logSecurityEvent } from '../securityLog/log';
import { Done } from '../../platform/http/schemas';
import { queueAccountNotice } from './notices';
import {
  claimPendingSignIn,
  clearTwoFactor,
  pendingSignInUsed,
  findTwoFactorMember,
  recoveryCodesLeft,
  setTwoFactorRequired,
  twoFactorRequiredSetting,
} from './repository';
import { SignInReply, failures } from './schemas';
import { endSessionsOf, logEndedSessions } from './sessions';
import { PENDING_INVALID, PENDING_USED, readPending, signPending, type PendingSignIn } from './twoFactor';
import { checkCode, confirmSetup, startSetup } from './twoFactorService';
import { admitPasswordCheck, passwordCheckSucceeded } from './signInGuard';
import * as S from './twoFactorSchemas';

interface PasswordChecked {
  id: number;
  name: string;
  email: string;
  type: Role;
  token_version: number;
  password_hash: string;
  totp_secret: string | null;
}

/**
 * A session: what a sign-in answers once every step is done. The token's session row is opened (from this
 * request's address and browser) and the sign-in recorded; `how` says which steps it took.
 */
export async function session(
  app: FastifyInstance,
  request: FastifyRequest,
  member: Omit<PasswordChecked, 'totp_secret' | 'password_hash'>,
  how: string,
) {
  const user = { id: member.id, name: member.name, email: member.email, type: member.type };
  const { token } = await startSession(
    app.db,
    app.config.jwtSecret,
    app.config.jwtTtlSeconds,
    user,
    member.token_version,
    { ip: request.ip, userAgent: request.headers['user-agent'] },
  );
  await logSecurityEvent(app.db, request, {
    event: 'sign-in-succeeded',
    actorId: member.id,
    memberId: member.id,
    email: member.email,
    detail: how,
  });
  return { ...ok(user, `Welcome, ${member.name}`), jwtToken: token };
}

/**
 * What the password step answers: a session, or (two-factor on, or required for the role and not set up)
 * no session but the second step that is due and a pending token for it.
 */
export async function afterPassword(app: FastifyInstance, request: FastifyRequest, member: PasswordChecked) {
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
  return session(app, request, member, 'password');
}

const TAGS = ['twoFactor'];

/** The second sign-in step (public: the pending token is the proof of the password). */
export function twoFactorSignInRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  const pendingMember = async (token: string, purpose: 'verify' | 'setup') => {
    const check = readPending(app.config.jwtSecret, token);
    if (!check.ok) throw unauthenticatedStep(check.message);
    const member = await findTwoFactorMember(app.db, check.memberId);
    // A password change (or reset) since the first step, or a member deleted, ends the pending sign-in too.
    if (
      !member ||
      member.token_version !== check.tokenVersion ||
      !check.provedPassword(member.password_hash) ||
      check.purpose !== purpose
    )
      throw unauthenticatedStep(PENDING_INVALID);
    // Asked before the code is checked, so a second use spends no code; claimed after it (race-safe).
    if (await pendingSignInUsed(app.db, check.id)) throw unauthenticatedStep(PENDING_USED);
    return { member, pending: check as PendingSignIn };
  };

  /** A pending sign-in gives one session, once: a second use (even with another good code) is refused. */
  const claim = async (pending: PendingSignIn) => {
    if (!(await claimPendingSignIn(app.db, pending.id, pending.expiresAt)))
      throw unauthenticatedStep(PENDING_USED);
  };

  app.post(
    '/admin/two-factor/sign-in',
    {
      schema: {
        tags: TAGS,
        summary:
          'Second sign-in step: the pending token and a current code (or a recovery code) give the session, once. Wrong codes are throttled per member (429 + Retry-After)',
        body: S.PendingCodeBody,
        response: { 200: SignInReply, ...failures, ...S.tooManyCodes },
      },
    },
    async (request) => {
      const { member, pending } = await pendingMember(request.body.pendingToken, 'verify');
      const { recovery } = await checkCode(app.db, app.config.jwtSecret, member, request.body.code, {
        audit: { request, failed: 'two-factor-failed', purpose: 'sign-in' },
      });
      await claim(pending);
      return session(
        app,
        request,
        member,
        recovery ? 'password + recovery code' : 'password + authenticator code',
      );
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
      const { member } = await pendingMember(request.body.pendingToken, 'setup');
      return ok(await startSetup(app.db, app.config.jwtSecret, member), 'Scan the QR code with your app.');
    },
  );

  app.post(
    '/admin/two-factor/sign-in/confirm',
    {
      schema: {
        tags: TAGS,
        summary:
          "Confirms the setup started at sign-in with the app's current code: two-factor is on, the session (once per pending token) and ten recovery codes (shown once) come back",
        body: S.PendingCodeBody,
        response: { 200: SignInReply, ...failures, ...S.tooManyCodes },
      },
    },
    async (request) => {
      const { member, pending } = await pendingMember(request.body.pendingToken, 'setup');
      const recoveryCodes = await confirmSetup(app.db, app.config.jwtSecret, member, request.body.code, {
        request,
        failed: 'two-factor-failed',
        purpose: 'setting up two-factor at sign-in',
      });
      await logSecurityEvent(app.db, request, {
        event: 'two-factor-enabled',
        actorId: member.id,
        memberId: member.id,
        detail: 'set up at sign-in',
      });
      await claim(pending);
      return { ...(await session(app, request, member, 'password + two-factor setup')), recoveryCodes };
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
        { request, failed: 'two-factor-failed', purpose: 'turning two-factor on' },
      );
      await logSecurityEvent(app.db, request, {
        event: 'two-factor-enabled',
        memberId: request.member.id,
        detail: 'turned on in Settings',
      });
      return ok({ recoveryCodes }, 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.');
    },
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
      const member = await me(request.member.id);
      if (!member.totp_secret) throw conflict('Two-factor sign-in is already off.');
      if (twoFactorRequiredFor(member.type, await twoFactorRequiredSetting(app.db)))
        throw conflict(
          `Two-factor sign-in is required for the ${member.type} role; it cannot be turned off.`,
        );
      const { password, code } = request.body;
      if (!password) throw invalid('Enter your password to turn two-factor sign-in off.');
      if (!code.trim())
        throw invalid(
          'Enter the 6-digit code from your authenticator app (or a recovery code) to turn two-factor sign-in off.',
        );
      const refused = (detail: string) =>
        logSecurityEvent(app.db, request, {
          event: 'two-factor-disable-failed',
          memberId: member.id,
          detail,
        });
      await admitPasswordCheck(app.db, member.id, refused);
      if (!(await verifyPassword(member.password_hash, password))) {
        await refused('wrong password');
        throw invalid('That password is not right.');
      }
      await passwordCheckSucceeded(app.db, member.id);
      await checkCode(app.db, app.config.jwtSecret, member, code, {
        audit: { request, failed: 'two-factor-disable-failed', purpose: 'turning two-factor off' },
      });
      await app.db.transaction().execute(async (trx) => {
        await clearTwoFactor(trx, member.id);
        await logSecurityEvent(trx, request, { event: 'two-factor-disabled', memberId: member.id });
        await endSessionsOf(trx, request, {
          memberId: member.id,
          exceptId: sessionIdOf(request),
          reason: 'two-factor-disabled',
        });
        await queueAccountNotice(app, trx, request, { kind: 'two-factor-disabled', member });
      });
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
      if (required && !(await me(request.member.id)).totp_secret)
        throw conflict(
          'Turn on two-factor sign-in for your own account first (Settings), then require it for Admin and Manager.',
        );
      const ended = await app.db.transaction().execute(async (trx) => {
        await setTwoFactorRequired(trx, required, request.member.id);
        const sessions = required
          ? await endSessionsWithoutTwoFactor(trx, TWO_FACTOR_ENFORCEABLE_ROLES, 'two-factor-required')
          : [];
        await logSecurityEvent(trx, request, {
          event: 'two-factor-requirement',
          detail: required
            ? `on for Admin and Manager; ${sessions.length} session(s) of members without it ended`
            : 'off',
        });
        await logEndedSessions(trx, request, sessions, 'two-factor-required');
        return sessions.length;
      });
      return ok(
        await status(request.member.id),
        required
          ? `Two-factor sign-in is now required for Admin and Manager.${ended ? ` ${ended === 1 ? '1 session' : `${ended} sessions`} of members without it ended.` : ''}`
          : 'Two-factor sign-in is no longer required.',
      );
    },
  );
}

const forbiddenRole = (role: Role) => forbidden(`This is not available to the ${role} role.`);
