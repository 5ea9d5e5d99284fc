// The unstyled build: the default one injects its CSS as a <style> element, which the Content Security
// Policy refuses. Every app loads react-toastify's stylesheet as a file instead. All toasts and the one
// container go through this module, so the page has one toast store.
import { ToastContainer, toast, type ToastContainerProps } from 'react-toastify/unstyled';

export { ToastContainer };

/** One toast configuration for the whole page. */
export const TOAST_SETTINGS: ToastContainerProps = {
  position: 'top-right',
  autoClose: 5000,
  draggable: true,
  draggablePercent: 80,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnHover: true,
};

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
