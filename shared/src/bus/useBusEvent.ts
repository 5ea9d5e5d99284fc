import { useEffect, useRef } from 'react';
import { eventBus, type AppEventType, type EventOf } from './eventBus';

/** Subscribes a component to one event type for as long as it is mounted. */
export function useBusEvent<T extends AppEventType>(type: T, handler: (event: EventOf<T>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const subscription = eventBus.on(type).subscribe((event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [type]);
}
