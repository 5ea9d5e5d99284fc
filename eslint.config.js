import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { tsImport } from 'tsx/esm/api';
import fs from 'node:fs';
import path from 'node:path';

// The browser apps come from the app manifest, so a new app gets these boundaries without an edit here.
const { APPS } = await tsImport('./shared/src/apps.ts', import.meta.url);
const folders = APPS.map((app) => app.folder);

// An app's feature folders (src/features/<feature>/), read from disk so a new feature is fenced in too.
const featuresOf = (app) => {
  const dir = path.join(app, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
};

/*
 * The architecture, as import boundaries:
 *   - an app never imports another app (remotes and the shell meet only through @earrival/shared and
 *     federation exposes), nor the server;
 *   - @earrival/shared imports no app and no server code;
 *   - inside an app, features do not import the app's composition root (src/app/): the app assembles
 *     features, not the other way round;
 *   - inside an app, a feature (src/features/<feature>/) imports no other feature: what two features use
 *     lives outside src/features/ (src/components/, src/i18n/, ... or @earrival/shared), and screens are
 *     put together outside src/features/ too (src/app/, src/exposes/).
 */
const boundaries = [
  ...folders.flatMap((target) => [
    ...folders
      .filter((other) => other !== target)
      .map((other) => ({
        target: `./${target}`,
        from: `./${other}`,
        message: 'Apps meet only through @earrival/shared and Module Federation exposes.',
      })),
    { target: `./${target}`, from: './api', message: 'Browser apps reach the server over HTTP only.' },
    {
      target: `./${target}/src/features`,
      from: `./${target}/src/app`,
      message: 'Features do not import the app composition (src/app/); pass what they need down instead.',
    },
    ...featuresOf(target).map((feature) => ({
      target: `./${target}/src/features/${feature}`,
      from: `./${target}/src/features`,
      except: [`./${feature}`],
      message:
        'A feature does not import another feature: move what both use to src/components/ (or another folder outside src/features/, or @earrival/shared), and compose screens outside src/features/.',
    })),
  ]),
  ...folders.map((app) => ({
    target: './shared',
    from: `./${app}`,
    message: '@earrival/shared is shared by every app and imports none of them.',
  })),
  { target: './shared', from: './api', message: '@earrival/shared imports no server code.' },
];

/*
 * @earrival/shared is shared entry by entry (its package.json `exports`: auth, api, bus, ...), each entry
 * its own federation singleton. A relative import from one entry into another would bundle a second copy
 * of that entry (a second session store, a second bus) into the first, so entries reach each other only
 * by package name ('@earrival/shared/auth'). The entries' folders come from the package's exports.
 */
const sharedRoot = path.resolve('shared/src');
const sharedExports = JSON.parse(fs.readFileSync('shared/package.json', 'utf8')).exports;
const entryOf = (file) => {
  const inside = path.relative(sharedRoot, file);
  if (inside.startsWith('..')) return null;
  const exact = Object.entries(sharedExports).find(([, target]) => path.resolve('shared', target) === file);
  if (exact) return exact[0].slice(2);
  const [top, ...rest] = inside.split(path.sep);
  return rest.length > 0 ? top : top.replace(/\.tsx?$/, '');
};
const sharedEntryBoundary = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = entryOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      // A type-only import leaves nothing in the bundle, so it cannot make a second copy.
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const target = path.resolve(path.dirname(context.filename), spec);
      const file = ['', '.ts', '.tsx', '/index.ts']
        .map((end) => `${target}${end}`)
        .find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      const to = file ? entryOf(file) : null;
      if (to && to !== from)
        context.report({
          node: node.source,
          message: `Another entry of @earrival/shared: import it as '@earrival/shared/${to}' so the page keeps one copy.`,
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mf-*/**', '../../shell/**', '../../api/**', '@earrival/shell', '@earrival/mf-*'],
              message: 'Apps meet only through @earrival/shared and Module Federation exposes.',
            },
          ],
          paths: [
            {
              name: 'react-toastify',
              message:
                'Toasts go through @earrival/shared/toast (notify, Toasts): one toast store in the page, loaded with the first toast, on the unstyled build the CSP allows.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript parses the imported files too (cycles run through them), resolved as Node and webpack do.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    plugins: { earrival: { rules: { 'shared-entry-boundary': sharedEntryBoundary } } },
    rules: { 'earrival/shared-entry-boundary': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
