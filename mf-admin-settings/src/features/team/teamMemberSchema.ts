import * as yup from 'yup';
import type { Role } from '@earrival/shared';

export interface TeamMemberValues {
  name: string;
  email: string;
  password: string;
  /** '' until a type is chosen. */
  type: Role | '';
}

export const EMPTY_MEMBER: TeamMemberValues = { name: '', email: '', password: '', type: '' };

/** The server's own rule for a new password, so the form says it before the call does. */
export const PASSWORD_MIN = 6;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters.`;

/**
 * The team-member rules. A new member needs a password; when editing, an empty password keeps the
 * member's current one (the server stores only a hash, so there is nothing to pre-fill).
 * `types` are the member types the signed-in member may grant: anything else is "not chosen".
 */
export function teamMemberSchema(editing: boolean, types: readonly Role[]) {
  const password = yup.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT);
  return yup.object({
    name: yup.string().trim().required('Please enter your name.'),
    email: yup.string().trim().required('Please enter your email.').email('Please enter your email.'),
    password: editing ? password : password.required('Please enter your password.'),
    type: yup
      .string()
      .required('Please select type.')
      .oneOf([...types], 'Please select type.'),
  });
}
