import fs from 'node:fs';
import path from 'node:path';

/*
 * The server's one shape (api/README.md, "Where things live"), held by the code itself:
 * - floors, top to bottom: server.ts and cli/ → app.ts → modules/* → platform/* → config.ts; nothing imports upward;
 * - a module is routes (HTTP only) → service (rules, the transaction) → repository (its SQL), with its TypeBox
 *   shapes in schemas and public.ts as the only door other modules and app.ts use;
 * - product code never imports test fixtures.
 */
const src = path.resolve(import.meta.dirname, '..');
const apiRoot = path.resolve(src, '..');
const repoRoot = path.resolve(apiRoot, '..');

const walk = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file));

const rel = (file: string) => path.relative(src, file);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Test fixtures: a module's fixtures/ folder (its test helpers and bad-input cases) and the whole testing/ folder. */
const isFixture = (file: string) =>
  /^modules\/[^/]+\/fixtures\//.test(rel(file)) || rel(file).startsWith('testing/');
const product = walk(src).filter((file) => !isTest(file) && !isFixture(file));

/** The relative imports in a file's text, single- or double-quoted, static or dynamic. */
const relativeImports = (text: string) =>
  [...text.matchAll(/(?:from|import)\s*\(?\s*(['"])(\.{1,2}\/[^'"]+)\1/g)].map((match) => match[2]!);

const importsOf = (file: string) =>
  relativeImports(fs.readFileSync(file, 'utf8')).map((target) =>
    path.relative(src, path.resolve(path.dirname(file), target)),
  );

const moduleOf = (relative: string) => /^modules\/([^/]+)\//.exec(relative)?.[1] ?? null;
const modules = fs
  .readdirSync(path.join(src, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A module's part: routes, service, repository, schemas or public (a file of that name, or a folder of it). */
const partOf = (relative: string) =>
  /^modules\/[^/]+\/(routes|service|repository|schemas|public)(\.ts|\/)/.exec(relative)?.[1] ?? null;

/**
 * Parts a module has nothing for, each with its reason; every other module has all five.
 */
const NOTHING_FOR: Record<string, Record<string, string>> = {
  web: {
    service: 'it serves the built apps and the visitor pages (modules/visitor): no rule of its own',
    repository: 'no table: the files come from dist/ or the release store',
    schemas: 'no JSON call: it answers files and HTML',
  },
};

/**
 * What the API may take from @earrival/shared/types: the lists both sides need at run time (the roles, the
 * statuses, the queues' folder names, the histories and their page sizes) and the types read off those lists.
 * The rest of that package is the browser's: its answer types are generated from the OpenAPI document the
 * API's own TypeBox schemas write, so the API importing them would run the chain in a loop.
 */
const SHARED_RUN_TIME_LISTS = new Set([
  'ROLES',
  'Role',
  'PROCESS_STATUSES',
  'ProcessStatus',
  'FOLDER_NAMES',
  'FolderName',
  'ActionSource',
  'DETAIL_HISTORY_ROWS',
  'HISTORY_PAGE_MAX',
  'ORDER_HISTORIES',
  'OrderHistoryName',
]);
const SHARED_TYPES_IMPORT =
  /^(?:import|export)\s+(?:type\s+)?([^;]*?)\s+from\s+'@earrival\/shared\/types(\/[^']*)?'/gm;

/** SQL in any form Kysely writes it: a template (typed `sql<Row>` too), a raw piece, or the builder. */
const SQL =
  /\bsql(?:<[^`]*?>)?`|\bsql\.(?:raw|lit|ref|table|id|join)\(|\.(?:selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom|replaceInto|mergeInto)\(/;
/** A transaction opened (Kysely's builder, or one begun by hand). */
const TRANSACTION = /\.transaction\(\)|\.startTransaction\(|\bsql`\s*BEGIN\b/i;
/** Fastify, its plugins and its packages: HTTP. */
const FASTIFY = /from\s+(['"])(fastify|fastify-plugin|@fastify\/[\w-]+)\1/;

describe('module boundaries', () => {
  it('a module imports another module only through its public.ts', () => {
    const crossings: string[] = [];
    for (const file of walk(path.join(src, 'modules'))) {
      const own = moduleOf(rel(file));
      for (const target of importsOf(file)) {
        const other = moduleOf(target);
        // A test may also use another module's test fixtures (its fixtures/, never imported by product code).
        const fixtures = (isTest(file) || isFixture(file)) && target.startsWith(`modules/${other}/fixtures`);
        if (other && other !== own && target !== `modules/${other}/public` && !fixtures)
          crossings.push(`${rel(file)} -> ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('app.ts, server.ts and cli/ reach a module only through its public.ts', () => {
    const entries = product.filter((file) => /^(app|server)\.ts$|^cli\//.test(rel(file)));
    const reaches = entries.flatMap((file) =>
      importsOf(file)
        .filter((target) => moduleOf(target + '/') !== null && !/^modules\/[^/]+\/public$/.test(target))
        .map((target) => `${rel(file)} -> ${target}`),
    );
    expect(reaches).toEqual([]);
  });

  it('nothing imports a floor above its own (config < platform < modules < app < server and cli)', () => {
    const floor = (relative: string) =>
      relative.startsWith('config')
        ? 0
        : relative.startsWith('platform/')
          ? 1
          : relative.startsWith('modules/')
            ? 2
            : relative.startsWith('app')
              ? 3
              : 4;
    const upward = product.flatMap((file) =>
      importsOf(file)
        .filter((target) => floor(target) > floor(rel(file)))
        .map((target) => `${rel(file)} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('product code never imports test fixtures', () => {
    const fixtures = product.flatMap((file) =>
      importsOf(file)
        .filter((target) => /^modules\/[^/]+\/fixtures(\/|$)/.test(target) || target.startsWith('testing/'))
        .map((target) => `${rel(file)} -> ${target}`),
    );
    expect(fixtures).toEqual([]);
  });

  it('every module has routes, service, repository, schemas and public', () => {
    const missing = modules.flatMap((name) =>
      ['routes', 'service', 'repository', 'schemas', 'public']
        .filter(
          (part) =>
            !NOTHING_FOR[name]?.[part] &&
            !fs.existsSync(path.join(src, 'modules', name, `${part}.ts`)) &&
            !fs.existsSync(path.join(src, 'modules', name, part)),
        )
        .map((part) => `modules/${name}/${part}`),
    );
    expect(missing).toEqual([]);
  });

  it('the API takes from the browser types only the shared run-time lists, never a generated answer type', () => {
    const taken = walk(src).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(SHARED_TYPES_IMPORT)].flatMap(([, clause, subpath]) => {
        // A namespace, a default or a deep import (generated/...) could reach anything: named only.
        const names = !subpath && /^\{[^}]*\}$/.test(clause!) ? clause!.slice(1, -1).split(',') : [clause!];
        return names
          .map(
            (name) =>
              name
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0]!,
          )
          .filter((name) => name && !SHARED_RUN_TIME_LISTS.has(name))
          .map((name) => `${rel(file)} imports ${name}${subpath ?? ''}`);
      }),
    );
    expect(taken).toEqual([]);
  });

  it('routes speak HTTP only: no SQL, no transaction, no repository', () => {
    const offences = product
      .filter((file) => partOf(rel(file)) === 'routes')
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        const found: string[] = [];
        if (/from 'kysely'/.test(text)) found.push('imports kysely');
        if (SQL.test(text)) found.push('writes SQL');
        if (TRANSACTION.test(text)) found.push('opens a transaction');
        if (importsOf(file).some((target) => /\/repository(\/|$)/.test(target)))
          found.push('imports a repository');
        return found.map((what) => `${rel(file)} ${what}`);
      });
    expect(offences).toEqual([]);
  });

  it('a module opens a transaction only in its service', () => {
    const offences = product
      .filter((file) => moduleOf(rel(file)) !== null && partOf(rel(file)) !== 'service')
      .filter((file) => TRANSACTION.test(fs.readFileSync(file, 'utf8')))
      .map(rel);
    expect(offences).toEqual([]);
  });

  it('services know no HTTP: no service imports Fastify (they take plain deps and an Actor)', () => {
    const speaking = product
      .filter((file) => partOf(rel(file)) === 'service')
      .filter((file) => FASTIFY.test(fs.readFileSync(file, 'utf8')))
      .map(rel);
    expect(speaking).toEqual([]);
  });

  it('SQL appears in a module only inside its repository', () => {
    const offences = product
      .filter((file) => moduleOf(rel(file)) !== null && partOf(rel(file)) !== 'repository')
      .filter((file) => SQL.test(fs.readFileSync(file, 'utf8')))
      .map(rel);
    expect(offences).toEqual([]);
  });

  it('the platform services never import a module (their tests may drive a module end to end)', () => {
    const reaches = product
      .filter((file) => rel(file).startsWith('platform/'))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith('modules/'))
          .map((target) => `${rel(file)} -> ${target}`),
      );
    expect(reaches).toEqual([]);
  });

  it('api/package.json exports exactly the entry points that the benches, the build, the browser tests and the container drill import', () => {
    const { exports } = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    const outside = ['bench', 'scripts', 'e2e', 'deploy']
      .flatMap((folder) => walk(path.join(repoRoot, folder)))
      .filter((file) => !file.includes('node_modules'));
    const imported = new Set(
      outside.flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/'@earrival\/api\/([^']+)'/g)].map(
          (match) => `./${match[1]}`,
        ),
      ),
    );
    expect(Object.keys(exports).sort()).toEqual([...imported].sort());
    for (const [entry, file] of Object.entries(exports)) {
      expect(fs.existsSync(path.join(apiRoot, file))).toBe(true);
      expect(entry).not.toContain('*');
    }
  });

  describe('the checks catch what they claim (fixtures)', () => {
    it('SQL: a template, a typed template, a raw piece and the builder; not a word like "sqlite"', () => {
      for (const code of [
        'await sql`SELECT 1`.execute(db);',
        'const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM orders`.execute(db);',
        "query.where(sql.raw('1 = 1'));",
        "await db.selectFrom('orders').selectAll().execute();",
        "await trx.updateTable('orders').set({ language }).execute();",
      ])
        expect({ code, sql: SQL.test(code) }).toEqual({ code, sql: true });
      expect(SQL.test("const kind = 'sqlite'; // see the sql README")).toBe(false);
    });

    it('transactions: the builder, and one begun by hand', () => {
      for (const code of [
        'await db.transaction().execute(async (trx) => {});',
        'await sql`BEGIN`.execute(db);',
      ])
        expect({ code, transaction: TRANSACTION.test(code) }).toEqual({ code, transaction: true });
      expect(TRANSACTION.test('const transactionId = body.transactionId;')).toBe(false);
    });

    it('imports: single- and double-quoted, static and dynamic', () => {
      expect(
        relativeImports(
          [
            "import { a } from '../repository/a';",
            'import { b } from "../repository/b";',
            "const c = await import('./c');",
            'export * from "./d";',
          ].join('\n'),
        ),
      ).toEqual(['../repository/a', '../repository/b', './c', './d']);
    });

    it('Fastify in a service, with either quote', () => {
      expect(FASTIFY.test("import type { FastifyRequest } from 'fastify';")).toBe(true);
      expect(FASTIFY.test('import type { FastifyReply } from "fastify";')).toBe(true);
      expect(FASTIFY.test("import fp from 'fastify-plugin';")).toBe(true);
      expect(FASTIFY.test("import cookie from '@fastify/cookie';")).toBe(true);
      expect(FASTIFY.test("import { fastifyish } from './fastify-like';")).toBe(false);
    });
  });
});
