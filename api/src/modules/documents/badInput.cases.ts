import type { BadInputCases } from '../../testing/badInput';

/*
 * What the document and mail routes must refuse: each gets a 4xx with the envelope and writes nothing.
 * badInput.test.ts beside this file runs them through the shared runner, testing/badInput.ts.
 */
export const badInput: BadInputCases = {
  hostile: ({ order }) => [
    [
      'display name in a customer mail address',
      'POST',
      '/api/admin/send-track-order-mail',
      () => ({ orderId: order(), email: 'x<evil@example.com>' }),
      /Invalid email address: x<evil@example\.com>\. Enter the address alone/,
    ],
    [
      'two addresses in a customer mail address',
      'POST',
      '/api/admin/send-track-order-mail',
      () => ({ orderId: order(), email: 'ana@example.com,eve@example.com' }),
      /Invalid email address/,
    ],
  ],
};
