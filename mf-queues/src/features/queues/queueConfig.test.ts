import { QUEUES } from '@earrival/shared/queues';
import { NEW_QUEUE } from '@earrival/shared/testing';
import { queueFor } from './queueConfig';

describe('queueFor (the queue a QueueScreen route shows)', () => {
  it('finds a queue added to the list by its route, with its folder, columns and table kind', () => {
    expect(queueFor('escalated-order', QUEUES)).toBeUndefined();
    expect(queueFor('escalated-order', [...QUEUES, NEW_QUEUE])).toMatchObject({
      folder: 'escalatedOrder',
      columns: 'priority',
      kind: 'new',
    });
  });

  it("serves the dashboard's '/' as New Orders", () => {
    expect(queueFor('/', QUEUES)).toMatchObject({ route: 'recent-order', folder: 'newOrder' });
  });
});
