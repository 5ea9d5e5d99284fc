/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the savedViews calls, one file each.
 */

import type { GetSavedViewsOperation } from './getSavedViews';
import type { SaveSavedViewOperation } from './saveSavedView';
import type { GetSavedViewCountsOperation } from './getSavedViewCounts';
import type { DeleteSavedViewOperation } from './deleteSavedView';

export interface SavedViewsOperations
  extends
    GetSavedViewsOperation,
    SaveSavedViewOperation,
    GetSavedViewCountsOperation,
    DeleteSavedViewOperation {}
