import { liveEventsOf } from './events';

describe('liveEventsOf', () => {
  const assigned = [{ order_id: 7, action: 'assign' as const, to_value: 'Ann' }];

  it('names the tab the change came from on order-updated and counts-changed, so that tab skips the echo', () => {
    expect(liveEventsOf({ id: 3, name: 'Ann', tabId: 'lq2x-9f3k' }, assigned)).toEqual([
      {
        type: 'order-updated',
        data: { orderId: 7, changes: ['assign'], by: { id: 3, name: 'Ann' }, tabId: 'lq2x-9f3k' },
      },
      { type: 'counts-changed', data: { tabId: 'lq2x-9f3k' } },
    ]);
  });

  it('names no tab for a member call without one, nor for the system: every tab hears those', () => {
    expect(liveEventsOf({ id: 3, name: 'Ann' }, assigned)).toEqual([
      { type: 'order-updated', data: { orderId: 7, changes: ['assign'], by: { id: 3, name: 'Ann' } } },
      { type: 'counts-changed', data: {} },
    ]);
    expect(liveEventsOf(null, [{ order_id: 7, action: 'created' }])).toEqual([
      { type: 'counts-changed', data: {} },
    ]);
  });
});
