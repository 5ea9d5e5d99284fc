import type { Config } from 'jest';
import { APPS } from './shared/src/apps';

// swc compiles TypeScript for jest too (no Babel, no ts-jest): the same compiler as the webpack builds.
const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      module: { type: 'commonjs' },
    },
  ],
};

const browserApp = (name: string): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: swc,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest-dom-setup.ts'],
  moduleNameMapper: { '\\.(css|png|svg|jpg)(\\?.*)?$': '<rootDir>/../scripts/jest-asset-stub.cjs' },
});

const config: Config = {
  rootDir: '.',
  // A guard against a hang, not a speed check: on the embedded database a contract test that takes 2 s on
  // an idle 2-core machine took past jest's 5 s with a second npm test beside it (releases/publish).
  // Heavier suites set their own, sized from the loaded run. Jest reads it here only: a project's own
  // testTimeout is ignored (scripts/jestConfig.test.ts).
  testTimeout: 30_000,
  projects: [
    browserApp('shared'),
    ...APPS.map((app) => browserApp(app.folder)),
    {
      // The build's own logic (the federation shared config) checked against the federation runtime.
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      transform: swc,
      testMatch: ['<rootDir>/*.test.ts'],
    },
    {
      // The container image and the deploy files checked against the repository (deploy/container/).
      displayName: 'deploy',
      rootDir: '<rootDir>/deploy',
      testEnvironment: 'node',
      transform: { ...swc, '^.+\\.mjs$': swc['^.+\\.(t|j)sx?$']! },
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      // typebox ships ES modules only (.mjs): swc turns them into CommonJS like our own files.
      transform: { ...swc, '^.+\\.mjs$': swc['^.+\\.(t|j)sx?$']! },
      transformIgnorePatterns: ['/node_modules/(?!@electric-sql|typebox)'],
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
  ],
};

export default config;
