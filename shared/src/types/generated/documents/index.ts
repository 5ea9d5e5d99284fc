/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the documents calls, one file each.
 */

import type { UploadVisaDocumentOperation } from './uploadVisaDocument';
import type { GetUploadsDocsOperation } from './getUploadsDocs';

export interface DocumentsOperations extends UploadVisaDocumentOperation, GetUploadsDocsOperation {}
