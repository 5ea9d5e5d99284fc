/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS } from '@earrival/shared/apps';

/*
 * The root ESLint config (eslint.config.js) fences in each feature folder of every browser app: a file in
 * src/features/<a>/ may import its own feature, the app's folders outside src/features/ and @earrival/shared,
 * but no other feature. Checked here the way `npm run lint` checks it: the repository's own config, on
 * snippets placed in real feature folders, importing real files (an import that resolves to nothing is
 * not checked, so the targets must exist).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const FEATURE_RULE = 'A feature does not import another feature';

const isModule = (file: string) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file);
/** A module of the folder (its index first), relative to the folder, without its extension. */
function moduleIn(dir: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const files = (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter(isModule)
    .sort((a, b) => Number(!a.startsWith('index.')) - Number(!b.startsWith('index.')) || a.localeCompare(b));
  return files[0]
    ?.replace(/\.tsx?$/, '')
    .split(path.sep)
    .join('/');
}
const featuresOf = (app: string) =>
  fs
    .readdirSync(path.join(repoRoot, app, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

interface Snippet {
  id: string;
  /** Whether the boundary rule must report the import. */
  reported: boolean;
  /** Where the snippet is linted as (repo-relative): always inside a feature folder. */
  file: string;
  from: string;
}

/** For each app with two features or more: an import of another feature, and imports that stay allowed. */
const snippets: Snippet[] = APPS.flatMap(({ folder }) => {
  const features = featuresOf(folder);
  const [own, other] = features.filter((feature) =>
    moduleIn(path.join(repoRoot, folder, 'src/features', feature)),
  );
  if (!own || !other) return [];
  const featureDir = path.join(folder, 'src/features', own);
  const file = path.join(featureDir, 'featureBoundary.fixture.ts');
  const cases: Snippet[] = [
    {
      id: `${folder}: ${own} -> ${other}`,
      reported: true,
      file,
      from: `../${other}/${moduleIn(path.join(repoRoot, folder, 'src/features', other))}`,
    },
    {
      id: `${folder}: ${own} -> itself`,
      reported: false,
      file,
      from: `./${moduleIn(path.join(repoRoot, featureDir))}`,
    },
    { id: `${folder}: ${own} -> @earrival/shared`, reported: false, file, from: '@earrival/shared/routes' },
  ];
  for (const outside of ['components', 'i18n', 'navigation', 'ui', 'lib']) {
    const module = moduleIn(path.join(repoRoot, folder, 'src', outside));
    if (module)
      cases.push({
        id: `${folder}: ${own} -> src/${outside}`,
        reported: false,
        file,
        from: `../../${outside}/${module}`,
      });
  }
  return cases;
});

/** Lints every snippet with the repository's ESLint config, in one Node process (the config is ESM). */
function lint(all: Snippet[]): Record<string, { ruleId: string | null; message: string }[]> {
  const script = `
    import { ESLint } from 'eslint';
    const snippets = JSON.parse(process.env.SNIPPETS);
    // Only the import boundaries are under test: the cycle check would parse every file each snippet reaches.
    const eslint = new ESLint({ overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
    const out = {};
    for (const { id, file, from } of snippets) {
      const code = 'import * as target from ' + JSON.stringify(from) + ';\\nexport default target;\\n';
      const [result] = await eslint.lintText(code, { filePath: file });
      out[id] = result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    env: { ...process.env, SNIPPETS: JSON.stringify(all) },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`ESLint did not run: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

const boundaryErrors = (messages: { ruleId: string | null; message: string }[]) =>
  messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');

let results: ReturnType<typeof lint>;
beforeAll(() => {
  results = lint(snippets);
}, 180_000);

describe('ESLint: no feature imports another feature', () => {
  it('has an app with two features to check', () => {
    expect(snippets.filter((snippet) => snippet.reported).length).toBeGreaterThan(0);
  });

  it.each(snippets.filter((s) => s.reported).map((s) => [s.id, s] as const))('reports %s', (_, snippet) => {
    expect(boundaryErrors(results[snippet.id]!)).toEqual([
      expect.objectContaining({ message: expect.stringContaining(FEATURE_RULE) }),
    ]);
  });

  it.each(snippets.filter((s) => !s.reported).map((s) => [s.id, s] as const))('allows %s', (_, snippet) => {
    expect(boundaryErrors(results[snippet.id]!)).toEqual([]);
  });
});
