import { createHmac } from 'node:crypto';

/**
 * What the security log keeps of the e-mail typed at sign-in. A member's own address is kept: the record
 * is about their account. Text that matches no member may be anything, a password typed into the wrong
 * field too, so it is kept only as "unknown address" and a keyed hash of it: the same text typed again
 * gives the same hash (an Admin still sees one address tried from many places), and without the server's
 * secret nobody can test guesses against it, not even with the database and its CSV export in hand.
 */

// A key of its own, derived from the server secret, so the hash never passes for a token's signature.
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('security-log-typed-address-v1').digest();

/** The keyed hash of typed text (trimmed, lower-cased: as sign-in compares it), 16 hex characters. */
export const typedTextHash = (secret: string, typed: string): string =>
  createHmac('sha256', keyOf(secret)).update(typed.trim().toLowerCase()).digest('hex').slice(0, 16);

/** The account part of a sign-in record: the member and their address, or the typed text's hash. */
export interface TypedAccount {
  email: string | null;
  memberId: number | null;
  /** For text that matches no member, what the record says instead of it. */
  unknown: string | null;
}

export function typedAccount(
  secret: string,
  typed: string,
  member: { id: number; email: string } | undefined,
): TypedAccount {
  if (member) return { email: member.email, memberId: member.id, unknown: null };
  return {
    email: null,
    memberId: null,
    unknown: `unknown address (keyed hash ${typedTextHash(secret, typed)})`,
  };
}
