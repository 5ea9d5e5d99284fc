import { Subject, filter, type Observable } from 'rxjs';
import { pageSubject } from '@earrival/shared/bus/page';

/** Every event that crosses app boundaries in the page. */
export type AppEvent =
  | { type: 'counts-changed'; source: string }
  | { type: 'order-updated'; orderId: number; source: string }
  | { type: 'session-ended'; message: string };

export type AppEventType = AppEvent['type'];
export type EventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;

/*
 * @earrival/shared/bus is a Module Federation singleton, so this module normally runs once per page; the
 * subject itself is pinned on globalThis (see pageSubject) in case a mismatched remote brings its own.
 */
const subject = () => pageSubject(() => new Subject<AppEvent>());

export const eventBus = {
  emit(event: AppEvent): void {
    subject().next(event);
  },
  on<T extends AppEventType>(type: T): Observable<EventOf<T>> {
    return subject().pipe(filter((event): event is EventOf<T> => event.type === type));
  },
  all(): Observable<AppEvent> {
    return subject().asObservable();
  },
};
