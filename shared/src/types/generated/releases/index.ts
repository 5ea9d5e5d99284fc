/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the releases calls, one file each.
 */

import type { GetPublishedReleasesOperation } from './getPublishedReleases';
import type { PublishReleaseOperation } from './publishRelease';
import type { GetRemoteRegistryOperation } from './getRemoteRegistry';
import type { ReportClientErrorOperation } from './reportClientError';
import type { ListReleasesOperation } from './listReleases';
import type { PromoteReleaseOperation } from './promoteRelease';
import type { RollbackReleaseOperation } from './rollbackRelease';
import type { ListDeployTokensOperation } from './listDeployTokens';
import type { CreateDeployTokenOperation } from './createDeployToken';
import type { RevokeDeployTokenOperation } from './revokeDeployToken';

export interface ReleasesOperations
  extends
    GetPublishedReleasesOperation,
    PublishReleaseOperation,
    GetRemoteRegistryOperation,
    ReportClientErrorOperation,
    ListReleasesOperation,
    PromoteReleaseOperation,
    RollbackReleaseOperation,
    ListDeployTokensOperation,
    CreateDeployTokenOperation,
    RevokeDeployTokenOperation {}
