import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { LINTED_DOCUMENT, repoRoot } from './paths';

const run = promisify(execFile);

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{
    ruleId: string;
    severity: string;
    message: string;
    location: Array<{ pointer: string }>;
  }>;
}

type Operation = {
  operationId?: unknown;
  security?: unknown;
  responses: Record<string, { content?: object }>;
};

/**
 * The contract from schema to screen: the OpenAPI document generated from the routes' TypeBox schemas
 * lints clean, and the browser's types generated from it (shared/src/types/generated/, a folder per API area, a file per call) are the
 * ones committed. When this fails after a schema change, run `npm run contract` and commit the folder.
 * The generation runs as `npm run contract -- --check` in a child process (openapi-typescript is ESM
 * only in parts jest cannot load), which also writes the document the lint reads.
 */
describe('the API contract', () => {
  let stale: boolean;
  let document: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'api/src/cli/contract/write.ts'), '--check'],
      { cwd: repoRoot, env: { ...process.env, NODE_NO_WARNINGS: '1' }, maxBuffer: 16 * 1024 * 1024 },
    );
    stale = (JSON.parse(stdout.trim().split('\n').pop()!) as { stale: boolean }).stale;
    document = JSON.parse(await fs.readFile(LINTED_DOCUMENT, 'utf8'));
  }, 180_000);

  it('the committed browser types are the ones the routes generate', () => {
    expect({
      stale,
      fix: stale ? 'run `npm run contract` and commit shared/src/types/generated' : '',
    }).toEqual({
      stale: false,
      fix: '',
    });
  });

  it("gives each call a file of its own, in its API area's folder", async () => {
    const folder = path.join(repoRoot, 'shared/src/types/generated');
    const written = new Set(
      (await fs.readdir(folder, { recursive: true })).map((file) => file.split(path.sep).join('/')),
    );
    const missing: string[] = [];
    for (const item of Object.values(document.paths))
      for (const op of Object.values(item) as Array<Operation & { tags?: string[] }>) {
        const file = `${op.tags?.[0]}/${String(op.operationId)}.ts`;
        if (!written.has(file)) missing.push(file);
      }
    expect(missing).toEqual([]);
    expect(written).toContain('orders/getOrdersDetails.ts');
  });

  it('every operation has a unique operationId, a security requirement and a documented success', () => {
    const missing: string[] = [];
    const ids = new Set<string>();
    for (const [route, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const name = `${method} ${route}`;
        if (typeof op.operationId !== 'string') missing.push(`${name}: operationId`);
        else if (ids.has(op.operationId)) missing.push(`${name}: duplicate operationId ${op.operationId}`);
        else ids.add(op.operationId);
        if (!Array.isArray(op.security)) missing.push(`${name}: security`);
        const success = Object.entries(op.responses).filter(([code]) => /^[23]/.test(code));
        if (!success.length) missing.push(`${name}: no 2xx/3xx answer`);
        for (const [code, answer] of success)
          if (!['302', '304'].includes(code) && !answer.content)
            missing.push(`${name}: ${code} without a body`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('describes each shared failure once (components.responses), every operation referring to it', () => {
    const shared = (document as { components?: { responses?: Record<string, { description: string }> } })
      .components?.responses;
    expect(Object.keys(shared ?? {}).sort()).toEqual([
      'Failure400',
      'Failure401',
      'Failure403',
      'Failure404',
      'Failure409',
      'Failure503',
    ]);
    const copies: string[] = [];
    let references = 0;
    for (const [route, item] of Object.entries(document.paths))
      for (const [method, op] of Object.entries(item))
        for (const [code, answer] of Object.entries(
          op.responses as Record<string, { description?: string; $ref?: string }>,
        )) {
          if (answer.$ref === `#/components/responses/Failure${code}`) references += 1;
          else if (answer.description === shared?.[`Failure${code}`]?.description)
            copies.push(`${method} ${route} ${code}`);
        }
    expect(copies).toEqual([]);
    expect(references).toBeGreaterThan(100);
  });

  it('lints clean with the recommended rules (the warnings left are listed with their reasons)', async () => {
    const cli = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');
    // redocly.yaml names the document; .redocly.lint-ignore.yaml gives the reasons of the warnings left.
    const { stdout } = await run(process.execPath, [cli, 'lint', '--format=json'], {
      cwd: repoRoot,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as LintReport;
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);
});
