// The API's test files that open a database, found by following their relative imports to the test
// harness or the connection module, or reading DATABASE_URL themselves: the PostgreSQL pass of CI runs
// only these (the others do not depend on the database kind, and the newcomer's pass runs them once).
// `node scripts/databaseSuites.mjs` lists them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './apps.mjs';

const API_SOURCE = path.join(repoRoot, 'api', 'src');
/** Reaching either of these means the file opens a database (PGlite, or PostgreSQL when asked). */
const DATABASE_DOORS = ['testing/harness.ts', 'platform/db/connection.ts'].map((file) =>
  path.join(API_SOURCE, file),
);
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

function reachesDatabase(file, seen = new Set()) {
  if (DATABASE_DOORS.includes(file)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of text.matchAll(IMPORT)) {
    const target = resolve(file, specifier);
    if (target && reachesDatabase(target, seen)) return true;
  }
  return false;
}

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The API's test files that open a database, relative to the repository root. */
export function databaseSuites() {
  return testFiles(API_SOURCE)
    .filter(
      (file) => reachesDatabase(file) || fs.readFileSync(file, 'utf8').includes('process.env.DATABASE_URL'),
    )
    .map((file) => path.relative(repoRoot, file))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const suites = databaseSuites();
  console.log(suites.join('\n'));
  console.error(`${suites.length} of ${testFiles(API_SOURCE).length} API test files open a database`);
}
