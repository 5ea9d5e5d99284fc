export { clearErrorToasts, notify } from './toast';
export { Toasts } from './Toasts';
