import type { Kysely } from 'kysely';
import type { Role } from '@earrival/shared/types';
import type { Database } from '../../platform/db/schema';
import { savedListTotal } from '../orders/public';
import { conflict, invalid, notFound, unauthenticated } from '../../platform/errors';
import * as repo from './repository';
import { SAVED_VIEW_LIMITS, savedViewPaths, type SavedView, type SavedViewCount } from './schemas';

const out = (row: repo.SavedViewRow): SavedView => ({
  id: row.id,
  name: row.name,
  path: row.path,
  query: row.query,
  createdAt: row.created_at.toISOString(),
});

export async function listViews(db: Kysely<Database>, memberId: number): Promise<SavedView[]> {
  return (await repo.viewsOf(db, memberId)).map(out);
}

/**
 * Each of the member's views with how many orders its list holds now, counted one after another (at most
 * 30, each an index read or a capped count) so one member's sidebar holds one connection at a time.
 */
export async function viewCounts(
  db: Kysely<Database>,
  member: { id: number; type: Role },
): Promise<SavedViewCount[]> {
  const counts: SavedViewCount[] = [];
  for (const view of await repo.viewsOf(db, member.id)) {
    const counted = await savedListTotal(db, view, member);
    counts.push({ id: view.id, total: counted?.total ?? null, capped: counted?.capped ?? false });
  }
  return counts;
}

/** Saves a member's named view of a queue: a queue route, a one-line name unique to them, at most 30. */
export async function saveView(
  db: Kysely<Database>,
  memberId: number,
  input: { name: string; path: string; query: string },
): Promise<SavedView> {
  const name = input.name.trim();
  if (!name) throw invalid('Give the view a name.');
  const paths = savedViewPaths();
  if (!paths.includes(input.path))
    throw invalid(
      `Invalid path: a view opens a queue (${paths.join(', ')}), got '${input.path.slice(0, 100)}'`,
    );
  const query = input.query.replace(/^\?/, '');
  if (query.includes('#')) throw invalid("Invalid query: it holds a '#'.");
  return db.transaction().execute(async (tx) => {
    if (!(await repo.lockMember(tx, memberId))) throw unauthenticated('Your account no longer exists.');
    if ((await repo.viewCount(tx, memberId)) >= SAVED_VIEW_LIMITS.perMember)
      throw conflict(
        `You already have ${SAVED_VIEW_LIMITS.perMember} saved views, the most there can be. Delete one first.`,
      );
    if (await repo.nameTaken(tx, memberId, name)) throw conflict(`You already have a view named '${name}'.`);
    return out(await repo.insertView(tx, { memberId, name, path: input.path, query }));
  });
}

export async function removeView(db: Kysely<Database>, memberId: number, id: number): Promise<void> {
  if (!(await repo.deleteView(db, memberId, id))) throw notFound(`You have no saved view ${id}.`);
}
