/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the sessions calls, one file each.
 */

import type { ListMySessionsOperation } from './listMySessions';
import type { EndMyOtherSessionsOperation } from './endMyOtherSessions';
import type { EndMySessionOperation } from './endMySession';

export interface SessionsOperations
  extends ListMySessionsOperation, EndMyOtherSessionsOperation, EndMySessionOperation {}
