export { TOAST_SETTINGS, notify } from './toast';
