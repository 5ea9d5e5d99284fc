import type { Kysely } from 'kysely';
import type { FolderName } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import { notFound } from '../../../platform/errors';
import { listTotal } from '../repository/counts';
import { orderPlace } from '../repository/neighbours';
import type { NeighboursQuery, OrderNeighbours } from '../schemas/neighbours';
import { folderExport } from './export';

/**
 * An order's Previous and Next in a whole list (not only the page it was opened from), its place and the
 * list's total. The list is checked as an export of it is (filters, search text), so the two never read
 * a list differently.
 */
export async function orderNeighbours(
  db: Kysely<Database>,
  folder: FolderName,
  asked: NeighboursQuery,
  memberId: number,
): Promise<OrderNeighbours> {
  const { orderId, ...list } = asked;
  const { query } = folderExport(folder, list, memberId);
  const [place, counted] = await Promise.all([orderPlace(db, query, orderId), listTotal(db, query)]);
  if (!place) throw notFound(`Order ${orderId} not found`);
  return {
    previous: place.previous,
    next: place.next,
    position: place.before + 1,
    positionCapped: place.beforeCapped,
    total: counted.total,
    totalCapped: counted.capped,
    inList: place.inList,
  };
}
