import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { GENERATED_TYPES } from './paths';

const HEADER = `/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run \`npm run contract\`. A test in the api
 * project (src/contract/contract.test.ts) fails while this file is stale.
 */
`;

/** The TypeScript of an OpenAPI document, formatted as the repository formats its files. */
export async function typesOf(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, {
    alphabetize: true,
    exportType: true,
    rootTypes: false,
  });
  const source = HEADER + astToString(ast);
  const options = (await prettier.resolveConfig(GENERATED_TYPES)) ?? {};
  return prettier.format(source, { ...options, filepath: GENERATED_TYPES });
}
