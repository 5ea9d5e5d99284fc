import { eventBus, type AppEvent } from './eventBus';

describe('eventBus', () => {
  it('delivers an event only to subscribers of its type', () => {
    const counts: AppEvent[] = [];
    const sessions: AppEvent[] = [];
    const a = eventBus.on('counts-changed').subscribe((e) => counts.push(e));
    const b = eventBus.on('session-ended').subscribe((e) => sessions.push(e));
    eventBus.emit({ type: 'counts-changed', source: 'test' });
    a.unsubscribe();
    b.unsubscribe();
    expect(counts).toEqual([{ type: 'counts-changed', source: 'test' }]);
    expect(sessions).toEqual([]);
  });
});
