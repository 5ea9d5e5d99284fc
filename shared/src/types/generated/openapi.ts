/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/contract/contract.test.ts) fails while this file is stale.
 * This file: every operation, by operationId, joined from one file per API area.
 */

import type { SecurityOperations } from './security';
import type { HealthOperations } from './health';
import type { AuthOperations } from './auth';
import type { TwoFactorOperations } from './twoFactor';
import type { SessionsOperations } from './sessions';
import type { OrdersOperations } from './orders';
import type { StatisticsOperations } from './statistics';
import type { TeamOperations } from './team';
import type { GatewaysOperations } from './gateways';
import type { IntakeOperations } from './intake';
import type { DocumentsOperations } from './documents';
import type { MailOperations } from './mail';
import type { PdfsOperations } from './pdfs';
import type { VisitorOperations } from './visitor';
import type { LiveOperations } from './live';
import type { SavedViewsOperations } from './savedViews';
import type { ReleasesOperations } from './releases';

export type operations = SecurityOperations &
  HealthOperations &
  AuthOperations &
  TwoFactorOperations &
  SessionsOperations &
  OrdersOperations &
  StatisticsOperations &
  TeamOperations &
  GatewaysOperations &
  IntakeOperations &
  DocumentsOperations &
  MailOperations &
  PdfsOperations &
  VisitorOperations &
  LiveOperations &
  SavedViewsOperations &
  ReleasesOperations;
