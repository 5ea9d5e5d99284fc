import type { Subject } from 'rxjs';
import type { AppEvent } from './events';

/*
 * Where the page's one bus lives: pinned on globalThis, so that even a remote built with a mismatched
 * shared version talks on the same bus. No rxjs here (types only): code that only ever speaks on the bus
 * (the session store) imports this entry and leaves rxjs to whoever listens.
 */
const GLOBAL_KEY = '__earrivalEventBus__';
type BusHolder = { [GLOBAL_KEY]?: Subject<AppEvent> };

/** The page's subject, created by the bus module the first time anyone listens or speaks through it. */
export function pageSubject(create: () => Subject<AppEvent>): Subject<AppEvent> {
  const holder = globalThis as BusHolder;
  holder[GLOBAL_KEY] ??= create();
  return holder[GLOBAL_KEY];
}

/**
 * Emits on the page's bus if the bus exists. If it does not, nobody has subscribed to anything yet, so
 * there is nobody to tell: the event is rightly dropped and the bus is not loaded for it.
 */
export function tellListeners(event: AppEvent): void {
  (globalThis as BusHolder)[GLOBAL_KEY]?.next(event);
}
