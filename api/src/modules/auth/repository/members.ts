import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
// The module's tables, declared into the platform's Database.
import type {} from '../tables';

/** The SQL of a member's sign-in: found by e-mail or id, and a new password set. */

/** The member signing in, by e-mail in any case, with their password hash and token version. */
export async function findSignInMember(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('team_members')
    .select(['id', 'name', 'email', 'type', 'password_hash', 'token_version', 'totp_secret'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/**
 * Sets a member's password. After a reset link (`endTokens`) their token version goes up too, so every
 * token they hold (and every pending two-factor sign-in) stops working, whatever happens to the session
 * rows. A member's own change keeps it: the session that changed it stays signed in, and the caller ends
 * the member's other sessions.
 */
export async function setPassword(
  db: Kysely<Database>,
  memberId: number,
  password_hash: string,
  { endTokens }: { endTokens: boolean },
): Promise<void> {
  await db
    .updateTable('team_members')
    .set((eb) => ({
      password_hash,
      updated_at: new Date(),
      ...(endTokens ? { token_version: eb('token_version', '+', 1) } : {}),
    }))
    .where('id', '=', memberId)
    .execute();
}

/** A member with what the two-factor steps need (the secrets are still encrypted). */
export async function findTwoFactorMember(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('team_members')
    .select([
      'id',
      'name',
      'email',
      'type',
      'password_hash',
      'token_version',
      'totp_secret',
      'totp_pending_secret',
      'totp_enabled_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
