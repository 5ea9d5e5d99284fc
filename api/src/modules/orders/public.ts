/*
 * What other modules may use of the orders module: the order's schema (intake cuts its body from it),
 * which statuses may have a defence pack, and the merged activity and download columns the pack prints.
 */
export { Order, SERVER_FIELDS } from './schemas';
export { DEFENCE_PACK_STATUSES } from './detail';
export { buildActivity } from './activity';
export { DOWNLOAD_COLUMNS } from './repository/history';
// Statistics count the same queues the lists show, with the same one predicate per folder.
export { futureMonthCounts } from './repository/counts';
export { ORDER_COLUMNS, folderPredicate, nextMonthStart } from './repository/folders';
// The statistics exports share Export CSV's budget of running exports and its 'export' record.
export { EXPORT_LIMITS, auditedExport, exportSlots, holdSlot } from './heavyCalls';
export { exportBusyResponses } from './export';
