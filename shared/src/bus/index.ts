export { eventBus, type AppEvent } from './eventBus';
export { useBusEvent } from './useBusEvent';
