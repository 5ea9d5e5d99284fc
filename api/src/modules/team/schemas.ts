import { Type } from 'typebox';
import { Role, envelope, failures } from '../auth/public';

/** A member id: a JSON integer, or its decimal digits as text (no sign, spaces, hex or exponent). */
export const MemberId = Type.Union(
  [Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.String({ pattern: '^[0-9]{1,10}$' })],
  { description: 'Member id: an integer or its decimal digits' },
);

export const Member = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  type: Role,
  created_at: Type.String(),
});

const memberFields = {
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 320 }),
  type: Role,
};

export const AddMemberBody = Type.Object({
  ...memberFields,
  password: Type.String({ maxLength: 1024, description: 'At least 6 characters' }),
});

export const UpdateMemberBody = Type.Object({
  tmId: MemberId,
  ...memberFields,
  password: Type.Optional(
    Type.String({ maxLength: 1024, description: 'Empty keeps the old password; a new one signs them out' }),
  ),
});

export const DeleteMemberBody = Type.Object({ teamMemberId: MemberId });

export const MemberParams = Type.Object({
  id: Type.String({ pattern: '^[0-9]{1,10}$', description: 'Member id (decimal digits)' }),
});

export const one = { 200: envelope(Member), ...failures };
export const list = { 200: envelope(Type.Array(Member)), ...failures };
export const roles = { 200: envelope(Type.Array(Role)), ...failures };
export const none = { 200: envelope(Type.Null()), ...failures };
