import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import path from 'node:path';
import { GENERATED_INDEX, GENERATED_TYPES } from './paths';

const header = (what: string) => `/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run \`npm run contract\`. A test in the api
 * project (src/cli/contract/contract.test.ts) fails while this file is stale.
 * This file: ${what}.
 */
`;

type PathItem = Record<string, unknown>;
type Operation = { operationId?: string; tags?: string[] };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** 'orders' -> 'OrdersOperations', the name of one area's operations. */
const typeName = (tag: string) => `${tag[0]!.toUpperCase()}${tag.slice(1)}Operations`;

/** The document with only the operations `keep` accepts (a path item keeps its other fields). */
function onlyOperations(
  document: Record<string, unknown>,
  keep: (operation: Operation) => boolean,
): Record<string, unknown> {
  const paths: Record<string, PathItem> = {};
  for (const [route, item] of Object.entries(document.paths as Record<string, PathItem>)) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(([key, value]) => !METHODS.includes(key) || keep(value as Operation)),
    );
    if (METHODS.some((method) => method in kept)) paths[route] = kept;
  }
  return { ...document, paths };
}

/** The operationIds of one tag, in the document's order. */
function operationsOf(document: Record<string, unknown>, tag: string): string[] {
  const ids: string[] = [];
  for (const item of Object.values(document.paths as Record<string, PathItem>))
    for (const method of METHODS.filter((m) => m in item)) {
      const { operationId, tags = [] } = item[method] as Operation;
      if (tags.includes(tag)) ids.push(operationId!);
    }
  return ids;
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

/** The nodes openapi-typescript makes for a document, keeping only the named interface. */
async function generated(document: Record<string, unknown>, name: 'operations' | 'components') {
  const nodes = await openapiTS(document as never, { alphabetize: true, exportType: true });
  return astToString(nodes.filter((node) => (node as { name?: { text?: string } }).name?.text === name));
}

/** 'METHOD path under /api/' -> operationId, one line each, in the document's order. */
function routesOf(document: Record<string, unknown>): string[] {
  const lines: string[] = [];
  for (const [route, item] of Object.entries(document.paths as Record<string, PathItem>))
    for (const method of METHODS.filter((m) => m in item)) {
      const { operationId } = item[method] as Operation;
      lines.push(`  '${method.toUpperCase()} ${route.replace(/^\/(api\/)?/, '')}': '${operationId}';`);
    }
  return lines;
}

/** 'getOrdersDetails' -> 'GetOrdersDetailsOperation', the name of the file that holds one call. */
const operationTypeName = (operationId: string) =>
  `${operationId[0]!.toUpperCase()}${operationId.slice(1)}Operation`;

/**
 * The TypeScript of an OpenAPI document, as files of the generated folder by path: a folder per API area
 * (the operations' tags) with a file per call, `<tag>/<operationId>.ts`, and `<tag>/index.ts` whose
 * `<Tag>Operations` joins the area's calls; the index (openapi.ts) whose `operations` joins the areas and
 * names each call's route (`routes`); and components.ts with what the calls refer to (the failures many
 * routes share). The browser reads every type through the operations (types/api.ts); every other schema
 * is inlined.
 */
export async function typesOf(document: Record<string, unknown>): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const add = async (file: string, source: string) =>
    files.set(file, await formatted(source, path.join(GENERATED_TYPES, file)));
  await add(
    'components.ts',
    header('the parts several operations share (components of the document)') +
      (await generated(document, 'components')),
  );
  const tags = tagsOf(document);
  for (const tag of tags) {
    const ids = operationsOf(document, tag);
    for (const id of ids) {
      const only = onlyOperations(document, (operation) => operation.operationId === id);
      const source = (await generated(only, 'operations')).replace(
        /^export interface operations\b/m,
        `export interface ${operationTypeName(id)}`,
      );
      const imports = source.includes('components[')
        ? `import type { components } from '../components';\n\n`
        : '';
      await add(`${tag}/${id}.ts`, header(`the call ${id} (${tag})`) + imports + source);
    }
    await add(
      `${tag}/index.ts`,
      [
        header(`the ${tag} calls, one file each`),
        ...ids.map((id) => `import type { ${operationTypeName(id)} } from './${id}';`),
        '',
        ids.length === 1
          ? `export type ${typeName(tag)} = ${operationTypeName(ids[0]!)};`
          : `export interface ${typeName(tag)} extends ${ids.map(operationTypeName).join(', ')} {}`,
        '',
      ].join('\n'),
    );
  }
  const index = [
    header('every operation, by operationId, joined from one folder per API area'),
    ...tags.map((tag) => `import type { ${typeName(tag)} } from './${tag}';`),
    '',
    `export type operations = ${tags.map(typeName).join(' & ')};`,
    '',
    '/** Each operation by its method and path under /api/: the browser names its calls so (shared/src/api/call.ts). */',
    'export interface routes {',
    ...routesOf(document),
    '}',
    '',
  ].join('\n');
  files.set('openapi.ts', await formatted(index, GENERATED_INDEX));
  return files;
}
