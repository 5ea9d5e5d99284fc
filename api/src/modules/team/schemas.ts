import { Type, type Static } from 'typebox';
import { ID_DIGITS_PATTERN, LIMITS } from '@earrival/shared/limits';
import { Email, Envelope, IsoTime, Role, Done, singleLine } from '../../platform/http/schemas';
import { failures } from '../auth/public';

/** A member id: a JSON integer, or its decimal digits as text (no sign, spaces, hex or exponent). */
export const MemberId = Type.Union(
  [Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.String({ pattern: ID_DIGITS_PATTERN })],
  { description: 'Member id: an integer or its decimal digits' },
);

/** A team member as every call returns it: the password is never sent back. */
export const Member = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  type: Role,
  created_at: IsoTime(),
  twoFactor: Type.Optional(Type.Boolean({ description: 'Whether the member signs in with a TOTP code' })),
});
export type Member = Static<typeof Member>;

const memberFields = {
  // One line: a name with a line break split its row in the CSV exports (Order Processed).
  name: singleLine(Type.String({ maxLength: LIMITS.name })),
  email: Email(),
  type: Role,
};

export const AddMemberBody = Type.Object({
  ...memberFields,
  password: Type.String({
    maxLength: LIMITS.passwordMax,
    description: `At least ${LIMITS.passwordMin} characters`,
  }),
});

export const UpdateMemberBody = Type.Object({
  tmId: MemberId,
  ...memberFields,
  password: Type.Optional(
    Type.String({
      maxLength: LIMITS.passwordMax,
      description: 'Empty keeps the old password; a new one signs them out',
    }),
  ),
});

export const DeleteMemberBody = Type.Object({ teamMemberId: MemberId });

export const MemberParams = Type.Object({
  id: Type.String({ pattern: ID_DIGITS_PATTERN, description: 'Member id (decimal digits)' }),
});

export const one = { 200: Envelope(Member), ...failures };
export const list = { 200: Envelope(Type.Array(Member)), ...failures };
export const roles = { 200: Envelope(Type.Array(Role)), ...failures };
export const none = { 200: Done, ...failures };
