import { sql, type Kysely, type Transaction } from 'kysely';
import type { Role } from '@earrival/shared/types';
import type { Database } from '../../platform/db/schema';
// The module's tables, declared into the platform's Database.
import type {} from './tables';

/** The member fields Manage Team shows (never the password hash). */
export const MEMBER_COLUMNS = ['id', 'name', 'email', 'type', 'created_at'] as const;

export interface NewMember {
  name: string;
  email: string;
  type: Role;
  password_hash: string;
}

export interface MemberChange {
  name: string;
  email: string;
  type: Role;
  /** Set only when the password changes (it then also ends the member's older tokens). */
  password_hash?: string | undefined;
}

/** Every team member, by id, and whether each has two-factor sign-in on (never the secret itself). */
export async function listMembers(db: Kysely<Database>) {
  return db
    .selectFrom('team_members')
    .select((eb) => [...MEMBER_COLUMNS, eb('totp_enabled_at', 'is not', null).as('twoFactor')])
    .orderBy('id')
    .execute();
}

/** One team member, or undefined. */
export async function findMember(db: Kysely<Database>, id: number) {
  return db.selectFrom('team_members').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Whether any staff account exists (a new database has none until npm run create-admin). */
export async function anyMember(db: Kysely<Database>): Promise<boolean> {
  return !!(await db.selectFrom('team_members').select('id').limit(1).executeTakeFirst());
}

/** Inserts a member and returns their row. */
export async function insertMember(db: Kysely<Database>, member: NewMember) {
  return db
    .insertInto('team_members')
    .values({
      name: member.name,
      email: member.email,
      type: member.type,
      password_hash: member.password_hash,
    })
    .returning(MEMBER_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Updates a member's name, e-mail, type (and password when given) and returns their row. */
export async function updateMember(db: Kysely<Database>, id: number, change: MemberChange) {
  const { password_hash } = change;
  return db
    .updateTable('team_members')
    .set((eb) => ({
      name: change.name,
      email: change.email,
      type: change.type,
      updated_at: new Date(),
      // A new password revokes the member's older tokens, as a password change does.
      ...(password_hash ? { password_hash, token_version: eb('token_version', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .returning(MEMBER_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Orders show their assignee's and processor's current name (the ids do not change): renames them there. */
export async function renameOnOrders(db: Kysely<Database>, id: number, name: string): Promise<void> {
  await db.updateTable('orders').set({ assign_to: name }).where('assigned_to_id', '=', id).execute();
  await db.updateTable('orders').set({ processed_by: name }).where('processed_by_id', '=', id).execute();
}

/** Deletes a member's row. */
export async function deleteMember(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('team_members').where('id', '=', id).execute();
}

/** Locks the actor and every Admin row, in id order, and returns their ids and types. */
export async function lockAdminsAndMember(tx: Transaction<Database>, memberId: number) {
  const rows = await sql<{ id: number; type: Role }>`
    SELECT id, type FROM team_members WHERE type = 'Admin' OR id = ${memberId} ORDER BY id FOR UPDATE`.execute(
    tx,
  );
  return rows.rows;
}

/**
 * A member as a change needs them (id, type, name, e-mail, whether two-factor is on), with the row locked;
 * undefined when there is none.
 */
export async function lockMember(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('team_members')
    .select((eb) => [
      'id',
      'type',
      'name',
      'email',
      eb('totp_secret', 'is not', null).$castTo<boolean>().as('twoFactor'),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** How many Admins there are. */
export async function countAdmins(tx: Transaction<Database>): Promise<number> {
  const row = await tx
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('type', '=', 'Admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Clears the assignee of the member's orders and returns those orders' ids. */
export async function unassignOrdersOf(tx: Transaction<Database>, memberId: number) {
  return tx
    .updateTable('orders')
    .set({ assigned_to_id: null, updated_at: new Date() })
    .where('assigned_to_id', '=', memberId)
    .returning(['order_id'])
    .execute();
}

/** A member's name, or undefined when there is none. */
export async function memberName(tx: Transaction<Database>, memberId: number): Promise<string | undefined> {
  return (await tx.selectFrom('team_members').select('name').where('id', '=', memberId).executeTakeFirst())
    ?.name;
}
