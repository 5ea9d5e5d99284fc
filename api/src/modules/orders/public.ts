/*
 * What the rest of the server may use of the orders module: its routes (app.ts registers them), the
 * order's schema (intake cuts its body from it), the history entries other answers share, the order's
 * event log (every change to an order writes it), which statuses may have a defence pack, and the merged
 * activity and the columns of the documents, downloads and events the pack prints. Nothing of its repository:
 * what other modules ask of the orders is a service call (the benches have their own door, bench.ts).
 */
export { default as orderRoutes } from './routes';
export { CategoryDetail, CurrencyDetail, Order, SERVER_FIELDS, type OrderDetail } from './schemas/order';
export { DocumentEntry, DownloadEntry, EventEntry, RemarkEntry } from './schemas/history';
export { DOCUMENT_COLUMNS, DOWNLOAD_COLUMNS, EVENT_COLUMNS } from './schemas/history';
// What an order-updated live event carries (the live module's stream describes it), and who and what an
// event of the order's log says.
export { OrderUpdated, type EventActor, type OrderEvent } from './schemas/events';
// The orders table, derived from the order (the seed writes its columns; the contract test holds the
// migrations to them). Importing it declares the table into the platform's Database.
export { ORDER_COLUMN_TYPES, WRITTEN_BY_DATABASE, type OrdersTable } from './tables';
export { recordEvents } from './service/events';
export { DEFENCE_PACK_STATUSES } from './service/detail';
export { buildActivity } from './service/activity';
// An order's uploaded documents as its histories show them, and the customer mails' layout and approval
// mail (the detail previews it; documents sends it, and the visitor's link mail wears the layout).
export { toDocument, type DocumentRow } from './service/historyRows';
export { approvedMail, customerMail, trackOrderUrl, type MailOrder } from './service/customerMail';
// Statistics count the same queues the lists show, by the same rules; live lets a member view an order
// only if a list their role opens holds it.
export { citizenshipCounts, futureMonthCounts, orderAccess } from './service/lists';
// The statistics exports share Export CSV's budget of running exports and its 'export' record.
export { auditedExport, exportSlots } from './service/heavyCalls';
export { holdSlot } from './routes/heavyCalls';
export { exportBusyResponses } from './routes/export';
// The sidebar counts a member's saved views of the queues as the lists count themselves.
export { savedListTotal } from './service/savedListTotal';
