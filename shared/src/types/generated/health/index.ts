/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the health calls, one file each.
 */

import type { GetHealthOperation } from './getHealth';
import type { GetHealthLiveOperation } from './getHealthLive';
import type { GetHealthReadyOperation } from './getHealthReady';

export interface HealthOperations
  extends GetHealthOperation, GetHealthLiveOperation, GetHealthReadyOperation {}
