import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import path from 'node:path';
import { GENERATED_INDEX, GENERATED_TYPES } from './paths';

const header = (what: string) => `/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run \`npm run contract\`. A test in the api
 * project (src/contract/contract.test.ts) fails while this file is stale.
 * This file: ${what}.
 */
`;

type PathItem = Record<string, unknown>;
type Operation = { operationId?: string; tags?: string[] };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** 'orders' -> 'OrdersOperations', the name of one area's operations. */
const typeName = (tag: string) => `${tag[0]!.toUpperCase()}${tag.slice(1)}Operations`;

/** The document with only the operations of one tag (a path item keeps its other fields). */
function onlyTag(document: Record<string, unknown>, tag: string): Record<string, unknown> {
  const paths: Record<string, PathItem> = {};
  for (const [route, item] of Object.entries(document.paths as Record<string, PathItem>)) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(
        ([key, value]) => !METHODS.includes(key) || (value as Operation).tags?.includes(tag),
      ),
    );
    if (METHODS.some((method) => method in kept)) paths[route] = kept;
  }
  return { ...document, paths };
}

/** Each operation's one tag (the API area that owns it), in the order the document first names them. */
function tagsOf(document: Record<string, unknown>): string[] {
  const tags = new Set<string>();
  for (const [route, item] of Object.entries(document.paths as Record<string, PathItem>))
    for (const method of METHODS.filter((m) => m in item)) {
      const { operationId, tags: own = [] } = item[method] as Operation;
      if (own.length !== 1)
        throw new Error(`${method} ${route} (${operationId}): one tag, not ${own.length}`);
      tags.add(own[0]!);
    }
  return [...tags];
}

async function formatted(source: string, file: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(source, { ...options, filepath: file });
}

/**
 * The TypeScript of an OpenAPI document, as files of the generated folder by name: one per API area (the
 * operations' tags), `<tag>.ts` with `<Tag>Operations`, and the index (openapi.ts) whose `operations` joins
 * them. Only the operations are generated: the browser reads every type through them (types/api.ts), and
 * every schema is inlined (no components).
 */
export async function typesOf(document: Record<string, unknown>): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const tags = tagsOf(document);
  for (const tag of tags) {
    const nodes = await openapiTS(onlyTag(document, tag) as never, { alphabetize: true, exportType: true });
    const operations = nodes.filter(
      (node) => (node as { name?: { text?: string } }).name?.text === 'operations',
    );
    const source = astToString(operations).replace(
      /^export interface operations\b/m,
      `export interface ${typeName(tag)}`,
    );
    const file = `${tag}.ts`;
    files.set(
      file,
      await formatted(header(`the ${tag} operations`) + source, path.join(GENERATED_TYPES, file)),
    );
  }
  const index = [
    header('every operation, by operationId, joined from one file per API area'),
    ...tags.map((tag) => `import type { ${typeName(tag)} } from './${tag}';`),
    '',
    `export type operations = ${tags.map(typeName).join(' & ')};`,
    '',
  ].join('\n');
  files.set('openapi.ts', await formatted(index, GENERATED_INDEX));
  return files;
}
