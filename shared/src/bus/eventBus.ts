import { Subject, filter, type Observable } from 'rxjs';
import { pageSubject } from '@earrival/shared/bus/page';
import type { AppEvent, AppEventType, EventOf } from './events';

export type { AppEvent, AppEventType, EventOf } from './events';

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
