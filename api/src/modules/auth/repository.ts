import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** The member signing in, by e-mail in any case, with their password hash and token version. */
export async function findSignInMember(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('team_members')
    .select(['id', 'name', 'email', 'type', 'password_hash', 'token_version', 'totp_secret'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/**
 * Sets a member's password after a reset link: bumps their token version too, so every token they hold
 * (and every pending two-factor sign-in) stops working, whatever happens to the session rows.
 */
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

/**
 * Sets the signed-in member's own new password. The token version stays: the session that changed it
 * stays signed in, and the caller ends the member's other sessions.
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  memberId: number,
  password_hash: string,
): Promise<void> {
  await db
    .updateTable('team_members')
    .set({ password_hash, updated_at: new Date() })
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

/** Whether an Admin requires two-factor sign-in for the Admin and Manager roles. */
export async function twoFactorRequiredSetting(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'two_factor_required')
    .executeTakeFirst();
  return row?.value === 'true';
}

export async function setTwoFactorRequired(db: Kysely<Database>, required: boolean, by: number) {
  const value = required ? 'true' : 'false';
  await db
    .insertInto('app_settings')
    .values({ key: 'two_factor_required', value, updated_by: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: by, updated_at: new Date() }))
    .execute();
}

export async function setPendingSecret(db: Kysely<Database>, memberId: number, encrypted: string) {
  await db
    .updateTable('team_members')
    .set({ totp_pending_secret: encrypted })
    .where('id', '=', memberId)
    .execute();
}

/**
 * Accepts a TOTP time step for the member unless that step (or a later one) was accepted before: one
 * conditional update, so two requests carrying the same code cannot both pass.
 */
export async function acceptStep(db: Kysely<Database>, memberId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('team_members')
    .set({ totp_last_step: step })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** Marks one unused recovery code of the member used; false when there is none with this hash. */
export async function useRecoveryCode(db: Kysely<Database>, memberId: number, codeHash: string) {
  const row = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date() })
    .where('member_id', '=', memberId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export async function recoveryCodesLeft(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Turns two-factor on with the confirmed secret and replaces the recovery codes, in one transaction. */
export async function enableTwoFactor(
  db: Kysely<Database>,
  memberId: number,
  encryptedSecret: string,
  step: number,
  codeHashes: string[],
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('team_members')
      .set({
        totp_secret: encryptedSecret,
        totp_pending_secret: null,
        totp_enabled_at: new Date(),
        totp_last_step: step,
      })
      .where('id', '=', memberId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('member_id', '=', memberId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codeHashes.map((code_hash) => ({ member_id: memberId, code_hash })))
      .execute();
  });
}

/** Turns two-factor off and deletes the recovery codes: call it inside the change's transaction. */
export async function clearTwoFactor(db: Kysely<Database>, memberId: number) {
  await db
    .updateTable('team_members')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', memberId)
    .execute();
  await db.deleteFrom('recovery_codes').where('member_id', '=', memberId).execute();
}

/** Whether a pending two-factor sign-in gave its session already. */
export async function pendingSignInUsed(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('used_pending_sign_ins')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return !!row;
}

/**
 * Records that a pending two-factor sign-in gave its session: true the first time, false after (a second
 * use). Ids of pending sign-ins that have expired are deleted on the way.
 */
export async function claimPendingSignIn(db: Kysely<Database>, id: string, expiresAt: Date) {
  await db.deleteFrom('used_pending_sign_ins').where('expires_at', '<', new Date()).execute();
  const row = await db
    .insertInto('used_pending_sign_ins')
    .values({ id, expires_at: expiresAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

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
