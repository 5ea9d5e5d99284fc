import type { BadInputCases } from '../../testing/badInput';

/*
 * What the order routes (queue lists and search, the order detail, status changes and remarks, undo)
 * must refuse: each gets a 4xx with the envelope and writes nothing.
 * badInput.test.ts beside this file runs them through the shared runner, testing/badInput.ts.
 */
export const badInput: BadInputCases = {
  refused: [
    // Queue lists (lists.ts)
    ['unknown folder', 'GET', '/api/admin/get-orders-list/everything?page=1&limit=10', undefined, 400],
    ['negative page', 'GET', '/api/admin/get-orders-list/newOrder?page=-1&limit=10', undefined, 400],
    ['zero limit', 'GET', '/api/admin/get-orders-list/newOrder?page=1&limit=0', undefined, 400],
    ['huge limit', 'GET', '/api/admin/get-orders-list/newOrder?page=1&limit=99999999', undefined, 400],
    ['text page', 'GET', '/api/admin/get-orders-list/newOrder?page=two&limit=10', undefined, 400],
    ['page too far', 'GET', '/api/admin/get-orders-list/newOrder?page=99999999&limit=500', undefined, 400],
    ['unknown sort', 'GET', '/api/admin/get-orders-list/newOrder?sort=password', undefined, 400],
    ['bad process month', 'GET', '/api/admin/get-orders-list/futureOrder?processMonth=13', undefined, 400],
    // The order detail (detail.ts)
    ['unknown order', 'GET', '/api/admin/get-orders-details/123456', undefined, 404],
    [
      'garbage order id',
      'GET',
      '/api/admin/get-orders-details/%27%3B%20DROP%20TABLE%20orders',
      undefined,
      400,
    ],
    ['id beyond integer', 'GET', '/api/admin/get-orders-details/99999999999999', undefined, 400],
    // Search (lists.ts)
    [
      'search unknown folder',
      'POST',
      '/api/admin/search-order',
      { start: 0, end: 10, searchVal: 'a', folderName: 'x' },
      400,
    ],
    [
      'search negative start',
      'POST',
      '/api/admin/search-order',
      { start: -5, end: 10, searchVal: 'a', folderName: 'newOrder' },
      400,
    ],
    [
      'search too many rows',
      'POST',
      '/api/admin/search-order',
      { start: 0, end: 100000, searchVal: 'a', folderName: 'newOrder' },
      400,
    ],
    [
      'search value not text',
      'POST',
      '/api/admin/search-order',
      { start: 0, end: 10, searchVal: { $ne: 1 }, folderName: 'newOrder' },
      400,
    ],
    // Status changes, remarks and transactions (changes.ts)
    [
      'unknown status',
      'PUT',
      '/api/admin/move-order-status',
      { orderId: [100001], updatingStatus: 'Shipped' },
      400,
    ],
    [
      'status wrong type',
      'PUT',
      '/api/admin/move-order-status',
      { orderId: [100001], updatingStatus: 5 },
      400,
    ],
    [
      'move without ids',
      'PUT',
      '/api/admin/move-order-status',
      { orderId: [], updatingStatus: 'Pending' },
      400,
    ],
    [
      'move unknown order',
      'PUT',
      '/api/admin/move-order-status',
      { orderId: [100001, 424242], updatingStatus: 'Pending' },
      404,
    ],
    [
      'move object id',
      'PUT',
      '/api/admin/move-order-status',
      { orderId: [{ id: 1 }], updatingStatus: 'Pending' },
      400,
    ],
    [
      'permanent delete',
      'PUT',
      '/api/admin/change-order-status',
      { orderId: [100001], updatingStatus: 'Deleted', permanentDeletedFlag: true },
      400,
    ],
    [
      'assign unknown member',
      'PUT',
      '/api/admin/assign-order-status',
      { orderId: [100001], assignto: 'Nobody Here' },
      400,
    ],
    ['assign without assignto', 'PUT', '/api/admin/assign-order-status', { orderId: [100001] }, 400],
    ['refund unknown order', 'PUT', '/api/admin/move-to-complete-refund', { orderId: [100001, 5] }, 404],
    ['empty remark', 'POST', '/api/admin/add-new-remark', { orderId: 100001, remark: '   ' }, 400],
    [
      'bad flag',
      'POST',
      '/api/admin/add-new-remark',
      { orderId: 100001, remark: 'x', statusRefund: 'yes' },
      400,
    ],
    [
      'remark on unknown order',
      'POST',
      '/api/admin/add-new-remark',
      { orderId: 777777, remark: 'x', statusRefund: 'Y' },
      404,
    ],
    [
      'transaction missing merchant',
      'POST',
      '/api/admin/save-transaction-details',
      { orderId: 100001, transactionId: 'x' },
      400,
    ],
    // Undo (undo.ts)
    [
      'undo unknown action',
      'POST',
      '/api/admin/undo-action',
      { actionId: '6f1c1a52-8d4e-4b7a-9c3e-2f5d8a9b0c1d' },
      404,
    ],
    ['undo forged action id', 'POST', '/api/admin/undo-action', { actionId: "1' OR '1'='1" }, 400],
    ['undo without action id', 'POST', '/api/admin/undo-action', {}, 400],
  ],
  malformedJson: [
    ['PUT', '/api/admin/move-order-status'],
    ['POST', '/api/admin/search-order'],
  ],
  hostile: ({ order }) => [
    [
      'NUL in a remark',
      'POST',
      '/api/admin/add-new-remark',
      () => ({ orderId: order(), remark: 'hi\u0000' }),
      /remark.*NUL/,
    ],
    [
      'NUL in a search',
      'POST',
      '/api/admin/search-order',
      () => ({ start: 0, end: 10, searchVal: '\u0000abc', folderName: 'newOrder' }),
      /searchVal.*NUL/,
    ],
    [
      'NUL in a query',
      'GET',
      '/api/admin/get-all-folder-count?userName=a%00b',
      () => undefined,
      /userName.*NUL/,
    ],
    [
      'right-to-left override in a remark',
      'POST',
      '/api/admin/add-new-remark',
      () => ({ orderId: order(), remark: 'refund \u202Edias 03 ni' }),
      /remark.*invisible control characters \(found U\+202E\)/,
    ],
    [
      'Infinity limit',
      'GET',
      '/api/admin/get-orders-list/newOrder?page=1&limit=Infinity',
      () => undefined,
      /limit/,
    ],
    [
      'remark as a number',
      'POST',
      '/api/admin/add-new-remark',
      () => ({ orderId: order(), remark: 123 }),
      /remark/,
    ],
    [
      'NUL in an undo action id',
      'POST',
      '/api/admin/undo-action',
      () => ({ actionId: '6f1c1a52-8d4e-4b7a-9c3e-2f5d8a9b\u0000c1d' }),
      /actionId/,
    ],
    [
      'huge number as an undo action id',
      'POST',
      '/api/admin/undo-action',
      () => ({ actionId: 1e308 }),
      /actionId/,
    ],
    [
      'remark as true',
      'POST',
      '/api/admin/add-new-remark',
      () => ({ orderId: order(), remark: true }),
      /remark/,
    ],
  ],
  rawJson: [
    [
      'order id too large for a double (1e309 becomes Infinity)',
      'POST',
      '/api/admin/add-new-remark',
      '{"orderId": 1e309, "remark": "x"}',
      /finite/,
    ],
  ],
};
