import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { tsImport } from 'tsx/esm/api';

// The browser apps come from the app manifest, so a new app gets these boundaries without an edit here.
const { APPS } = await tsImport('./shared/src/apps.ts', import.meta.url);
const folders = APPS.map((app) => app.folder);

/*
 * The architecture, as import boundaries:
 *   - an app never imports another app (remotes and the shell meet only through @earrival/shared and
 *     federation exposes), nor the server;
 *   - @earrival/shared imports no app and no server code;
 *   - inside an app, features do not import the app's composition root (src/app/): the app assembles
 *     features, not the other way round.
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
  ]),
  ...folders.map((app) => ({
    target: './shared',
    from: `./${app}`,
    message: '@earrival/shared is shared by every app and imports none of them.',
  })),
  { target: './shared', from: './api', message: '@earrival/shared imports no server code.' },
];

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
                'Toasts go through @earrival/shared (notify, ToastContainer): one toast store in the page, on the unstyled build the CSP allows.',
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
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
