/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the auth calls, one file each.
 */

import type { PostAdminLoginOperation } from './postAdminLogin';
import type { PostForgotPasswordOperation } from './postForgotPassword';
import type { PostResetPasswordOperation } from './postResetPassword';
import type { GetUserInfoOperation } from './getUserInfo';
import type { ChangePasswordOperation } from './changePassword';
import type { PostLogoutOperation } from './postLogout';

export interface AuthOperations
  extends
    PostAdminLoginOperation,
    PostForgotPasswordOperation,
    PostResetPasswordOperation,
    GetUserInfoOperation,
    ChangePasswordOperation,
    PostLogoutOperation {}
