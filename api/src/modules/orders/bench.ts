/*
 * The benches' door (bench/api, bench/detail, bench/histories; api/package.json exports it): they time the
 * calls beside the same SQL run directly. No module imports it: their door is public.ts.
 */
export { folderCountsQuery, folderTotalQuery } from './repository/counts';
export { nextMonthStart } from './repository/folders';
export { SORT_COLUMNS, countMatchesQuery, decodeCursor, listQuery } from './repository/lists';
export { orderDetailQuery } from './repository/detail';
export { toOrderDetail } from './service/detail';
