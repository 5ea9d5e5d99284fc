import * as yup from 'yup';
import { LIMITS } from '@earrival/shared/limits';
import type { Role } from '@earrival/shared/types';

export interface TeamMemberValues {
  name: string;
  email: string;
  password: string;
  /** '' until a type is chosen. */
  type: Role | '';
}

export const EMPTY_MEMBER: TeamMemberValues = { name: '', email: '', password: '', type: '' };

/** The server's own rule for a new password, so the form says it before the call does. */
export const PASSWORD_MIN = LIMITS.passwordMin;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters.`;

/** An e-mail the server refused as already used, kept as a rule until the field holds another one. */
export interface TakenEmail {
  /** Trimmed and lower-cased. */
  email: string;
  message: string;
}

export const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * The team-member rules. A new member needs a password; when editing, an empty password keeps the
 * member's current one (the server stores only a hash, so there is nothing to pre-fill).
 * `types` are the member types the signed-in member may grant: anything else is "not chosen".
 * `taken` keeps the server's duplicate-e-mail message under the field while the same e-mail is there
 * (a message set only once would vanish at the next validation, e.g. on leaving the field).
 */
export function teamMemberSchema(editing: boolean, types: readonly Role[], taken: TakenEmail | null = null) {
  const password = yup
    .string()
    .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters.`);
  return yup.object({
    name: yup
      .string()
      .trim()
      .required('Please enter your name.')
      .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters.`),
    email: yup
      .string()
      .trim()
      .required('Please enter your email.')
      .email('Please enter your email.')
      .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters.`)
      .test('taken', taken?.message ?? '', (email) => !taken || normalEmail(email ?? '') !== taken.email),
    password: editing ? password : password.required('Please enter your password.'),
    type: yup
      .string()
      .required('Please select type.')
      .oneOf([...types], 'Please select type.'),
  });
}
