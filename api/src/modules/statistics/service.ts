import {
  COUNTRY_ORDER_COLUMNS,
  COUNTRY_VIEW,
  PROCESSED_BY_COLUMNS,
  PROCESSED_BY_VIEW,
  reportRows,
} from '@earrival/shared/columns';
import { reportRangeProblem, type ReportRange } from '@earrival/shared/dateRange';
import type { Actor } from '../../platform/actor';
import type { Deps } from '../../platform/deps';
import { invalid } from '../../platform/errors';
import { rangedFileName, type CsvExport } from '../../platform/http/csv';
import { auditedExport, citizenshipCounts } from '../orders/public';
import { processedBy } from './repository';
import type {
  CountryOrdersCsvQuery,
  CountryRow,
  DateRange,
  ProcessedByCsvQuery,
  ProcessedRow,
} from './schemas';

/**
 * An empty body (the screens' first load) means no dates: everything. A longer ISO text is cut to its
 * day; the range then follows the rule the screens' form uses (@earrival/shared/dateRange).
 */
export function rangeOf(body: DateRange | null | undefined): ReportRange {
  const range = {
    from: body?.fromDate?.slice(0, 10) || undefined,
    to: body?.toDate?.slice(0, 10) || undefined,
  };
  const problem = reportRangeProblem(range, { from: 'fromDate', to: 'toDate' });
  if (problem) throw invalid(problem);
  return range;
}

/** Orders per citizenship created in the body's dates (every status counts: the screen is about demand). */
export const countryOrderList = ({ db }: Pick<Deps, 'db'>, body: DateRange | null): Promise<CountryRow[]> =>
  citizenshipCounts({ db }, rangeOf(body));

/** Orders moved to Completed per member in the body's dates. */
export const processedByList = ({ db }: Pick<Deps, 'db'>, body: DateRange | null): Promise<ProcessedRow[]> =>
  processedBy(db, rangeOf(body));

/*
 * Export CSV of the two statistics tables, under the names countryOrders and processedBy (beside the
 * folders' /admin/export/{orderName}.csv). The tables are small (one row per country or per member)
 * and searched and sorted in the browser; the export applies the same search and sort
 * (@earrival/shared/columns' reportRows), so the file lists what the table lists, in its order.
 */

const once = <Row>(rows: Row[]) =>
  (async function* () {
    yield rows;
  })();

/** ' 2026-01-01..2026-03-31' for the record of an export (nothing for no dates). */
const rangeText = ({ from, to }: ReportRange) => (from || to ? ` ${from ?? ''}..${to ?? ''}` : '');

const sortOf = <Key extends string>(sort: Key | undefined, order: 'asc' | 'desc' | undefined) =>
  sort ? { key: sort, direction: order ?? 'asc' } : null;

/** Country Order List as its table shows it (range, search, sort), recorded as an export. */
export async function countryOrdersCsv(
  { db }: Pick<Deps, 'db'>,
  actor: Actor,
  range: ReportRange,
  { search, sort, order }: CountryOrdersCsvQuery,
): Promise<CsvExport<CountryRow>> {
  const rows = await citizenshipCounts({ db }, range);
  const listed = reportRows(rows, COUNTRY_VIEW, search ?? '', sortOf(sort, order));
  return {
    filename: rangedFileName('country-orders', range),
    columns: COUNTRY_ORDER_COLUMNS,
    batches: auditedExport(db, actor, `report countryOrders${rangeText(range)}`, once(listed)),
  };
}

/** Order Processed as its table shows it (range, search, sort, numbered), recorded as an export. */
export async function processedByCsv(
  { db }: Pick<Deps, 'db'>,
  actor: Actor,
  range: ReportRange,
  { search, sort, order }: ProcessedByCsvQuery,
) {
  const rows = await processedBy(db, range);
  const listed = reportRows(rows, PROCESSED_BY_VIEW, search ?? '', sortOf(sort, order));
  return {
    filename: rangedFileName('processed-by', range),
    columns: PROCESSED_BY_COLUMNS,
    batches: auditedExport(
      db,
      actor,
      `report processedBy${rangeText(range)}`,
      once(listed.map((row, index) => ({ ...row, serial: index + 1 }))),
    ),
  };
}
