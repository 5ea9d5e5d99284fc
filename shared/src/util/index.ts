export { encodeId, decodeId } from './encodeId';
export { debounce, type Debounced } from './debounce';
export { dialCodeOf } from './dialCodes';
