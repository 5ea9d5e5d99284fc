export { encodeId, decodeId } from './encodeId';
export { debounce, type Debounced } from './debounce';
export { HISTORY_TIME_ZONE, easternTime, type EasternTime } from './easternTime';
