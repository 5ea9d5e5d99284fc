export { notify } from './toast';
export { Toasts } from './Toasts';
