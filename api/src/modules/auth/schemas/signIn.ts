import { Type } from 'typebox';
import { LIMITS } from '@earrival/shared/limits';
import {
  Email,
  Envelope,
  Nullable,
  SessionUser,
  StringEnum,
  errorResponses,
  failure,
  tooManyResponse,
  unavailableResponse,
} from '../../../platform/http/schemas';

/** TypeBox schemas of the sign-in and session calls: body and query types come from them. */

export const failures = { ...errorResponses, ...unavailableResponse };

export const tooManyAttempts = tooManyResponse(
  'Too many sign-in attempts for this account or from this address: status 0',
);

export const SignInBody = Type.Object({
  email: Email(),
  password: Type.String({ maxLength: LIMITS.passwordMax }),
});

/**
 * A session (data + jwtToken), or, for a member with two-factor sign-in (on, or required for the role and
 * not yet set up), no session: `twoFactor` says which second step is due and `pendingToken` names it.
 */
export const SignInReply = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Nullable(SessionUser),
  jwtToken: Type.Optional(Type.String()),
  twoFactor: Type.Optional(StringEnum(['verify', 'setup'])),
  pendingToken: Type.Optional(Type.String()),
  recoveryCodes: Type.Optional(Type.Array(Type.String())),
});

/** A failed sign-in: HTTP 400 (not 401, so the browser's 401 handler does not take it for an expired session). */
export const signInFailed = failure('Wrong e-mail or password, or bad input: status 0');

export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ maxLength: LIMITS.passwordMax, description: 'My password now' }),
  newPassword: Type.String({
    maxLength: LIMITS.passwordMax,
    description: `At least ${LIMITS.passwordMin} characters, not one of the 10,000 most common passwords`,
  }),
  confirmPassword: Type.String({ maxLength: LIMITS.passwordMax, description: 'The new password again' }),
});

export const tooManyPasswords = tooManyResponse('Too many wrong current passwords: status 0');

export const UserInfoReply = Envelope(SessionUser);
