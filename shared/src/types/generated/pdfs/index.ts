/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: the pdfs calls, one file each.
 */

import type { GetDefencePackPdfOperation } from './getDefencePackPdf';
import type { PostDefencePackDetailsOperation } from './postDefencePackDetails';
import type { GetInvoicePdfOperation } from './getInvoicePdf';
import type { SendInvoiceOperation } from './sendInvoice';

export interface PdfsOperations
  extends
    GetDefencePackPdfOperation,
    PostDefencePackDetailsOperation,
    GetInvoicePdfOperation,
    SendInvoiceOperation {}
