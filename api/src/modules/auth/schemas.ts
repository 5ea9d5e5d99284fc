import { Type, type TSchema } from 'typebox';
import { ROLES, type Role as RoleName } from '@earrival/shared/types';

/** TypeBox schemas of the sign-in, session and team calls: body and query types come from them. */

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Integer(), message: Type.String(), data: Nullable(data) });

const failure = (description: string) =>
  Type.Object({ status: Type.Integer(), message: Type.String(), data: Type.Null() }, { description });

export const failures = {
  400: failure('Bad input: status 0 and a message'),
  401: failure('Missing, invalid, expired or revoked token: status 401'),
  403: failure('Not allowed for this role or rank: status 0'),
  404: failure('Unknown member: status 0'),
  409: failure('Conflict (duplicate e-mail, last Admin): status 0'),
  503: failure('The database is unreachable for the moment: status 0, with Retry-After'),
};

export const tooManyAttempts = failure(
  'Too many sign-in attempts for this account or from this address: status 0, with Retry-After (seconds)',
);

export const Role = Type.Unsafe<RoleName>({
  type: 'string',
  enum: [...ROLES],
  description: 'Admin, Manager, Team, Telecaller or Night Staff',
});

export const SessionUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  type: Role,
});

export const SignInBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  password: Type.String({ maxLength: 1024 }),
});

export const SignInReply = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: SessionUser,
  jwtToken: Type.String(),
});

export const ChangePasswordBody = Type.Object({
  newPassword: Type.String({ maxLength: 1024, description: 'At least 6 characters' }),
});
