import { Subject, filter, type Observable } from 'rxjs';

/** Every event that crosses app boundaries in the page. */
export type AppEvent =
  | { type: 'counts-changed'; source: string }
  | { type: 'order-updated'; orderId: number; source: string }
  | { type: 'session-ended'; message: string };

export type AppEventType = AppEvent['type'];
export type EventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;

const GLOBAL_KEY = '__earrivalEventBus__';
type BusHolder = { [GLOBAL_KEY]?: Subject<AppEvent> };

/*
 * @earrival/shared is a Module Federation singleton, so this module normally runs once per page.
 * The subject is also pinned on globalThis so that a remote built with a mismatched shared version
 * still talks on the same bus instead of silently on its own.
 */
function pageSubject(): Subject<AppEvent> {
  const holder = globalThis as BusHolder;
  holder[GLOBAL_KEY] ??= new Subject<AppEvent>();
  return holder[GLOBAL_KEY];
}

export const eventBus = {
  emit(event: AppEvent): void {
    pageSubject().next(event);
  },
  on<T extends AppEventType>(type: T): Observable<EventOf<T>> {
    return pageSubject().pipe(filter((event): event is EventOf<T> => event.type === type));
  },
  all(): Observable<AppEvent> {
    return pageSubject().asObservable();
  },
};
