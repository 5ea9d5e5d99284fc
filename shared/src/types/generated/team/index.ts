/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the team calls, one file each.
 */

import type { GetTeamMemberListOperation } from './getTeamMemberList';
import type { GetTeamMemberTypeOperation } from './getTeamMemberType';
import type { AddTeamMemberOperation } from './addTeamMember';
import type { GetTeamMemberInfoOperation } from './getTeamMemberInfo';
import type { UpdateTeamMemberOperation } from './updateTeamMember';
import type { DeleteTeamMemberOperation } from './deleteTeamMember';
import type { ResetMemberTwoFactorOperation } from './resetMemberTwoFactor';

export interface TeamOperations
  extends
    GetTeamMemberListOperation,
    GetTeamMemberTypeOperation,
    AddTeamMemberOperation,
    GetTeamMemberInfoOperation,
    UpdateTeamMemberOperation,
    DeleteTeamMemberOperation,
    ResetMemberTwoFactorOperation {}
