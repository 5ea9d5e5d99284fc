/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the twoFactor calls, one file each.
 */

import type { PostTwoFactorSignInOperation } from './postTwoFactorSignIn';
import type { PostTwoFactorSignInSetupOperation } from './postTwoFactorSignInSetup';
import type { PostTwoFactorSignInConfirmOperation } from './postTwoFactorSignInConfirm';
import type { GetTwoFactorOperation } from './getTwoFactor';
import type { PostTwoFactorSetupOperation } from './postTwoFactorSetup';
import type { PostTwoFactorEnableOperation } from './postTwoFactorEnable';
import type { PostTwoFactorDisableOperation } from './postTwoFactorDisable';
import type { PutTwoFactorRequirementOperation } from './putTwoFactorRequirement';

export interface TwoFactorOperations
  extends
    PostTwoFactorSignInOperation,
    PostTwoFactorSignInSetupOperation,
    PostTwoFactorSignInConfirmOperation,
    GetTwoFactorOperation,
    PostTwoFactorSetupOperation,
    PostTwoFactorEnableOperation,
    PostTwoFactorDisableOperation,
    PutTwoFactorRequirementOperation {}
