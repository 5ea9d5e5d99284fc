/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the visitor calls, one file each.
 */

import type { PostFrontTrackOrderOperation } from './postFrontTrackOrder';
import type { GetFrontOpenDocumentsLinkOperation } from './getFrontOpenDocumentsLink';
import type { GetFrontMessagesOperation } from './getFrontMessages';
import type { PostFrontGetDownloadHistoryOperation } from './postFrontGetDownloadHistory';
import type { PostFrontDownloadPassportDocPdfOperation } from './postFrontDownloadPassportDocPdf';
import type { GetFrontUploadsDocsOperation } from './getFrontUploadsDocs';

export interface VisitorOperations
  extends
    PostFrontTrackOrderOperation,
    GetFrontOpenDocumentsLinkOperation,
    GetFrontMessagesOperation,
    PostFrontGetDownloadHistoryOperation,
    PostFrontDownloadPassportDocPdfOperation,
    GetFrontUploadsDocsOperation {}
