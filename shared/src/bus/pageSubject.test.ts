import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { tellListeners } from '@earrival/shared/bus/page';

describe('tellListeners (what the session store speaks through)', () => {
  it('drops an event nobody can hear without creating the bus', () => {
    tellListeners({ type: 'session-ended', message: 'nobody listens yet' });
    expect((globalThis as Record<string, unknown>).__earrivalEventBus__).toBeUndefined();
  });

  it('delivers to the page bus once someone listens, synchronously', () => {
    const heard: AppEvent[] = [];
    const subscription = eventBus.on('session-ended').subscribe((event) => heard.push(event));
    tellListeners({ type: 'session-ended', message: 'Session expired' });
    subscription.unsubscribe();
    expect(heard).toEqual([{ type: 'session-ended', message: 'Session expired' }]);
  });
});
