import { Type } from 'typebox';
import { LIMITS } from '@earrival/shared/limits';
import { Email, Envelope, Nullable, failure } from '../../../platform/http/schemas';

/** TypeBox schemas of forgot password and two-factor sign-in. */

const Code = Type.String({
  minLength: 1,
  maxLength: 32,
  description: 'The 6-digit code of the authenticator app, or a recovery code (abcde-23456)',
});
const PendingToken = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: 'The pendingToken of the sign-in answer',
});
const NewPassword = Type.String({
  maxLength: LIMITS.passwordMax,
  description: `At least ${LIMITS.passwordMin} characters`,
});

export const ForgotPasswordBody = Type.Object({ email: Email() });
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, description: 'The token of the mailed link' }),
  newPassword: NewPassword,
});
export const PendingBody = Type.Object({ pendingToken: PendingToken });
export const PendingCodeBody = Type.Object({ pendingToken: PendingToken, code: Code });
export const CodeBody = Type.Object({ code: Code });
export const DisableBody = Type.Object(
  {
    password: Type.String({ maxLength: LIMITS.passwordMax }),
    code: Type.String({
      maxLength: 32,
      description: 'The 6-digit code of the authenticator app, or a recovery code (abcde-23456)',
    }),
  },
  { description: 'Your password AND a current code (both)' },
);
export const RequirementBody = Type.Object({
  required: Type.Boolean({ description: 'Two-factor sign-in required for the Admin and Manager roles' }),
});

export const Setup = Type.Object({
  secret: Type.String({ description: 'The key, for typing into the app by hand (shown only now)' }),
  otpauthUrl: Type.String(),
  qrDataUrl: Type.String({ description: 'The QR code of otpauthUrl as a PNG data URL' }),
});

export const Status = Type.Object({
  enabled: Type.Boolean(),
  enabledAt: Nullable(Type.String()),
  recoveryCodesLeft: Type.Integer(),
  requiredForManagers: Type.Boolean(),
  requiredForMe: Type.Boolean(),
});

export const SetupReply = Envelope(Setup);
export const StatusReply = Envelope(Status);
export const RecoveryCodesReply = Envelope(
  Type.Object({
    recoveryCodes: Type.Array(Type.String(), { description: 'Ten single-use codes, shown once' }),
  }),
);
export const tooManyCodes = {
  429: failure('Too many wrong codes, or too many requests from this address: status 0 (Retry-After)'),
};
