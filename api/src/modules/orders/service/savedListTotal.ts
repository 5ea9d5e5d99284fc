import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import Value from 'typebox/value';
import { QUEUES } from '@earrival/shared/queues';
import { queueRoute, routeAllows } from '@earrival/shared/routes';
import type { FolderName, Role } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import { DomainError } from '../../../platform/errors';
import { listTotal } from '../repository/counts';
import { FilterQuery } from '../schemas/lists';
import { folderExport } from './export';

/** The address keys of a queue's list that decide which orders it holds (sort and page do not). */
const SavedListFilters = Type.Object({
  ...FilterQuery,
  q: Type.Optional(Type.String({ maxLength: 200 })),
});

/**
 * How many orders a saved list holds now: a queue's address (its path and query, as the queue screen
 * keeps its search `q` and filters there), counted as the list call counts it (exact, or capped for a
 * search or a filter by citizenship or days). Null when the list cannot be counted: a path that is no
 * queue, a queue the member's role may not open, or filters that no longer parse (the list would refuse
 * them too).
 */
export async function savedListTotal(
  db: Kysely<Database>,
  list: { path: string; query: string },
  member: { id: number; type: Role },
): Promise<{ total: number; capped: boolean } | null> {
  const queue = QUEUES.find((candidate) => `/admin/${candidate.route}` === list.path);
  if (!queue || !routeAllows(queueRoute(queue), member.type)) return null;
  const address = Object.fromEntries(new URLSearchParams(list.query));
  const known = Value.Clean(SavedListFilters, Value.Convert(SavedListFilters, address));
  if (!Value.Check(SavedListFilters, known)) return null;
  const { q, ...filters } = known;
  try {
    const { query } = folderExport(
      queue.folder as FolderName,
      {
        ...filters,
        search: q,
        // My Orders is New Orders narrowed to the member; the list call asks for it by any userName.
        userName: queue.mine ? 'me' : undefined,
        sort: 'created_at',
        order: 'desc',
      },
      member.id,
    );
    return await listTotal(db, query);
  } catch (error) {
    // A refusal of the filters: the view's list shows that refusal; its count is unknown.
    if (error instanceof DomainError && error.kind === 'invalid') return null;
    throw error;
  }
}
