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
  const files = await typesOf(document);
  await fs.mkdir(path.dirname(LINTED_DOCUMENT), { recursive: true });
  await fs.writeFile(LINTED_DOCUMENT, JSON.stringify(document, null, 2));
  const committed = new Map<string, string>();
  const onDisk = await fs.readdir(GENERATED_TYPES, { recursive: true }).catch(() => []);
  for (const name of onDisk.filter((file) => file.endsWith('.ts')))
    committed.set(
      name.split(path.sep).join('/'),
      await fs.readFile(path.join(GENERATED_TYPES, name), 'utf8'),
    );
  if (check) {
    const names = new Set([...files.keys(), ...committed.keys()]);
    const stale = [...names].filter((name) => files.get(name) !== committed.get(name));
    console.log(JSON.stringify({ stale: stale.length > 0, files: stale, document: LINTED_DOCUMENT }));
    return;
  }
  await fs.mkdir(GENERATED_TYPES, { recursive: true });
  // A file of an area that no longer exists goes, so the folder is exactly what the document gives.
  for (const name of committed.keys()) if (!files.has(name)) await fs.rm(path.join(GENERATED_TYPES, name));
  for (const [name, text] of files) {
    await fs.mkdir(path.dirname(path.join(GENERATED_TYPES, name)), { recursive: true });
    await fs.writeFile(path.join(GENERATED_TYPES, name), text);
  }
  console.log(`wrote ${path.relative(repoRoot, GENERATED_TYPES)}/ (${files.size} files)`);
  console.log(`wrote ${path.relative(repoRoot, LINTED_DOCUMENT)} (npx redocly lint)`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
