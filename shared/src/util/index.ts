export { encodeId, decodeId } from './encodeId';
export { easternTime } from './easternTime';
export { customerDocumentName } from './documentName';
