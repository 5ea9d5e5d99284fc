import fs from 'node:fs/promises';
import path from 'node:path';
import { openapiDocument } from './document';
import { GENERATED_TYPES, LINTED_DOCUMENT, repoRoot } from './paths';
import { typesOf } from './types';

/**
 * `npm run contract`: regenerates the browser's API types from the routes' schemas, and writes the
 * OpenAPI document where `npx redocly lint` (redocly.yaml) reads it. With `--check` it rewrites nothing
 * but the document and prints whether the committed types are stale (contract.test.ts runs it so: jest
 * cannot load openapi-typescript's ES modules).
 */
async function main() {
  const check = process.argv.includes('--check');
  const document = await openapiDocument();
  const types = await typesOf(document);
  await fs.mkdir(path.dirname(LINTED_DOCUMENT), { recursive: true });
  await fs.writeFile(LINTED_DOCUMENT, JSON.stringify(document, null, 2));
  if (check) {
    const committed = await fs.readFile(GENERATED_TYPES, 'utf8').catch(() => '');
    console.log(JSON.stringify({ stale: committed !== types, document: LINTED_DOCUMENT }));
    return;
  }
  await fs.mkdir(path.dirname(GENERATED_TYPES), { recursive: true });
  await fs.writeFile(GENERATED_TYPES, types);
  console.log(`wrote ${path.relative(repoRoot, GENERATED_TYPES)}`);
  console.log(`wrote ${path.relative(repoRoot, LINTED_DOCUMENT)} (npx redocly lint)`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
