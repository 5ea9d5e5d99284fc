// npm test: every unit and component test (jest), then the browser tests (e2e/, playwright-core + Chromium),
// ending with one summary line. `--only=unit` or `--only=e2e` runs one half; `--projects=api,shared` limits
// jest to those projects, `--paths=a,b` to the files whose paths match, `--database-suites` to the API's
// files that open a database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { databaseSuites } from './databaseSuites.mjs';
import { ensureBuilt, ensureDependencies } from './ensure.mjs';

const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = option('only');
const projects = option('projects')?.split(',') ?? [];
// `--paths=a,b`: only the test files whose paths match (jest's --testPathPatterns). `--database-suites`:
// only the API's files that open a database (CI's PostgreSQL pass: the rest do not depend on its kind).
const paths = option('paths')?.split(',').filter(Boolean) ?? [];
if (process.argv.includes('--database-suites')) paths.push(...databaseSuites());
// TEST_RESULTS_DIR: where the reports go (CI runs the PostgreSQL pass beside npm test, each with its own).
const results = process.env.TEST_RESULTS_DIR ?? path.join(repoRoot, 'test-results');
fs.mkdirSync(results, { recursive: true });
const tally = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function runJest() {
  const outputFile = path.join(results, 'jest.json');
  fs.rmSync(outputFile, { force: true });
  const run = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      'node_modules/jest/bin/jest.js',
      '--maxWorkers=2',
      '--json',
      `--outputFile=${outputFile}`,
      ...(projects.length ? ['--selectProjects', ...projects] : []),
      ...(paths.length ? ['--testPathPatterns', ...paths] : []),
    ],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_NO_WARNINGS: '1' } },
  );
  if (!fs.existsSync(outputFile)) {
    problems.push(`jest did not finish (exit ${run.status})`);
    tally.failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numRuntimeErrorTestSuites) {
    tally.failed += report.numRuntimeErrorTestSuites;
    problems.push(`${report.numRuntimeErrorTestSuites} jest suite(s) failed to run`);
  }
  if (run.status !== 0 && report.numFailedTests === 0 && !report.numRuntimeErrorTestSuites) {
    tally.failed += 1;
    problems.push(`jest exited with ${run.status}`);
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function runBrowserTests() {
  if (!fs.existsSync(CHROMIUM)) {
    const advice = `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`;
    if (process.env.CI === 'true') {
      problems.push(advice);
      tally.failed += 1;
      return;
    }
    console.warn(`\n${'!'.repeat(100)}\n!! BROWSER TESTS SKIPPED. ${advice}\n${'!'.repeat(100)}\n`);
    tally.skipped += 1;
    return;
  }
  await ensureBuilt();
  const files = fs
    .readdirSync(path.join(repoRoot, 'e2e'))
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join('e2e', f));
  const tap = path.join(results, 'e2e.tap');
  fs.rmSync(tap, { force: true });
  // One file at a time: every file starts its own server, and two cores are shared with Chromium.
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (label) => Number((text.match(new RegExp(`^# ${label} (\\d+)$`, 'm')) ?? [])[1] ?? 0);
  tally.passed += count('pass');
  tally.failed += count('fail') + count('cancelled');
  tally.skipped += count('skipped') + count('todo');
  if (run.status !== 0 && count('fail') === 0) {
    tally.failed += 1;
    problems.push(`browser tests exited with ${run.status}`);
  }
}

try {
  ensureDependencies();
  if (only !== 'e2e') runJest();
  if (only !== 'unit') await runBrowserTests();
} catch (error) {
  problems.push(error.message);
  tally.failed += 1;
}
for (const problem of problems) console.error(`problem: ${problem}`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed ? 1 : 0);
