export { TOAST_SETTINGS, UNDO_SECONDS, notify, type UndoOption } from './toast';
export { Toasts } from './Toasts';
