import { Type, type Static } from 'typebox';
import { Nullable } from '../../../platform/http/schemas';
import { POSITION_COUNT_CAP } from '../repository/neighbours';
import { ExportQuery, SEARCH_COUNT_CAP } from './lists';

/** The Previous / Next of an order page: one order's place in a whole list, as the list's call asks for it. */

// The list's own query (folder rule, filters, search and sort), without a page or a cursor: the whole list.
const { after: _after, before: _before, ...wholeList } = ExportQuery.properties;

export const NeighboursQuery = Type.Object({
  ...wholeList,
  orderId: Type.Integer({
    minimum: 1,
    maximum: 2_147_483_647,
    description: 'The order whose place is asked (it may have left the list since: a status move)',
  }),
});
export type NeighboursQuery = Static<typeof NeighboursQuery>;

export const OrderNeighbours = Type.Object({
  previous: Nullable(Type.Integer(), {
    description: "The order before it in the list's order (none: first)",
  }),
  next: Nullable(Type.Integer(), {
    description:
      'The order after it (none: last). For an order moved out of the list, the one that followed it',
  }),
  position: Type.Integer({
    description: `Its 1-based place in the list; out of the list, the place of the order after it. Counted up to ${POSITION_COUNT_CAP + 1}`,
  }),
  positionCapped: Type.Boolean({
    description: `True when more than ${POSITION_COUNT_CAP} orders come before it: position is then ${POSITION_COUNT_CAP + 1} ("${POSITION_COUNT_CAP.toLocaleString('en-US')}+")`,
  }),
  total: Type.Integer({ description: 'How many orders the list holds now' }),
  totalCapped: Type.Boolean({
    description: `A search, or a filter by citizenship or created days: true when more than ${SEARCH_COUNT_CAP} orders match (total is then ${SEARCH_COUNT_CAP})`,
  }),
  inList: Type.Boolean({ description: 'Whether the order is in the list now' }),
});
export type OrderNeighbours = Static<typeof OrderNeighbours>;
