export { TOAST_SETTINGS, notify } from './toast';
export { Toasts } from './Toasts';
