import fs from 'node:fs';
import path from 'node:path';

/*
 * Modules meet only through each other's public.ts (a test may use another module's testing.ts), and the platform services never reach into a
 * module: a module's routes, service and repository stay its own to change.
 */
const src = path.resolve(import.meta.dirname, '..');
const walk = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
    .filter((file) => /\.(ts|mjs)$/.test(file));

const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
    path.relative(src, path.resolve(path.dirname(file), match[1]!)),
  );

const moduleOf = (relative: string) => /^modules\/([^/]+)\//.exec(relative)?.[1] ?? null;

describe('module boundaries', () => {
  it('a module imports another module only through its public.ts', () => {
    const crossings: string[] = [];
    for (const file of walk(path.join(src, 'modules'))) {
      const own = moduleOf(path.relative(src, file));
      for (const target of importsOf(file)) {
        const other = moduleOf(target);
        // A test may also use another module's test fixtures (its testing.ts, never imported by product code).
        const fixtures = file.endsWith('.test.ts') && target === `modules/${other}/testing`;
        if (other && other !== own && target !== `modules/${other}/public` && !fixtures)
          crossings.push(`${path.relative(src, file)} -> ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('the platform services never import a module (their tests may drive a module end to end)', () => {
    const product = walk(path.join(src, 'platform')).filter((file) => !file.endsWith('.test.ts'));
    const reaches = product.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('modules/'))
        .map((target) => `${path.relative(src, file)} -> ${target}`),
    );
    expect(reaches).toEqual([]);
  });
});
