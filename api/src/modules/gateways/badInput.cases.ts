import type { BadInputCases } from '../../testing/badInput';

/*
 * What the payment gateway routes must refuse: each gets a 4xx with the envelope and writes nothing.
 * badInput.test.ts beside this file runs them through the shared runner, testing/badInput.ts.
 */
export const badInput: BadInputCases = {
  refused: [
    ['gateway unknown', 'POST', '/api/admin/payment-gateway-setting', { gatewayId: 'OTk5OTk4' }, 404],
    ['gateway garbage', 'POST', '/api/admin/payment-gateway-setting', { gatewayId: '!!' }, 400],
  ],
  hostile: () => [
    [
      'gateway id as true',
      'POST',
      '/api/admin/payment-gateway-setting',
      () => ({ gatewayId: true }),
      /gatewayId/,
    ],
  ],
};
