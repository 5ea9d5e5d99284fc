export { eventBus, type AppEvent, type AppEventType, type EventOf } from './eventBus';
export { useBusEvent } from './useBusEvent';
