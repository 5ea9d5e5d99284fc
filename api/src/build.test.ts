import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATION_NAMES } from './platform/db/migrate';
import { buildApiForTest, repoRoot, startBuiltServer } from './testing/builtServer';

jest.setTimeout(180_000);

interface Metafile {
  inputs: Record<string, unknown>;
  outputs: Record<
    string,
    { entryPoint?: string; imports: { path: string; kind: string; external?: boolean }[] }
  >;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const apiManifest = readJson<{ dependencies: Record<string, string> }>(
  path.join(repoRoot, 'api', 'package.json'),
);
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier);

/**
 * Packages that a production package probes for with a require() in a try/catch and works without: run
 * as after `npm ci --omit=dev`, the probe fails and the server carries on. Anything else refused is a
 * dev-only package the server needs.
 */
const OPTIONAL_PROBES = new Set([
  'node_modules/supports-color', // debug (via @fastify/swagger) colours its output when it is there
]);

/** Signs in as the demo Admin and fetches the invoice PDF of the first order. */
async function renderAnInvoice(baseUrl: string): Promise<Buffer> {
  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
  const signIn = await post('/api/admin/admin-login', { email: 'admin@example.com', password: 'demo1234' });
  const { jwtToken } = (await signIn.json()) as { jwtToken: string };
  const list = await fetch(`${baseUrl}/api/admin/get-orders-list/allOrder?page=1&limit=1`, {
    headers: { authorization: jwtToken },
  });
  const { data } = (await list.json()) as { data: { order_id: number }[] };
  const response = await post('/api/admin/get-invoice-pdf', { orderId: data[0]!.order_id }, jwtToken);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
}

describe('the compiled API (npm run build, npm run serve)', () => {
  let build: ReturnType<typeof buildApiForTest>;
  beforeAll(() => {
    build = buildApiForTest();
  });
  afterAll(() => build?.remove());

  it('builds server.js with the PDF worker beside it (pool.ts starts ./worker.js next to itself), and the CLIs', () => {
    for (const file of [
      'server.js',
      'worker.js',
      'seed.js',
      'seed-worker.js',
      'create-admin.js',
      'package.json',
    ])
      expect(fs.existsSync(path.join(build.outdir, file))).toBe(true);
    // The folder's package.json makes node read the bundles as ES modules wherever the folder is copied.
    expect(readJson(path.join(build.outdir, 'package.json'))).toEqual({ type: 'module' });
  });

  (process.env.DATABASE_URL ? it : it.skip)(
    'seeds PostgreSQL with the built CLI, its worker threads started from seed-worker.js beside seed.js',
    async () => {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const name = `earrival_built_seed_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      try {
        const args = ['--orders', '300', '--chunk', '100', '--threads', '2'];
        const printed = execFileSync(process.execPath, [path.join(build.outdir, 'seed.js'), ...args], {
          env: { ...process.env, DATABASE_URL: url.href },
          encoding: 'utf8',
        });
        expect(printed).toMatch(/Done: 300 orders/);
        const seeded = new pg.Client({ connectionString: url.href });
        await seeded.connect();
        const { rows } = await seeded.query<{ orders: string; events: string }>(
          'SELECT (SELECT count(*) FROM orders)::text AS orders, (SELECT count(DISTINCT order_id) FROM order_events)::text AS events',
        );
        await seeded.end();
        expect(rows[0]).toEqual({ orders: '300', events: '300' });
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );

  it('imports only Node built-ins and dependencies of api/package.json; @earrival/shared (raw .ts) is bundled in', () => {
    const meta = readJson<Metafile>(build.metafile);
    const problems: string[] = [];
    const packages = new Set<string>();
    for (const [file, output] of Object.entries(meta.outputs)) {
      if (!file.endsWith('.js')) continue;
      const name = path.basename(file);
      for (const { path: specifier, kind, external } of output.imports) {
        // Without code splitting nothing is shared between the outputs: every import is external.
        if (!external) problems.push(`${name}: ${kind} of ${specifier} between outputs`);
        // An ES module bundle has no require(): esbuild would leave a stub that throws at run time.
        if (kind !== 'import-statement' && kind !== 'dynamic-import')
          problems.push(`${name}: ${kind} of ${specifier}`);
        if (isBuiltin(specifier)) continue;
        packages.add(packageOf(specifier));
        if (!(packageOf(specifier) in apiManifest.dependencies))
          problems.push(`${name} imports ${specifier}: not a dependency of api/package.json`);
      }
    }
    expect(problems).toEqual([]);
    expect(packages).toContain('fastify');
    expect(packages).toContain('piscina');
    expect(packages).not.toContain('@earrival/shared');
    // Only our own sources went into the bundle: the API's and @earrival/shared's.
    // esbuild names inputs relative to api/: the package @earrival/shared's sources are its sibling folder.
    const sharedSources = `${path.relative(path.join(repoRoot, 'api'), path.join(repoRoot, 'shared', 'src'))}/`;
    const ours = (input: string) => input.startsWith('src/') || input.startsWith(sharedSources);
    expect(Object.keys(meta.inputs).filter((input) => !ours(input))).toEqual([]);
    expect(Object.keys(meta.inputs).some((input) => input.startsWith(sharedSources))).toBe(true);
  });

  it('starts with plain node as after npm ci --omit=dev (no tsx, no TypeScript, no dev-only package) and answers GET /api/health', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-built-'));
    const trace = path.join(dataDir, 'modules.txt');
    fs.writeFileSync(trace, '');
    try {
      const server = await startBuiltServer(
        build.outdir,
        { DATA_DIR: dataDir, SEED_DEMO: '1', MODULE_TRACE: trace, REPO_ROOT: repoRoot },
        ['--import', path.join(repoRoot, 'api', 'src', 'testing', 'productionInstall.mjs')],
      );
      let health: unknown;
      try {
        const response = await fetch(`${server.baseUrl}/api/health`);
        expect(response.status).toBe(200);
        health = await response.json();
        // A PDF renders in the pool's worker thread, which runs worker.js from beside server.js.
        const pdf = await renderAnInvoice(server.baseUrl);
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      } finally {
        expect(await server.stop()).toBe(0);
      }
      expect(health).toMatchObject({
        status: 1,
        data: { database: 'pglite', migrations: MIGRATION_NAMES.length },
      });
      expect(server.output()).not.toMatch(/PDF worker pool error|"level":[56]0/);

      const lines = fs.readFileSync(trace, 'utf8').split('\n').filter(Boolean);
      const loaded = lines.filter((l) => l.startsWith('loaded ')).map((l) => l.slice('loaded '.length));
      const refused = new Set(lines.filter((l) => l.startsWith('refused ')).map((l) => l.split(' ')[1]!));
      expect([...refused].filter((folder) => !OPTIONAL_PROBES.has(folder))).toEqual([]);
      // Nothing from the sources: every file is the bundle's own or a package's.
      const outside = loaded.filter(
        (file) => !file.startsWith(build.outdir + path.sep) && !file.split(path.sep).includes('node_modules'),
      );
      expect(outside).toEqual([]);
      expect(loaded.filter((file) => /\.[cm]?tsx?$/.test(file))).toEqual([]);
      expect(
        loaded.filter((file) => /node_modules\/(tsx|esbuild|typescript|@swc\/core|jest[^/]*)\//.test(file)),
      ).toEqual([]);
      // What ran is the bundle, with its packages from node_modules.
      expect(loaded).toContain(path.join(build.outdir, 'server.js'));
      expect(loaded.some((file) => file.includes('/node_modules/fastify/'))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
