/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the orders calls, one file each.
 */

import type { ChangeOrderStatusOperation } from './changeOrderStatus';
import type { MoveOrderStatusOperation } from './moveOrderStatus';
import type { AssignOrderStatusOperation } from './assignOrderStatus';
import type { MoveToCompleteRefundOperation } from './moveToCompleteRefund';
import type { AddNewRemarkOperation } from './addNewRemark';
import type { SaveTransactionDetailsOperation } from './saveTransactionDetails';
import type { SaveOrderLanguageOperation } from './saveOrderLanguage';
import type { GetOrdersDetailsOperation } from './getOrdersDetails';
import type { UndoActionOperation } from './undoAction';

export interface OrdersOperations
  extends
    ChangeOrderStatusOperation,
    MoveOrderStatusOperation,
    AssignOrderStatusOperation,
    MoveToCompleteRefundOperation,
    AddNewRemarkOperation,
    SaveTransactionDetailsOperation,
    SaveOrderLanguageOperation,
    GetOrdersDetailsOperation,
    UndoActionOperation {}
