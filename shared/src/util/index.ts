export { encodeId, decodeId } from './encodeId';
export { debounce, type Debounced } from './debounce';
export { dialCodeOf } from './dialCodes';
export { HISTORY_TIME_ZONE, easternTime, type EasternTime } from './easternTime';
