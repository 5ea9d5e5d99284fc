import type { AppReleases, ClientReport, DeployToken, Release, ReleaseStep } from '@earrival/shared/api';

/** Release data as the server sends it, for the Deployments tests. Test code only. */

const NO_ERRORS = { load: 0, render: 0, members: 0 };
const BUILT_WITH = [
  { name: '@earrival/shared', version: '1.0.0' },
  { name: 'react', version: '19.2.0' },
  { name: 'react-dom', version: '19.2.0' },
];

export const release = (overrides: Partial<Release> & Pick<Release, 'version'>): Release => ({
  app: 'mf-queues',
  releaseId: `${overrides.version}-${'0'.repeat(12)}`,
  state: 'retired',
  canaryPercent: null,
  builtWith: BUILT_WITH,
  fileCount: 12,
  sizeBytes: 345_678,
  token: { id: 3, note: 'CI main' },
  note: null,
  createdAt: '2026-11-02T15:00:00.000Z',
  sequence: 1,
  errors: NO_ERRORS,
  ...overrides,
});

export const step = (overrides: Partial<ReleaseStep> & Pick<ReleaseStep, 'id' | 'action'>): ReleaseStep => ({
  at: '2026-11-02T15:00:00.000Z',
  releaseId: null,
  fromReleaseId: null,
  by: null,
  token: null,
  note: null,
  ...overrides,
});

export const report = (overrides: Partial<ClientReport> & Pick<ClientReport, 'id'>): ClientReport => ({
  at: '2026-11-03T10:00:00.000Z',
  releaseId: '1.2.0-cccccccccccc',
  kind: 'load',
  message: 'Loading chunk 7 failed',
  member: { id: 7, name: 'Tina Team' },
  served: true,
  ...overrides,
});

export const V100 = release({
  version: '1.0.0',
  releaseId: '1.0.0-aaaaaaaaaaaa',
  createdAt: '2026-10-01T12:00:00.000Z',
  sequence: 1,
});
export const V101 = release({
  version: '1.0.1',
  releaseId: '1.0.1-bbbbbbbbbbbb',
  state: 'live',
  note: 'fixes the search box',
  createdAt: '2026-11-02T15:00:00.000Z',
  sequence: 2,
});
export const V120 = release({
  version: '1.2.0',
  releaseId: '1.2.0-cccccccccccc',
  state: 'canary',
  canaryPercent: 25,
  token: { id: 4, note: null },
  createdAt: '2026-11-03T09:30:00.000Z',
  sequence: 3,
  errors: { load: 3, render: 1, members: 2 },
});

/** Queues: 1.0.1 live (it replaced 1.0.0), 1.2.0 the canary for 25% of staff. */
export const QUEUES: AppReleases = {
  app: 'mf-queues',
  label: 'Queues',
  live: V101,
  canary: V120,
  history: [V120, V101, V100],
  events: [
    step({
      id: 5,
      action: 'publish',
      at: V120.createdAt,
      releaseId: V120.releaseId,
      fromReleaseId: null,
      token: { id: 4, note: null },
      note: 'canary 25%',
    }),
    step({
      id: 4,
      action: 'token-created',
      at: '2026-11-03T09:00:00.000Z',
      by: { id: 1, name: 'Ada Admin' },
      token: { id: 4, note: null },
    }),
    step({
      id: 3,
      action: 'publish',
      at: V101.createdAt,
      releaseId: V101.releaseId,
      fromReleaseId: V100.releaseId,
      token: { id: 3, note: 'CI main' },
      note: 'fixes the search box',
    }),
    step({
      id: 2,
      action: 'publish',
      at: V100.createdAt,
      releaseId: V100.releaseId,
      token: { id: 3, note: 'CI main' },
    }),
  ],
  builtInErrors: NO_ERRORS,
  reports: [
    report({ id: 9, releaseId: V120.releaseId, kind: 'render', member: { id: 7, name: 'Tina Team' } }),
    report({
      id: 8,
      releaseId: V120.releaseId,
      member: { id: 9, name: 'Nick Night' },
      served: false,
      message: 'forged',
    }),
    report({ id: 2, releaseId: 'built-in', member: null, served: false, message: 'Failed to fetch' }),
  ],
};

const builtInOnly = (app: string, label: string): AppReleases => ({
  app,
  label,
  live: null,
  canary: null,
  history: [],
  events: [],
  builtInErrors: NO_ERRORS,
  reports: [],
});

export const ALL_APPS: AppReleases[] = [
  QUEUES,
  builtInOnly('mf-order-detail', 'Order detail'),
  { ...builtInOnly('mf-admin-settings', 'Settings'), builtInErrors: { load: 2, render: 0, members: 1 } },
  builtInOnly('mf-visitor', 'Visitor pages'),
];

export const TOKENS: DeployToken[] = [
  {
    id: 4,
    app: 'mf-queues',
    note: null,
    createdAt: '2026-11-03T09:00:00.000Z',
    createdBy: { id: 1, name: 'Ada Admin' },
    lastUsedAt: '2026-11-03T09:30:00.000Z',
    revokedAt: null,
  },
  {
    id: 3,
    app: 'mf-queues',
    note: 'CI main',
    createdAt: '2026-10-01T11:00:00.000Z',
    createdBy: { id: 1, name: 'Ada Admin' },
    lastUsedAt: '2026-11-02T15:00:00.000Z',
    revokedAt: null,
  },
  {
    id: 1,
    app: 'mf-visitor',
    note: 'old laptop',
    createdAt: '2026-09-01T11:00:00.000Z',
    createdBy: null,
    lastUsedAt: null,
    revokedAt: '2026-09-15T11:00:00.000Z',
  },
];
