import { FOLDER_COLUMN_SET, orderTextColumns } from '@earrival/shared/columns';
import { QUEUES, byFolder, folderNames } from '@earrival/shared/queues';
import { ADMIN_ROUTES, queueRoute } from '@earrival/shared/routes';
import { NEW_QUEUE } from '@earrival/shared/testing';
import { FOLDER_NAMES } from '@earrival/shared/types';

const withNewQueue = [...QUEUES, NEW_QUEUE];

describe('the list of queues', () => {
  it('names each folder once, My Orders being the New folder of the signed-in member', () => {
    expect(new Set(FOLDER_NAMES).size).toBe(FOLDER_NAMES.length);
    expect(QUEUES.filter((queue) => queue.mine).map((queue) => [queue.route, queue.folder])).toEqual([
      ['my-order', 'newOrder'],
    ]);
  });

  it('is where the admin routes of the queues, their folders and their columns come from', () => {
    expect(ADMIN_ROUTES.slice(0, QUEUES.length)).toEqual(QUEUES.map(queueRoute));
    expect(FOLDER_NAMES).toEqual(folderNames(QUEUES));
    expect(FOLDER_COLUMN_SET).toEqual(byFolder(QUEUES, (queue) => queue.columns));
  });

  it('a queue added to the list is a folder with its count field, a route of the menu, and CSV columns', () => {
    expect(folderNames(withNewQueue)).toEqual([...FOLDER_NAMES, 'escalatedOrder']);
    expect(byFolder(withNewQueue, (queue) => queue.countField)).toMatchObject({
      escalatedOrder: 'escalatedOrdersCount',
    });
    const columns = byFolder(withNewQueue, (queue) => queue.columns).escalatedOrder!;
    expect(orderTextColumns(columns).map((column) => column.header)).toEqual(
      orderTextColumns('priority').map((column) => column.header),
    );
    expect(withNewQueue.map(queueRoute).at(-1)).toEqual({
      path: 'escalated-order',
      title: 'Escalated Order',
      menuLabel: 'Escalated Orders',
      countField: 'escalatedOrdersCount',
      icon: 'star',
      roles: ['Admin', 'Manager'],
      remote: 'mf_queues',
      module: './QueueScreen',
    });
  });
});
