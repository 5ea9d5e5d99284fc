import type { RowsPerPageChoice } from '../../order-table';
import type { OrderListData } from '../hooks/loadOrders';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * How many pages the pager offers. An exact total gives the last page. A capped total (a search matching
 * more than the count's cap) has no known last page: the pager offers the pages the cap covers, and one
 * more each time the page shown is full, so Next never leads nowhere and no page that exists is hidden.
 */
export function pageCount(data: OrderListData, rowsPerPage: RowsPerPageChoice, page: number): number {
  if (rowsPerPage === 'all') return 1;
  const counted = Math.max(1, Math.ceil(data.total / rowsPerPage));
  if (!data.totalCapped) return counted;
  return Math.max(counted, data.hasMore ? page + 1 : page);
}

/** Whether pages may follow the last one the pager offers (it then shows that one as e.g. "100+"). */
export function pagesOpenEnded(data: OrderListData, rowsPerPage: RowsPerPageChoice, page: number): boolean {
  if (!data.totalCapped || rowsPerPage === 'all') return false;
  // Within the counted pages more matches are known to exist; past them, only a full page says so.
  return page < Math.ceil(data.total / rowsPerPage) || data.hasMore;
}

/**
 * The line under the table: 'Showing 11 to 20 of 134 entries', or for a capped search count
 * 'Showing 11 to 20 of 1,000+ entries'. Nothing while no row is shown.
 */
export function pagerSummary(
  data: OrderListData,
  rowsPerPage: RowsPerPageChoice,
  page: number,
): string | undefined {
  if (data.rows.length === 0) return undefined;
  const size = rowsPerPage === 'all' ? data.rows.length : rowsPerPage;
  const from = rowsPerPage === 'all' ? 1 : (page - 1) * size + 1;
  const to = from + data.rows.length - 1;
  // Past the cap the rows shown are themselves the least there is.
  const of = data.totalCapped ? `${count(Math.max(data.total, to))}+` : String(data.total);
  return `Showing ${from} to ${to} of ${of} entries`;
}
