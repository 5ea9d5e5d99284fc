import { toAppEvent } from './liveEvents';

const message = (event: string, data: unknown) => ({
  id: '1',
  event,
  data: typeof data === 'string' ? data : JSON.stringify(data),
});

describe('toAppEvent (stream message -> bus event)', () => {
  it('counts-changed -> the counts-changed the sidebar already refreshes on', () => {
    expect(toAppEvent(message('counts-changed', {}))).toEqual({ type: 'counts-changed', source: 'live' });
  });

  it('order-updated keeps the order, what changed and who changed it', () => {
    const data = { orderId: 42, changes: ['status', 'comment'], by: { id: 3, name: 'Sara' } };
    expect(toAppEvent(message('order-updated', data))).toEqual({
      type: 'order-updated',
      orderId: 42,
      source: 'live',
      changes: ['status', 'comment'],
      by: { id: 3, name: 'Sara' },
    });
  });

  it('order-updated still refreshes with changes it does not know and without a member behind it', () => {
    const data = { orderId: 42, changes: ['created', 'status'], by: { id: null, name: 'system' } };
    expect(toAppEvent(message('order-updated', data))).toEqual({
      type: 'order-updated',
      orderId: 42,
      source: 'live',
      changes: ['status'],
    });
  });

  it('presence lists the viewers, dropping entries outside the contract', () => {
    const viewers = [
      { id: 3, name: 'Sara', role: 'Team' },
      { id: 'x' },
      { id: 5, name: 'Omar', role: 'Manager' },
    ];
    expect(toAppEvent(message('presence', { orderId: 42, viewers }))).toEqual({
      type: 'presence',
      orderId: 42,
      viewers: [
        { id: 3, name: 'Sara', role: 'Team' },
        { id: 5, name: 'Omar', role: 'Manager' },
      ],
    });
  });

  it('remote-released names the remote, what happened and the release now live or in canary', () => {
    const data = { app: 'mf-queues', action: 'publish', releaseId: '1.0.1-abcdef123456', state: 'canary' };
    expect(toAppEvent(message('remote-released', data))).toEqual({
      type: 'remote-released',
      app: 'mf-queues',
      action: 'publish',
      releaseId: '1.0.1-abcdef123456',
    });
    const backToBuiltIn = { app: 'mf-queues', action: 'auto-rollback', releaseId: null, state: 'live' };
    expect(toAppEvent(message('remote-released', backToBuiltIn))).toEqual({
      type: 'remote-released',
      app: 'mf-queues',
      action: 'auto-rollback',
      releaseId: null,
    });
  });

  it('skips a remote-released without its remote, its action or a release id that is a string or null', () => {
    expect(toAppEvent(message('remote-released', { action: 'publish', releaseId: null }))).toBeNull();
    expect(
      toAppEvent(message('remote-released', { app: '', action: 'publish', releaseId: null })),
    ).toBeNull();
    expect(toAppEvent(message('remote-released', { app: 'mf-queues', releaseId: null }))).toBeNull();
    expect(toAppEvent(message('remote-released', { app: 'mf-queues', action: 'publish' }))).toBeNull();
    expect(
      toAppEvent(message('remote-released', { app: 'mf-queues', action: 'publish', releaseId: 7 })),
    ).toBeNull();
  });

  it('skips unknown types, data that is not JSON, and orders without an id', () => {
    expect(toAppEvent(message('something-new', {}))).toBeNull();
    expect(toAppEvent(message('counts-changed', 'not json'))).toBeNull();
    expect(toAppEvent(message('order-updated', { changes: [] }))).toBeNull();
    expect(toAppEvent(message('presence', { orderId: 42 }))).toBeNull();
  });
});
