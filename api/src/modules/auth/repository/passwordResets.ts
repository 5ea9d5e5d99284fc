import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';

/** The SQL of set-a-new-password links (password_resets). */

/**
 * What a reset link is bound to: the member's e-mail and password hash when it was mailed. A change of
 * either (a password change, an e-mail change in Manage Team) makes the link stop working.
 */
export const resetFingerprint = (member: { email: string; password_hash: string }) =>
  createHash('sha256').update(`${member.email.toLowerCase()}\u0000${member.password_hash}`).digest('hex');

/** A set-a-new-password link: only the hash of its token is stored, with the member's fingerprint. */
export async function insertPasswordReset(
  db: Kysely<Database>,
  reset: { tokenHash: string; memberId: number; expiresAt: Date; fingerprint: string },
) {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: reset.tokenHash,
      member_id: reset.memberId,
      expires_at: reset.expiresAt,
      fingerprint: reset.fingerprint,
    })
    .execute();
}

export async function deletePasswordReset(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('password_resets').where('token_hash', '=', tokenHash).execute();
}

/**
 * Uses a link once (call it in a transaction): marks it used if it is unused, unexpired and its member's
 * e-mail and password are still those it was mailed for, and then every other open link of that member
 * too (the password they were for is gone). Returns the member (row locked), or undefined for a bad link.
 */
export async function consumePasswordReset(db: Kysely<Database>, tokenHash: string) {
  const link = await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['member_id', 'fingerprint'])
    .executeTakeFirst();
  if (!link) return undefined;
  const member = await db
    .selectFrom('team_members')
    .select(['id', 'name', 'email', 'password_hash'])
    .where('id', '=', link.member_id)
    .forUpdate()
    .executeTakeFirst();
  if (!member || link.fingerprint !== resetFingerprint(member)) return undefined;
  await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('member_id', '=', link.member_id)
    .where('used_at', 'is', null)
    .execute();
  return { id: member.id, name: member.name, email: member.email };
}
