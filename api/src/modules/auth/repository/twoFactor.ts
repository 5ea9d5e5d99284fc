import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';

/** The SQL of two-factor sign-in: the secrets, time steps, recovery codes, the requirement, pending sign-ins. */

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

/** Turns two-factor on with the confirmed secret and replaces the recovery codes: call it in a transaction. */
export async function enableTwoFactor(
  db: Kysely<Database>,
  memberId: number,
  encryptedSecret: string,
  step: number,
  codeHashes: string[],
) {
  await db
    .updateTable('team_members')
    .set({
      totp_secret: encryptedSecret,
      totp_pending_secret: null,
      totp_enabled_at: new Date(),
      totp_last_step: step,
    })
    .where('id', '=', memberId)
    .execute();
  await db.deleteFrom('recovery_codes').where('member_id', '=', memberId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ member_id: memberId, code_hash })))
    .execute();
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
