/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the statistics calls, one file each.
 */

import type { GetCountryOrderListOperation } from './getCountryOrderList';
import type { GetProcessedByCountOperation } from './getProcessedByCount';
import type { GetFutureOrderMonthCountOperation } from './getFutureOrderMonthCount';
import type { ExportCountryOrdersCsvOperation } from './exportCountryOrdersCsv';
import type { ExportProcessedByCsvOperation } from './exportProcessedByCsv';

export interface StatisticsOperations
  extends
    GetCountryOrderListOperation,
    GetProcessedByCountOperation,
    GetFutureOrderMonthCountOperation,
    ExportCountryOrdersCsvOperation,
    ExportProcessedByCsvOperation {}
