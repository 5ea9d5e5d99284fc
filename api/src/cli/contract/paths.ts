import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Where the browser's request and answer types live (committed; `npm run contract` rewrites the folder):
 * a folder per API area with a file per call, and the index, openapi.ts.
 */
export const GENERATED_TYPES = path.join(repoRoot, 'shared/src/types/generated');
export const GENERATED_INDEX = path.join(GENERATED_TYPES, 'openapi.ts');

/** Where the OpenAPI document is written for `redocly lint` (redocly.yaml names it; git ignores it). */
export const LINTED_DOCUMENT = path.join(repoRoot, 'test-results/openapi.json');
