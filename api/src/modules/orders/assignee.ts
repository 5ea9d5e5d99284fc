import type { Kysely } from 'kysely';
import { mayAssignTo } from '@earrival/shared/policy';
import type { SessionUser } from '@earrival/shared/types';
import type { Database } from '../../platform/db/schema';
import type { Assignee } from './repository/changes';
import { badRequest, denied } from '../../platform/http/errors';

/**
 * The member an assignment names, resolved on the server. The browser sends a name (`assignto`, as the
 * screens always have) or an id (`assigntoId`); neither is trusted: the caller's own name or id means the
 * signed-in member, anything else must name exactly one existing member, and the role policy decides whether
 * the caller may assign to them. null (or an empty name) returns the orders to their folder.
 */
export async function resolveAssignee(
  db: Kysely<Database>,
  member: SessionUser,
  body: { assignto: string | null; assigntoId?: number | null },
): Promise<Assignee | null> {
  const name = body.assignto?.trim() || null;
  const id = body.assigntoId ?? null;
  if (id === null && name === null) return null;
  if (id === member.id || (id === null && name === member.name)) return { id: member.id, name: member.name };
  if (!mayAssignTo(member, id ?? -1)) throw denied('You can only assign orders to yourself.');
  const query = db.selectFrom('team_members').select(['id', 'name']).orderBy('id').limit(2);
  const found =
    id !== null
      ? await query.where('id', '=', id).execute()
      : await query.where('name', '=', name!).execute();
  if (!found.length)
    throw badRequest(id !== null ? `No team member has the id ${id}.` : `No team member is named ${name}.`);
  if (found.length > 1)
    throw badRequest(`Several team members are named ${name}: choose the member by id (assigntoId).`);
  return found[0]!;
}
