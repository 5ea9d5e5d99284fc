/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the lists calls, one file each.
 */

import type { GetAllFolderCountOperation } from './getAllFolderCount';
import type { GetOrderAssigneesOperation } from './getOrderAssignees';
import type { GetOrdersListOperation } from './getOrdersList';
import type { SearchOrderOperation } from './searchOrder';
import type { ExportCsvOperation } from './exportCsv';
import type { GetOrderHistoryOperation } from './getOrderHistory';
import type { GetOrdersSearchOperation } from './getOrdersSearch';
import type { GetOrderNeighboursOperation } from './getOrderNeighbours';

export interface ListsOperations
  extends
    GetAllFolderCountOperation,
    GetOrderAssigneesOperation,
    GetOrdersListOperation,
    SearchOrderOperation,
    ExportCsvOperation,
    GetOrderHistoryOperation,
    GetOrdersSearchOperation,
    GetOrderNeighboursOperation {}
