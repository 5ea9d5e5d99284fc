import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The member signing in, by e-mail in any case, with their password hash and token version. */
export async function findSignInMember(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('team_members')
    .select(['id', 'name', 'email', 'type', 'password_hash', 'token_version'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** Sets a member's password and bumps their token version (every older token stops working). */
export async function setPassword(
  db: Kysely<Database>,
  memberId: number,
  password_hash: string,
): Promise<void> {
  await db
    .updateTable('team_members')
    .set((eb) => ({
      password_hash,
      token_version: eb('token_version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', memberId)
    .execute();
}

/** Records a token id as revoked until it expires (a repeat changes nothing). */
export async function revokeToken(
  db: Kysely<Database>,
  token: { jti: string; memberId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti: token.jti, member_id: token.memberId, expires_at: token.expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/** Deletes the rows of revoked tokens that have expired. */
export async function deleteExpiredRevocations(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', new Date()).execute();
}

/** Bumps a member's token version: every token they hold stops working. */
export async function bumpTokenVersion(db: Kysely<Database>, memberId: number): Promise<void> {
  await db
    .updateTable('team_members')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', memberId)
    .execute();
}
