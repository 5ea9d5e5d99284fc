import { badRequest } from '../../errors';

/** A 4xx the error factories do not cover (413 too large, 415 wrong type); the envelope plugin maps it. */
export function httpError(statusCode: 413 | 415, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

// One @, something on each side, a dot in the domain: enough to catch typos without refusing real addresses.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The recipient of a customer mail, trimmed; the spec's texts for a missing one. */
export function requireEmail(value: string | undefined): string {
  const email = (value ?? '').trim();
  if (!email) throw badRequest('Please enter your email');
  if (!EMAIL.test(email) || email.length > 254) throw badRequest(`Invalid email address: ${email}`);
  return email;
}
