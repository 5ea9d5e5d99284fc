import type { BadInputCases } from '../../testing/badInput';

/*
 * What the statistics routes must refuse: each gets a 4xx with the envelope and writes nothing.
 * badInput.test.ts beside this file runs them through the shared runner, testing/badInput.ts.
 */
export const badInput: BadInputCases = {
  refused: [
    ['country bad date', 'POST', '/api/admin/get-country-order-list', { fromDate: 'yesterday' }, 400],
    ['processed bad date', 'POST', '/api/admin/get-processed-by-count', { fromDate: '2025-13-45' }, 400],
  ],
  hostile: () => [
    [
      'impossible day',
      'POST',
      '/api/admin/get-country-order-list',
      () => ({ fromDate: '2026-02-30' }),
      /fromDate/,
    ],
    [
      'year zero',
      'POST',
      '/api/admin/get-country-order-list',
      () => ({ fromDate: '0000-01-01' }),
      /fromDate/,
    ],
    [
      'year zero processed',
      'POST',
      '/api/admin/get-processed-by-count',
      () => ({ fromDate: '0000-01-01' }),
      /fromDate/,
    ],
  ],
};
